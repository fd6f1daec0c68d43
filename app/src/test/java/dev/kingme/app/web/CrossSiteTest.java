package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * Another site's page must not act through a visitor's browser: state-changing requests are JSON and come from
 * the server's own origin, and so do WebSockets (docs/web.md, "JSON API" and "WebSocket").
 */
class CrossSiteTest extends ServerOnH2 {
    private static final String PEOPLE = "{\"game\": \"american\"}";

    private String own() {
        return "http://127.0.0.1:" + server.port();
    }

    @Test
    void aStateChangingRequestWhoseBodyIsNotJsonIsRefusedWith415() {
        Client.Answer text = client.call("POST", "/api/games", PEOPLE, "Content-Type", "text/plain");
        assertThat(text.status()).isEqualTo(415);
        assertThat(text.error()).isEqualTo("POST /api/games: send the body as application/json (Content-Type), not text/plain");
        Client.Answer form = client.call("POST", "/api/games", "", "Content-Type", "application/x-www-form-urlencoded");
        assertThat(form.status()).as("an empty form").isEqualTo(415);
        assertThat(form.error()).contains("not application/x-www-form-urlencoded");
        Client.Answer none = RawHttp.send(server.port(), "POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: "
                + PEOPLE.length() + "\r\n\r\n" + PEOPLE);
        assertThat(none.status()).as("a body without a type").isEqualTo(415);
        assertThat(none.error()).contains("send the body as application/json (Content-Type), not without one");
        assertThat(client.call("POST", "/api/games", PEOPLE, "Content-Type", "Application/JSON; charset=utf-8").status())
                .isEqualTo(201);
    }

    @Test
    void aBodilessRequestWithoutContentTypeIsAllowed() {
        JsonNode made = client.post("/api/challenges", null, PEOPLE).json();
        Client.Answer cancelled = client.call("DELETE", "/api/challenges/" + made.path("id").asText(), null,
                WebServer.TOKEN_HEADER, made.path("key").asText());
        assertThat(cancelled.status()).as(cancelled.body()).isEqualTo(200);
        JsonNode game = client.create(PEOPLE);
        String id = game.path("id").asText();
        String token = game.path("tokens").path("black").asText();
        assertThat(client.act(id, token, client.view(id, token).path("version").asInt(), "resign").status()).isEqualTo(200);
        Client.Answer rematch = client.call("POST", "/api/games/" + id + "/rematch", null, WebServer.TOKEN_HEADER, token);
        assertThat(rematch.status()).as(rematch.body()).isEqualTo(201);
    }

    @Test
    void aStateChangingRequestFromAnotherSiteIsRefusedWith403() {
        Client.Answer evil = client.call("POST", "/api/games", PEOPLE, "Origin", "https://evil.example");
        assertThat(evil.status()).isEqualTo(403);
        assertThat(evil.error()).isEqualTo("POST /api/games: a request from another site (Origin https://evil.example) is refused");
        assertThat(client.call("POST", "/api/games", PEOPLE, "Origin", "null").status()).as("Origin null").isEqualTo(403);
        assertThat(client.call("POST", "/api/games", PEOPLE, "Origin", "http://127.0.0.1:1").status()).as("another port")
                .isEqualTo(403);
        JsonNode made = client.post("/api/challenges", null, PEOPLE).json();
        Client.Answer cancel = client.call("DELETE", "/api/challenges/" + made.path("id").asText(), null,
                WebServer.TOKEN_HEADER, made.path("key").asText(), "Origin", "https://evil.example");
        assertThat(cancel.status()).as("a bodiless request").isEqualTo(403);
        assertThat(client.get("/api/challenges/" + made.path("id").asText(), null).json().path("state").asText())
                .isEqualTo("open");

        assertThat(client.call("POST", "/api/games", PEOPLE, "Origin", own()).status()).as("its own origin").isEqualTo(201);
        assertThat(client.call("POST", "/api/games", PEOPLE).status()).as("no Origin").isEqualTo(201);
        assertThat(client.call("GET", "/api/kinds", null, "Origin", "https://evil.example").status()).as("a read")
                .isEqualTo(200);
    }

    @Test
    void theForwardedHostCountsOnlyWhenTheServerTrustsForwardedHeaders() {
        String[] proxied = {"Origin", "https://kingme.example", "X-Forwarded-Host", "kingme.example"};
        Client.Answer untrusted = client.call("POST", "/api/games", PEOPLE, proxied);
        assertThat(untrusted.status()).isEqualTo(403);
        restart(new Limits(4, 10_000, 10_000, true));
        assertThat(client.call("POST", "/api/games", PEOPLE, proxied).status()).isEqualTo(201);
        assertThat(client.call("POST", "/api/games", PEOPLE, "Origin", "https://evil.example", "X-Forwarded-Host",
                "kingme.example").status()).isEqualTo(403);
    }

    private Client.Answer upgrade(String origin) {
        return RawHttp.send(server.port(), "GET /ws/games/abc HTTP/1.1\r\nHost: 127.0.0.1:" + server.port()
                + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n" + (origin == null ? "" : "Origin: " + origin + "\r\n") + "\r\n");
    }

    @Test
    void aWebSocketFromAnotherSiteIsRefusedBeforeTheUpgrade() {
        Client.Answer evil = upgrade("https://evil.example");
        assertThat(evil.status()).isEqualTo(403);
        assertThat(evil.error()).isEqualTo("GET /ws/games/abc: a WebSocket from another site (Origin https://evil.example) is refused");
        assertThat(upgrade("null").status()).isEqualTo(403);
        assertThat(upgrade(own()).status()).isEqualTo(101);
        assertThat(upgrade(null).status()).isEqualTo(101);
    }
}
