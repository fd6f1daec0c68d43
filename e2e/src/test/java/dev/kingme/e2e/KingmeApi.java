package dev.kingme.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * The server's JSON API (docs/web.md) as the tests read it: to look at a game's view behind the page, to
 * decide which squares to click, and to try what a page must not be able to do (act for the wrong seat).
 */
final class KingmeApi {
    static final ObjectMapper JSON = new ObjectMapper();
    private final String base;
    /** The session cookie sent with every request ({@code name=value}), or null. */
    private final String cookie;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    KingmeApi(String base) {
        this(base, null);
    }

    private KingmeApi(String base, String cookie) {
        this.base = base;
        this.cookie = cookie;
    }

    /** The same API as the holder of session cookie {@code cookie} ({@code name=value}) calls it. */
    KingmeApi withCookie(String cookie) {
        return new KingmeApi(base, cookie);
    }

    /** A status and the JSON body the server answered with. */
    record Answer(int status, JsonNode body) {
    }

    JsonNode view(String id, String token) {
        Answer a = call("GET", "/api/games/" + id, token, null);
        if (a.status() != 200) {
            throw new AssertionError("GET /api/games/" + id + " answered " + a.status() + ": " + a.body());
        }
        return a.body();
    }

    /** POST /api/games/ID/actions, whatever the answer. */
    Answer act(String id, String token, ObjectNode action) {
        return call("POST", "/api/games/" + id + "/actions", token, action.toString());
    }

    Answer create(ObjectNode request) {
        return call("POST", "/api/games", null, request.toString());
    }

    static ObjectNode object() {
        return JSON.createObjectNode();
    }

    Answer call(String method, String path, String token, String body) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(20))
                .header("Accept", "application/json");
        if (token != null) {
            b.header("X-Kingme-Token", token);
        }
        if (cookie != null) {
            b.header("Cookie", cookie);
        }
        if (body != null) {
            b.header("Content-Type", "application/json").method(method, HttpRequest.BodyPublishers.ofString(body));
        } else {
            b.method(method, HttpRequest.BodyPublishers.noBody());
        }
        try {
            HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
            JsonNode json = r.body().isEmpty() ? JSON.nullNode() : JSON.readTree(r.body());
            return new Answer(r.statusCode(), json);
        } catch (IOException e) {
            throw new UncheckedIOException(method + " " + path + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(method + " " + path + " interrupted", e);
        }
    }
}
