package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Computer reviews over HTTP: asked for a finished game, worked out in the background with its progress told,
 * kept with the game (asked again, or after a restart, the same review); refused for a game not over or without
 * moves, and for no game.
 */
class ReviewsApiTest extends ServerOnH2 {
    /** A game at one screen of {@code moves} moves, then resigned; its id and token. */
    private String[] finished(int moves) {
        JsonNode created = client.create("{\"game\": \"american\"}");
        String id = created.path("id").asText();
        String token = created.path("tokens").path("black").asText();
        for (int i = 0; i < moves; i++) {
            assertThat(client.choose(id, token, i, 0).status()).isEqualTo(200);
        }
        assertThat(client.act(id, token, moves, "resign").status()).isEqualTo(200);
        return new String[] {id, token};
    }

    private JsonNode done(String id) throws InterruptedException {
        long end = System.nanoTime() + 60_000_000_000L;
        Set<String> states = new HashSet<>();
        while (true) {
            JsonNode r = client.get("/api/games/" + id + "/review", null).json();
            states.add(r.path("state").asText());
            if (r.path("state").asText().equals("done")) {
                assertThat(states).isSubsetOf("queued", "running", "done");
                return r;
            }
            assertThat(r.path("state").asText()).isIn("queued", "running");
            assertThat(System.nanoTime()).as("the review to be done").isLessThan(end);
            Thread.sleep(50);
        }
    }

    @Test
    void aFinishedGameIsReviewedOnceInTheBackgroundAndKept() throws Exception {
        String id = finished(6)[0];
        assertThat(client.get("/api/games/" + id + "/review", null).json().path("state").asText()).isEqualTo("none");
        Client.Answer asked = client.post("/api/games/" + id + "/review", null, "{}");
        assertThat(asked.status()).as(asked.body()).isEqualTo(202);
        assertThat(asked.json().path("total").asInt()).isEqualTo(6);
        JsonNode r = done(id);
        assertThat(r.path("done").asInt()).isEqualTo(6);
        JsonNode moves = r.path("review").path("moves");
        assertThat(moves.size()).isEqualTo(6);
        for (int i = 0; i < 6; i++) {
            JsonNode m = moves.get(i);
            assertThat(m.path("number").asInt()).isEqualTo(i + 1);
            assertThat(m.path("player").asText()).isEqualTo(i % 2 == 0 ? "black" : "white");
            assertThat(m.path("class").asText()).isIn("best", "good", "inaccuracy", "mistake", "blunder");
            assertThat(m.path("position").asInt()).isEqualTo(i + 1);
            assertThat(m.path("best").asDouble()).isBetween(0.0, 1.0);
            assertThat(m.path("class").asText().equals("best") || m.path("better").isTextual()).isTrue();
        }
        JsonNode sides = r.path("review").path("sides");
        assertThat(sides.get(0).path("player").asText()).isEqualTo("black");
        assertThat(sides.get(0).path("moves").asInt()).isEqualTo(3);
        assertThat(sides.get(1).path("accuracy").asDouble()).isBetween(0.0, 100.0);
        // asked again, and after a restart: the same review, not a second one
        Client.Answer again = client.post("/api/games/" + id + "/review", null, "{}");
        assertThat(again.status()).isEqualTo(200);
        assertThat(again.json().path("review")).isEqualTo(r.path("review"));
        restart(TESTS);
        assertThat(client.get("/api/games/" + id + "/review", null).json().path("review")).isEqualTo(r.path("review"));
    }

    @Test
    void aGameNotOverOrWithoutMovesOrNoGameIsRefusedInWords() {
        JsonNode created = client.create("{\"game\": \"american\"}");
        Client.Answer playing = client.post("/api/games/" + created.path("id").asText() + "/review", null, "{}");
        assertThat(playing.status()).isEqualTo(409);
        assertThat(playing.error()).contains("not over");
        String empty = finished(0)[0];
        Client.Answer nothing = client.post("/api/games/" + empty + "/review", null, "{}");
        assertThat(nothing.status()).isEqualTo(409);
        assertThat(nothing.error()).contains("nothing to review");
        assertThat(client.get("/api/games/nosuchgame/review", null).status()).isEqualTo(404);
        assertThat(client.post("/api/games/nosuchgame/review", null, "{}").status()).isEqualTo(404);
    }
}
