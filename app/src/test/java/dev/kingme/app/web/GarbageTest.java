package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Hundreds of malformed and hostile requests, made from a seeded generator: every one gets a 4xx with an
 * error message, never a 500, and the game they were aimed at is unchanged.
 */
class GarbageTest extends ServerOnH2 {
    private static final List<String> VALUES = List.of("null", "true", "-1", "0", "1", "2147483648", "1.5", "\"\"",
            "\"choose\"", "\"american\"", "\"warp\"", "\"ai:hard\"", "\"<script>alert(1)</script>\"", "[]", "{}",
            "[1,2]", "{\"black\":\"cleric\"}", "\"\\u0000\"", "\"" + "z".repeat(300) + "\"");
    private static final List<String> KEYS = List.of("game", "options", "black", "white", "online", "name", "record",
            "version", "type", "choice", "id", "action");

    private static String randomBody(Random r) {
        int kind = r.nextInt(6);
        if (kind == 0) {
            byte[] b = new byte[r.nextInt(40)];
            r.nextBytes(b);
            return new String(b, java.nio.charset.StandardCharsets.ISO_8859_1);
        }
        if (kind == 1) {
            return VALUES.get(r.nextInt(VALUES.size()));
        }
        StringBuilder sb = new StringBuilder("{");
        int n = r.nextInt(5);
        for (int i = 0; i < n; i++) {
            sb.append(i == 0 ? "" : ",").append('"').append(KEYS.get(r.nextInt(KEYS.size()))).append("\":")
                    .append(VALUES.get(r.nextInt(VALUES.size())));
        }
        String body = sb.append('}').toString();
        return kind == 2 ? body.substring(0, r.nextInt(body.length() + 1)) : body;
    }

    @Test
    void noRequestGetsAFiveHundredAndTheGameStaysAsItWas() {
        JsonNode created = client.create("{\"game\": \"fantasy-rpg\", \"online\": true,"
                + " \"options\": {\"black\": \"bard\", \"white\": \"tagon\"}}");
        String id = created.path("id").asText();
        String black = created.path("tokens").path("black").asText();
        String white = created.path("tokens").path("white").asText();
        JsonNode before = client.view(id, null);
        Random r = new Random(20261122);
        List<String> tokens = java.util.Arrays.asList(null, "", "x", white, black + "x", "%00", "a".repeat(500));
        for (int i = 0; i < 400; i++) {
            String token = tokens.get(r.nextInt(tokens.size()));
            String path = switch (r.nextInt(5)) {
                case 0 -> "/api/games";
                case 1 -> "/api/games/" + id + "/actions";
                case 2 -> "/api/games/" + id + "/rematch";
                case 3 -> "/api/games/" + (r.nextBoolean() ? "ZZZ" : id.substring(0, 5)) + "/actions";
                default -> "/api/games/" + id + "/actions?token=" + white;
            };
            Client.Answer a = client.post(path, token, randomBody(r));
            assertThat(a.status()).as(path + " " + a.body()).isBetween(200, 499);
            if (a.status() >= 400) {
                assertThat(a.error()).as(path).isNotBlank();
            }
        }
        JsonNode after = client.view(id, null);
        assertThat(after.path("moves")).isEqualTo(before.path("moves"));
        assertThat(after.path("board")).isEqualTo(before.path("board"));
    }
}
