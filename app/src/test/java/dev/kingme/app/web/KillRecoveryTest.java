package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code kingme serve} in a process of its own, killed with SIGKILL in the middle of games and started
 * again on the same data folder: every game is back exactly as the last acknowledged action left it.
 */
class KillRecoveryTest {
    @TempDir
    Path data;

    private ServerProcess serve() throws Exception {
        return ServerProcess.start("--data", data.toString());
    }

    @Test
    void killedWithSigkillAndStartedAgainEveryGameIsAsItWas() throws Exception {
        assertThat(File.separatorChar).isEqualTo('/');
        ServerProcess first = serve();
        Client client = new Client(first.port());
        JsonNode a = client.create("{\"game\": \"american\", \"online\": true}");
        JsonNode b = client.create("{\"game\": \"warp\"}");
        JsonNode c = client.create("{\"game\": \"fantasy-rpg\", \"options\": {\"black\": \"thief\", \"white\": \"fighter\"}}");
        List<JsonNode> games = List.of(a, b, c);
        for (int round = 0; round < 6; round++) {
            for (JsonNode g : games) {
                String id = g.path("id").asText();
                String token = g.path("tokens").path("black").asText();
                String white = g.path("tokens").path("white").asText();
                JsonNode v = client.view(id, token);
                String mover = v.path("toAct").path("player").asText();
                String seat = mover.equals("white") ? white : token;
                JsonNode mine = client.view(id, seat);
                if (mine.path("choices").size() > 0) {
                    assertThat(client.choose(id, seat, mine.path("version").asInt(), round % mine.path("choices").size())
                            .status()).isEqualTo(200);
                }
            }
        }
        JsonNode[] before = new JsonNode[games.size()];
        for (int i = 0; i < games.size(); i++) {
            before[i] = client.view(games.get(i).path("id").asText(), games.get(i).path("tokens").path("black").asText());
            assertThat(before[i].path("version").asInt()).isGreaterThanOrEqualTo(6);
        }
        first.process().destroyForcibly();  // SIGKILL: no shutdown hook, no orderly close of the database
        assertThat(first.process().waitFor(30, TimeUnit.SECONDS)).isTrue();

        ServerProcess second = serve();
        try {
            Client again = new Client(second.port());
            for (int i = 0; i < games.size(); i++) {
                JsonNode after = again.view(games.get(i).path("id").asText(), games.get(i).path("tokens").path("black").asText());
                assertThat(after).isEqualTo(before[i]);
            }
        } finally {
            second.process().destroyForcibly();
            second.process().waitFor(30, TimeUnit.SECONDS);
        }
    }
}
