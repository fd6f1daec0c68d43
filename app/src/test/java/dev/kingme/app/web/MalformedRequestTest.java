package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CopyOnWriteArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/**
 * Requests the HTTP layer itself refuses, and bodies that are not JSON: every answer is a 4xx with
 * {@code {"error": ...}} in the server's own words (docs/web.md, "JSON API").
 */
class MalformedRequestTest extends ServerOnH2 {
    private static final String POST = "POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n";
    private static final String CHUNKED = POST + "Transfer-Encoding: chunked\r\n\r\n";

    private Client.Answer raw(String request) {
        return RawHttp.send(server.port(), request);
    }

    @Test
    void aChunkSizeThatIsNotHexIsA400ThatSaysTheChunkedEncodingIsBroken() {
        Client.Answer a = raw(CHUNKED + "zz\r\n{\"game\": \"american\"}\r\n0\r\n\r\n");
        assertThat(a.status()).as(a.body()).isEqualTo(400);
        assertThat(a.error()).contains("POST /api/games", "chunked encoding is broken");
    }

    @Test
    void aBodyThatEndsBeforeItsLastChunkIsA400() {
        Client.Answer a = RawHttp.send(server.port(), CHUNKED + "14\r\n{\"game\": ", true);
        assertThat(a.status()).as(a.body()).isEqualTo(400);
        assertThat(a.error()).contains("POST /api/games", "chunked encoding is broken", "before the connection closed");
    }

    @Test
    void aBodyShorterThanItsContentLengthIsA400() {
        Client.Answer a = RawHttp.send(server.port(), POST + "Content-Length: 50\r\n\r\n{\"game\": ", true);
        assertThat(a.status()).as(a.body()).isEqualTo(400);
        assertThat(a.error()).contains("POST /api/games", "the body ends after 9 of the 50 bytes its Content-Length gives");
    }

    @Test
    void aBodyOverTheLimitIs413WithItsSize() {
        Client.Answer a = client.post("/api/games", null, "{\"game\": \"" + "x".repeat(70_000) + "\"}");
        assertThat(a.status()).isEqualTo(413);
        assertThat(a.error()).contains("POST /api/games", "the body is 70012 bytes; the most is 65536");
    }

    @Test
    void requestsTheHttpLayerRefusesAreAnsweredInJson() {
        Client.Answer header = raw("GET /api/kinds HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n");
        assertThat(header.status()).isEqualTo(400);
        assertThat(header.error()).contains("malformed request", "a character HTTP does not allow");
        Client.Answer noHost = raw("GET /api/kinds HTTP/1.1\r\n\r\n");
        assertThat(noHost.status()).isEqualTo(400);
        assertThat(noHost.error()).contains("malformed request", "no Host header");
        Client.Answer both = raw(POST + "Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n");
        assertThat(both.status()).isEqualTo(400);
        assertThat(both.error()).contains("both Transfer-Encoding and Content-Length");
        Client.Answer uri = raw("GET /api/" + "a".repeat(9000) + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        assertThat(uri.status()).isEqualTo(414);
        assertThat(uri.error()).contains("the address is longer than the server reads");
        Client.Answer headers = raw("GET /api/kinds HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + "a".repeat(9000) + "\r\n\r\n");
        assertThat(headers.status()).isEqualTo(431);
        assertThat(headers.error()).contains("the headers are larger than the server reads");
    }

    @Test
    void aWebSocketUpgradeTheHttpLayerRefusesIsAnsweredInJson() {
        Client.Answer a = raw("GET /ws/games/abc HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Version: 99\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n");
        assertThat(a.status()).isEqualTo(405);
        assertThat(a.error()).contains("GET /ws/games/abc", "not a WebSocket upgrade the server accepts");
    }

    @Test
    void aMalformedRequestIsLoggedOnceAtInfoWithItsRequestLine() {
        List<LogRecord> records = new CopyOnWriteArrayList<>();
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord r) {
                records.add(r);
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger log = Logger.getLogger("dev.kingme.app.web");
        log.addHandler(handler);
        try {
            raw(CHUNKED + "zz\r\n{}\r\n0\r\n\r\n");
        } finally {
            log.removeHandler(handler);
        }
        List<LogRecord> about = records.stream().filter(r -> r.getMessage().contains("/api/games")).toList();
        assertThat(about).hasSize(1);
        assertThat(about.get(0).getLevel()).isEqualTo(Level.INFO);
        assertThat(about.get(0).getThrown()).isNull();
        assertThat(about.get(0).getMessage()).contains("POST /api/games", "127.0.0.1", "400");
    }

    @Test
    void malformedJsonIsDescribedInTheServersOwnWords() {
        String[][] cases = {
            {"{\"game\": \"american\"", "line 1, column 20: the text ends before the object is closed"},
            {"{\"game\": ", "line 1, column 10: the text ends before the object is closed"},
            {"[1, 2", "the text ends before the list is closed"},
            {"{\"game\": \"amer", "a string is not closed"},
            {"{x}", "line 1, column 2: an unexpected character 'x' where a field name in double quotes should be"},
            {"{\"a\" 1}", "an unexpected character '1' where a colon should be"},
            {"{\"a\": 1 \"b\": 2}", "an unexpected character '\"' where a comma should be"},
            {"{\"a\": tru}", "'tru' is not a JSON value"},
            {"{\"a\": 01}", "a number is not valid JSON"},
            {"{\"a\": 1.}", "a number is not valid JSON"},
            {"{\"a\": NaN}", "a number is not valid JSON"},
            {"{\"a\": \"b\nc\"}", "a control character (U+000A) inside a string"},
            {"\u0001{}", "a control character (U+0001) between values"},
            {"{\"a\": 1]", "an unexpected ']'"},
            {"{} {}", "more follows the end of the JSON value"},
            {"{\"a\": \"\\q\"}", "the text is not valid JSON here"},
            {"[".repeat(1100), "lists and objects nested deeper than 1000"},
        };
        for (String[] c : cases) {
            Client.Answer a = client.post("/api/games", null, c[0]);
            assertThat(a.status()).as(c[0]).isEqualTo(400);
            assertThat(a.error()).as(c[0]).startsWith("POST /api/games: not valid JSON").contains(c[1])
                    .doesNotContain("Unexpected", "end-of-input", "expecting", "(code", "Source", "Jackson", "Feature");
        }
    }
}
