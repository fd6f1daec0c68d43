package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * The clock in the replay (docs/web.md, "positions"): each entry of {@code GET /api/games/ID/positions} has
 * each side's time as it stood after that step, the start the control's times, and each move of the view's
 * {@code moves} the time its mover had left; the same after a restart, and null for a game without a clock.
 */
class PositionClocksTest extends ServerOnH2 {

    private long ms(JsonNode position, String side) {
        return position.path("clock").path(side + "Ms").asLong();
    }

    private void move(String id, JsonNode tokens, String side, int version) {
        assertThat(client.choose(id, tokens.path(side).asText(), version, 0).status()).isEqualTo(200);
    }

    private JsonNode positions(String id) {
        return client.get("/api/games/" + id + "/positions", null).json().path("positions");
    }

    @Test
    void eachPositionHasTheClockAsItStoodAfterItsStep() throws Exception {
        JsonNode created = client.create("{\"game\": \"american\", \"online\": true, \"clock\": \"5+3\"}");
        String id = created.path("id").asText();
        JsonNode tokens = created.path("tokens");
        move(id, tokens, "black", 0);
        move(id, tokens, "white", 1);
        Thread.sleep(150);  // Black's clock runs from White's first move on
        move(id, tokens, "black", 2);
        Thread.sleep(150);
        move(id, tokens, "white", 3);

        JsonNode p = positions(id);
        assertThat(p.size()).isEqualTo(5);
        assertThat(ms(p.get(0), "black")).as("the start: the control's time").isEqualTo(300_000);
        assertThat(ms(p.get(0), "white")).isEqualTo(300_000);
        // each side's first move is free and still earns the increment
        assertThat(ms(p.get(1), "black")).isEqualTo(303_000);
        assertThat(ms(p.get(1), "white")).isEqualTo(300_000);
        assertThat(ms(p.get(2), "black")).isEqualTo(303_000);
        assertThat(ms(p.get(2), "white")).isEqualTo(303_000);
        // the second moves cost their thinking time, less the increment; the other side's time stands
        assertThat(ms(p.get(3), "black")).isBetween(276_000L, 306_000L - 150);
        assertThat(ms(p.get(3), "white")).isEqualTo(303_000);
        assertThat(ms(p.get(4), "black")).isEqualTo(ms(p.get(3), "black"));
        assertThat(ms(p.get(4), "white")).isBetween(276_000L, 306_000L - 150);

        JsonNode moves = client.view(id, null).path("moves");
        assertThat(moves.size()).isEqualTo(4);
        for (int i = 0; i < 4; i++) {
            String mover = moves.get(i).path("player").asText();
            assertThat(moves.get(i).path("leftMs").asLong()).as("the mover's time after move " + (i + 1))
                    .isEqualTo(ms(p.get(i + 1), mover));
        }

        assertThat(client.act(id, tokens.path("black").asText(), 4, "resign").status()).isEqualTo(200);
        JsonNode ended = positions(id);
        assertThat(ended.size()).isEqualTo(6);
        assertThat(ms(ended.get(5), "white")).as("an ending costs nobody time").isEqualTo(ms(p.get(4), "white"));
        assertThat(ms(ended.get(5), "black")).isLessThanOrEqualTo(ms(p.get(4), "black"));

        restart(TESTS);
        assertThat(positions(id)).as("rebuilt from the stored stamps").isEqualTo(ended);
    }

    @Test
    void aGameWithoutAClockHasNoneInItsPositions() {
        JsonNode created = client.create("{\"game\": \"american\", \"online\": true}");
        String id = created.path("id").asText();
        move(id, created.path("tokens"), "black", 0);
        JsonNode p = positions(id);
        assertThat(p.size()).isEqualTo(2);
        assertThat(p.get(0).path("clock").isNull()).isTrue();
        assertThat(p.get(1).path("clock").isNull()).isTrue();
        assertThat(client.view(id, null).path("moves").get(0).has("leftMs")).isFalse();
    }
}
