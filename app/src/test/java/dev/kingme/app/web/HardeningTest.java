package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The server's hardening (docs/web.md, "Limits"). */
class HardeningTest extends ServerOnH2 {
    @Test
    void aGameIdWithAnEncodedSlashIsClosedWith4404() throws Exception {
        CompletableFuture<String> closed = new CompletableFuture<>();
        StringBuilder messages = new StringBuilder();
        WebSocket.Listener listener = new WebSocket.Listener() {
            @Override
            public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
                messages.append(data);
                ws.request(1);
                return null;
            }

            @Override
            public CompletionStage<?> onClose(WebSocket ws, int code, String reason) {
                closed.complete(code + " " + reason);
                return null;
            }

            @Override
            public void onError(WebSocket ws, Throwable error) {
                closed.complete("error " + error);
            }
        };
        HttpClient.newHttpClient().newWebSocketBuilder()
                .buildAsync(URI.create("ws://127.0.0.1:" + server.port() + "/ws/games/a%2Fb"), listener).join();
        assertThat(closed.get(10, TimeUnit.SECONDS)).startsWith("4404 ");
        assertThat(messages.toString()).contains("\"status\":404");
    }

    private static final String AI_VS_AI = "{\"game\": \"american\", \"black\": \"ai:beginner\", \"white\": \"ai:beginner\"}";
    private static final String AGAINST_AI = "{\"game\": \"american\", \"white\": \"ai:beginner\"}";
    private static final String PEOPLE = "{\"game\": \"american\"}";

    @Test
    void aGameBetweenTwoAisIsRefusedUnlessTheOperatorAllowsIt() {
        restart(Limits.DEFAULT);
        Client.Answer refused = client.post("/api/games", null, AI_VS_AI);
        assertThat(refused.status()).isEqualTo(403);
        assertThat(refused.error()).contains("does not play games between two AIs", "--ai-games N");
        assertThat(client.post("/api/games", null, AGAINST_AI).status()).as("a person against the AI").isEqualTo(201);

        restart(new Limits(1, 100, 100, false));
        // a slow level, so that the first game is still being played when the second is asked for
        Client.Answer first = client.post("/api/games", null, AI_VS_AI.replace("beginner", "strongest"));
        assertThat(first.status()).as(first.body()).isEqualTo(201);
        Client.Answer second = client.post("/api/games", null, AI_VS_AI);
        assertThat(second.status()).isEqualTo(429);
        assertThat(second.error()).contains("1 games between two AIs are being played", "try again when")
                .as("words for the player, not the operator's flag").doesNotContain("--");
    }

    @Test
    void anAddressCreatesAtMostItsGamesPerMinute() {
        restart(new Limits(0, 3, 100, false));
        for (int i = 0; i < 3; i++) {
            assertThat(client.post("/api/games", null, PEOPLE).status()).isEqualTo(201);
        }
        Client.Answer fourth = client.post("/api/games", null, PEOPLE);
        assertThat(fourth.status()).isEqualTo(429);
        assertThat(fourth.error()).contains("you have started 3 games in the last minute", "try again in")
                .as("words for the player, not the operator's flag").doesNotContain("--");
        assertThat(client.post("/api/challenges", null, PEOPLE).status()).as("a challenge counts as a game").isEqualTo(429);
    }

    @Test
    void aRefusedRequestDoesNotCountAgainstTheAddress() {
        restart(new Limits(0, 2, 100, false));
        for (int i = 0; i < 5; i++) {
            assertThat(client.post("/api/games", null, "{\"game\": \"american\", \"options\": {\"nope\": \"1\"}}").status())
                    .isEqualTo(400);
        }
        assertThat(client.post("/api/games", null, PEOPLE).status()).isEqualTo(201);
    }

    @Test
    void anAddressHasAtMostItsUnfinishedGamesAgainstTheAi() {
        restart(new Limits(0, 100, 2, false));
        JsonNode first = client.create(AGAINST_AI);
        client.create(AGAINST_AI);
        Client.Answer third = client.post("/api/games", null, AGAINST_AI);
        assertThat(third.status()).isEqualTo(429);
        assertThat(third.error()).contains("you have 2 unfinished games against the AI", "finish or resign one");
        assertThat(client.post("/api/games", null, PEOPLE).status()).as("a game between people").isEqualTo(201);

        String id = first.path("id").asText();
        String token = first.path("tokens").path("black").asText();
        JsonNode view = client.view(id, token);
        assertThat(client.act(id, token, view.path("version").asInt(), "resign").status()).isEqualTo(200);
        assertThat(client.post("/api/games", null, AGAINST_AI).status()).as("once one is over").isEqualTo(201);
    }

    @Test
    void theForwardedAddressIsTrustedOnlyWhenTheFlagSaysSo() {
        restart(new Limits(0, 1, 100, false));
        assertThat(client.call("POST", "/api/games", PEOPLE, "X-Forwarded-For", "10.0.0.1").status()).isEqualTo(201);
        Client.Answer other = client.call("POST", "/api/games", PEOPLE, "X-Forwarded-For", "10.0.0.2");
        assertThat(other.status()).as("the header is anyone's to write: both count as the connection's address")
                .isEqualTo(429);

        restart(new Limits(0, 1, 100, true));
        assertThat(client.call("POST", "/api/games", PEOPLE, "X-Forwarded-For", "10.0.0.9, 10.0.0.1").status()).isEqualTo(201);
        assertThat(client.call("POST", "/api/games", PEOPLE, "X-Forwarded-For", "10.0.0.2").status()).isEqualTo(201);
        assertThat(client.call("POST", "/api/games", PEOPLE, "X-Forwarded-For", ",").status()).as("no address in it: the connection's")
                .isEqualTo(201);
        Client.Answer again = client.call("POST", "/api/games", PEOPLE, "X-Forwarded-For", "10.0.0.8, 10.0.0.1");
        assertThat(again.status()).as("the same last address as the first").isEqualTo(429);
        // a proxy that adds a header of its own after the client's (HAProxy's option forwardfor): its is the last
        Client.Answer twice = client.call("POST", "/api/games", PEOPLE, "X-Forwarded-For", "10.0.0.77",
                "X-Forwarded-For", "10.0.0.1");
        assertThat(twice.status()).as("the proxy's header, after the client's, names the address").isEqualTo(429);
    }
}
