package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The server's ceilings on the games it holds in memory and on the AI's work (docs/web.md, "Limits"): past
 * them it lets go of what it can and refuses the rest with 503 in words, never with a failure of its own.
 */
class CeilingsTest extends ServerOnH2 {
    private static final String PEOPLE = "{\"game\": \"american\", \"online\": true}";

    @Test
    void pastItsGamesInMemoryTheServerLetsGoOfAFinishedGameAndRefusesWhenAllAreBeingPlayed() {
        restart(TESTS.withCeilings(10, 10));
        List<JsonNode> games = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            games.add(client.create(PEOPLE));
        }
        assertThat(server.hub().inMemory()).isEqualTo(10);

        Client.Answer full = client.post("/api/games", null, PEOPLE);
        assertThat(full.status()).as(full.body()).isEqualTo(503);
        assertThat(full.error()).contains("the server is full", "10 games", "try again");

        JsonNode first = games.get(0);
        String id = first.path("id").asText();
        String black = first.path("tokens").path("black").asText();
        assertThat(client.act(id, black, 0, "resign").status()).isEqualTo(200);
        Client.Answer made = client.post("/api/games", null, PEOPLE);
        assertThat(made.status()).as("the finished game makes room: " + made.body()).isEqualTo(201);
        assertThat(server.hub().inMemory()).isEqualTo(10);

        Client.Answer again = client.get("/api/games/" + id, null);
        assertThat(again.status()).as("the finished game, let go of, cannot come back while all are played")
                .isEqualTo(503);
        String other = games.get(1).path("id").asText();
        assertThat(client.get("/api/games/" + other, null).status()).as("a game held is served").isEqualTo(200);
    }

    @Test
    void aNewGameAgainstTheAiIsRefusedWhileTooManyOfItsMovesWait() throws Exception {
        restart(TESTS.withCeilings(1000, 1));
        // Warp has no opening book: the strongest AI thinks for its whole second
        JsonNode busy = client.create("{\"game\": \"warp\", \"black\": \"ai:strongest\"}");
        Client.Answer refused = client.post("/api/games", null, "{\"game\": \"american\", \"white\": \"ai:easy\"}");
        assertThat(refused.status()).as(refused.body()).isEqualTo(503);
        assertThat(refused.error()).contains("the AI is busy", "try again");
        assertThat(client.post("/api/games", null, PEOPLE).status()).as("a game between people").isEqualTo(201);

        String id = busy.path("id").asText();
        client.await(id, busy.path("tokens").path("white").asText(), 1);
        Client.Answer later = client.post("/api/games", null, "{\"game\": \"american\", \"white\": \"ai:easy\"}");
        assertThat(later.status()).as("once the AI has moved: " + later.body()).isEqualTo(201);
    }
}
