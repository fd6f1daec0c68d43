package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code kingme serve} in a process of its own, killed with SIGKILL in the middle of games and started
 * again on the same data folder: every game is back exactly as the last acknowledged action left it.
 */
class KillRecoveryTest {
    @TempDir
    Path data;

    private static final Pattern ADDRESS = Pattern.compile("serving at http://[^:]+:(\\d+)/");

    /** A server process and the port it printed. */
    private record Served(Process process, int port) {
    }

    private Served serve() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), "dev.kingme.app.Main",
                "serve", "--host", "127.0.0.1", "--port", "0", "--data", data.toString(), "--warm-up", "0");
        pb.redirectErrorStream(true);
        Process p = pb.start();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        String line;
        while (System.nanoTime() < end && (line = out.readLine()) != null) {
            Matcher m = ADDRESS.matcher(line);
            if (m.find()) {
                Thread drain = new Thread(() -> out.lines().forEach(l -> { }));
                drain.setDaemon(true);
                drain.start();
                return new Served(p, Integer.parseInt(m.group(1)));
            }
        }
        p.destroyForcibly();
        throw new AssertionError("the server did not print its address");
    }

    @Test
    void killedWithSigkillAndStartedAgainEveryGameIsAsItWas() throws Exception {
        assertThat(File.separatorChar).isEqualTo('/');
        Served first = serve();
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

        Served second = serve();
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
