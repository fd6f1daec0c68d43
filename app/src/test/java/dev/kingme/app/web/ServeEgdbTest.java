package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kingme.app.Main;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code kingme serve} in a process of its own with the databases missing from its folder: it builds them in
 * the background, logs the start, every tenth and the end, and {@code GET /api/status} tells the state, ready
 * at the end. Three pieces here, under a second; the five a person gets are the same build.
 */
class ServeEgdbTest {
    private static final long PATIENCE_SECONDS = 180;

    @TempDir
    Path dir;
    private Process server;

    @AfterEach
    void stop() throws InterruptedException {
        if (server != null) {
            server.destroyForcibly().waitFor(PATIENCE_SECONDS, TimeUnit.SECONDS);
        }
    }

    @Test
    void theServerBuildsThemLogsItAndSaysSoOnItsStatusRoute() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "serve", "--port", "0", "--host", "127.0.0.1", "--data", dir.resolve("data").toString(), "--warm-up", "0")
                .redirectErrorStream(true);
        pb.environment().put("KINGME_EGDB", dir.resolve("egdb").toString());
        pb.environment().put("KINGME_EGDB_BUILD", "3");
        server = pb.start();
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        CompletableFuture<Integer> port = new CompletableFuture<>();
        CompletableFuture<Void> ready = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            Pattern serving = Pattern.compile("serving at http://[^:]+:(\\d+)/");
            try (BufferedReader in = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = in.readLine()) != null; ) {
                    log.add(line);
                    Matcher m = serving.matcher(line);
                    if (m.find()) {
                        port.complete(Integer.parseInt(m.group(1)));
                    }
                    if (line.contains("databases are ready")) {
                        ready.complete(null);
                    }
                }
            } catch (IOException e) {
                port.completeExceptionally(e);
            }
            port.completeExceptionally(new AssertionError("the server stopped: " + log));
            ready.completeExceptionally(new AssertionError("the server stopped: " + log));
        });
        reader.setDaemon(true);
        reader.start();
        Client client = new Client(port.get(PATIENCE_SECONDS, TimeUnit.SECONDS));
        ready.get(PATIENCE_SECONDS, TimeUnit.SECONDS);
        JsonNode egdb = client.get("/api/status", null).json().get("egdb");
        assertThat(egdb.get("state").asText()).isEqualTo("ready");
        assertThat(egdb.get("pieces").asInt()).isEqualTo(3);
        assertThat(egdb.get("percent").asInt()).isEqualTo(100);
        List<String> said = log.stream().filter(l -> l.startsWith("endgame databases: ")).toList();
        assertThat(said.get(0)).isEqualTo("endgame databases: building the 3-piece endgame databases in the background: 0%"
                + " (in " + dir.resolve("egdb") + ")");
        assertThat(said.subList(1, said.size() - 1)).isNotEmpty().allMatch(l -> l.matches("endgame databases: [1-9]0% built"));
        assertThat(said.get(said.size() - 1)).isEqualTo(
                "endgame databases: the 3-piece endgame databases are ready; the AI uses them from its next move");
    }
}
