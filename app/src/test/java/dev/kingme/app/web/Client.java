package dev.kingme.app.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** A small HTTP client for the API tests: JSON in, status and JSON out. */
final class Client {
    static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final String base;

    Client(int port) {
        this.base = "http://127.0.0.1:" + port;
    }

    String base() {
        return base;
    }

    /** An answer: its status, its body and the session cookie it set (null: none). */
    record Answer(int status, String body, String setCookie) {
        Answer(int status, String body) {
            this(status, body, null);
        }

        /** The session token the answer's {@code Set-Cookie} carries, if it set one. */
        java.util.Optional<String> cookie() {
            if (setCookie == null || !setCookie.startsWith(AccountsApi.COOKIE + "=")) {
                return java.util.Optional.empty();
            }
            return java.util.Optional.of(setCookie.substring(setCookie.indexOf('=') + 1, setCookie.indexOf(';')));
        }

        JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new AssertionError("not JSON (" + status + "): " + body, e);
            }
        }

        String error() {
            return json().path("error").asText();
        }
    }

    Answer get(String path, String token) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(30)).GET();
        if (token != null) {
            b.header(WebServer.TOKEN_HEADER, token);
        }
        return send(b.build());
    }

    Answer post(String path, String token, String body) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
        if (token != null) {
            b.header(WebServer.TOKEN_HEADER, token);
        }
        return send(b.build());
    }

    /**
     * {@code method} {@code path} with {@code body} (or none) and the headers given as name, value, name, value... (a
     * name given twice is sent twice, as a proxy that adds its own header sends it; Content-Type replaces the default)
     */
    Answer call(String method, String path, String body, String... headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(30))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            b.header("Content-Type", "application/json");
        }
        for (int i = 0; i < headers.length; i += 2) {
            if (headers[i].equalsIgnoreCase("Content-Type")) {
                b.setHeader(headers[i], headers[i + 1]);
            } else {
                b.header(headers[i], headers[i + 1]);
            }
        }
        return send(b.build());
    }

    private Answer send(HttpRequest r) {
        try {
            HttpResponse<String> res = http.send(r, HttpResponse.BodyHandlers.ofString());
            return new Answer(res.statusCode(), res.body(), res.headers().firstValue("Set-Cookie").orElse(null));
        } catch (IOException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** Creates a game; answers its id and tokens. */
    JsonNode create(String body) {
        Answer a = post("/api/games", null, body);
        if (a.status() != 201) {
            throw new AssertionError("create failed " + a.status() + ": " + a.body());
        }
        return a.json();
    }

    JsonNode view(String id, String token) {
        Answer a = get("/api/games/" + id, token);
        if (a.status() != 200) {
            throw new AssertionError("view failed " + a.status() + ": " + a.body());
        }
        return a.json();
    }

    Answer choose(String id, String token, int version, int choice) {
        return post("/api/games/" + id + "/actions", token,
                "{\"version\": " + version + ", \"type\": \"choose\", \"choice\": " + choice + "}");
    }

    Answer act(String id, String token, int version, String type) {
        return post("/api/games/" + id + "/actions", token, "{\"version\": " + version + ", \"type\": \"" + type + "\"}");
    }

    /** Waits (bounded) until the view for {@code token} is at least {@code version} and not waiting on the AI. */
    JsonNode await(String id, String token, int version) {
        long end = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (true) {
            JsonNode v = view(id, token);
            boolean aiToAct = v.path("toAct").path("kind").asText().equals("choice")
                    && v.path("players").path(v.path("toAct").path("player").asText()).path("kind").asText().equals("ai");
            if (v.path("version").asInt() >= version && !aiToAct) {
                return v;
            }
            if (System.nanoTime() > end) {
                throw new AssertionError("the game did not reach version " + version + ": " + v);
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }
}
