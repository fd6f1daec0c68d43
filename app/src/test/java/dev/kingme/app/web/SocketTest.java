package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** WebSocket updates and actions: a move reaches the other seat and the spectators at once. */
class SocketTest extends ServerOnH2 {
    /** A WebSocket connection whose messages queue up for the test to read. */
    final class Socket implements WebSocket.Listener {
        final BlockingQueue<JsonNode> messages = new LinkedBlockingQueue<>();
        private final StringBuilder part = new StringBuilder();
        final WebSocket ws;

        Socket(String id, String token) {
            String uri = "ws://127.0.0.1:" + server.port() + "/ws/games/" + id + (token == null ? "" : "?token=" + token);
            ws = HttpClient.newHttpClient().newWebSocketBuilder().buildAsync(URI.create(uri), this).join();
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            part.append(data);
            if (last) {
                try {
                    messages.add(Client.JSON.readTree(part.toString()));
                } catch (Exception e) {
                    throw new AssertionError(e);
                }
                part.setLength(0);
            }
            webSocket.request(1);
            return null;
        }

        JsonNode next(String type) throws InterruptedException {
            while (true) {
                JsonNode m = messages.poll(10, TimeUnit.SECONDS);
                assertThat(m).as("a " + type + " message").isNotNull();
                if (m.path("type").asText().equals(type)) {
                    return m;
                }
            }
        }

        void send(String text) {
            ws.sendText(text, true).join();
        }
    }

    @Test
    void aMoveReachesTheOtherPlayerAndTheSpectatorsAtOnce() throws Exception {
        JsonNode created = client.create("{\"game\": \"american\", \"online\": true}");
        String id = created.path("id").asText();
        Socket black = new Socket(id, created.path("tokens").path("black").asText());
        Socket white = new Socket(id, created.path("tokens").path("white").asText());
        Socket watcher = new Socket(id, null);
        JsonNode first = black.next("view").path("view");
        assertThat(first.path("version").asInt()).isZero();
        assertThat(white.next("view").path("view").path("choices").size()).isZero();
        watcher.next("view");
        black.send("{\"type\": \"action\", \"id\": \"m1\", \"version\": 0, \"action\": \"choose\", \"choice\": "
                + ApiContract.indexOf(first, "11-15") + "}");
        JsonNode seen = white.next("view").path("view");
        assertThat(seen.path("version").asInt()).isEqualTo(1);
        assertThat(seen.path("moves").get(0).path("text").asText()).isEqualTo("11-15");
        assertThat(seen.path("toAct").path("mine").asBoolean()).isTrue();
        assertThat(seen.path("choices").size()).isPositive();
        assertThat(watcher.next("view").path("view").path("moves").size()).isEqualTo(1);
        JsonNode ack = black.next("ack");
        assertThat(ack.path("id").asText()).isEqualTo("m1");
        assertThat(ack.path("version").asInt()).isEqualTo(1);

        black.send("{\"type\": \"action\", \"id\": \"m2\", \"version\": 0, \"action\": \"choose\", \"choice\": 0}");
        JsonNode refused = black.next("error");
        assertThat(refused.path("id").asText()).isEqualTo("m2");
        assertThat(refused.path("status").asInt()).isEqualTo(409);
        watcher.send("{\"type\": \"action\", \"id\": \"w\", \"version\": 1, \"action\": \"choose\", \"choice\": 0}");
        assertThat(watcher.next("error").path("status").asInt()).isEqualTo(403);
        white.send("{\"type\": \"action\", \"version\": ");
        assertThat(white.next("error").path("error").asText()).contains("not valid JSON");
    }

    @Test
    void aReconnectingPlayerFindsTheGameAsItIs() throws Exception {
        JsonNode created = client.create("{\"game\": \"american\", \"online\": true}");
        String id = created.path("id").asText();
        String token = created.path("tokens").path("black").asText();
        client.choose(id, token, 0, 0);
        JsonNode view = new Socket(id, token).next("view").path("view");
        assertThat(view.path("version").asInt()).isEqualTo(1);
        assertThat(view).isEqualTo(client.view(id, token));
    }

    @Test
    void aForgedTokenIsRefusedAndTheConnectionClosed() throws Exception {
        JsonNode created = client.create("{\"game\": \"american\", \"online\": true}");
        Socket forged = new Socket(created.path("id").asText(), "forged");
        JsonNode error = forged.next("error");
        assertThat(error.path("status").asInt()).isEqualTo(403);
        Socket missing = new Socket("nosuchgame", null);
        assertThat(missing.next("error").path("status").asInt()).isEqualTo(404);
    }
}
