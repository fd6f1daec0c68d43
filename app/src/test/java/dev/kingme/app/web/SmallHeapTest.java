package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kingme.app.Main;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The memory the games with an AI seat take is bounded: {@code kingme serve} in a JVM of its own with a small
 * heap makes hundreds of games against the AI at every level, is started again and loads every one of them,
 * and still makes a new one whose AI answers. Each AI seat once built an engine with a 32 MB table as its game
 * was made or loaded, so such a server ran out of memory after a handful of games.
 */
class SmallHeapTest {
    private static final String HEAP = "-Xmx160m";
    private static final int GAMES = 300;
    private static final String[] LEVELS = {"beginner", "easy", "medium", "hard", "strongest"};

    @TempDir
    Path data;
    private Process server;
    private Path log;

    /** Starts {@code kingme serve} in a JVM of its own on {@link #data}; a client of it. */
    private Client serve() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        log = Files.createTempFile(data, "server", ".log");
        server = new ProcessBuilder(java, HEAP, "-cp", System.getProperty("java.class.path"), Main.class.getName(), "serve",
                "--port", "0", "--host", "127.0.0.1", "--data", data.resolve("db").toString(),
                "--games-per-minute", "100000", "--ai-games-per-address", "100000", "--warm-up", "0")
                .redirectErrorStream(true).start();
        CompletableFuture<Integer> port = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            Pattern serving = Pattern.compile("serving at http://[^:]+:(\\d+)/");
            try (BufferedReader in = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = in.readLine()) != null; ) {
                    Files.writeString(log, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
                    Matcher m = serving.matcher(line);
                    if (m.find()) {
                        port.complete(Integer.parseInt(m.group(1)));
                    }
                }
            } catch (IOException e) {
                port.completeExceptionally(e);
            }
            port.completeExceptionally(new AssertionError("the server stopped before it served"));
        });
        reader.setDaemon(true);
        reader.start();
        return new Client(port.get(60, TimeUnit.SECONDS));
    }

    private void stopServer() throws InterruptedException {
        server.destroy();
        assertThat(server.waitFor(30, TimeUnit.SECONDS)).as("the server stopped").isTrue();
    }

    @AfterEach
    void stop() throws InterruptedException {
        if (server != null && server.isAlive()) {
            server.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void hundredsOfGamesAgainstTheAiAreMadeAndLoadedAgainUnderASmallHeap() throws Exception {
        Client client = serve();
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < GAMES; i++) {
            String level = LEVELS[i % LEVELS.length];
            JsonNode created = client.create("{\"game\": \"american\", \"white\": \"ai:" + level + "\"}");
            String id = created.path("id").asText();
            String black = created.path("tokens").path("black").asText();
            ids.add(id);
            if (i < 10) {  // the AI thinks in the first games, at every level
                assertThat(client.choose(id, black, 0, i % 7).status()).isEqualTo(200);
                client.await(id, black, 2);
            }
            JsonNode view = client.view(id, black);
            Client.Answer resigned = client.act(id, black, view.path("version").asInt(), "resign");
            assertThat(resigned.status()).as("game %d: %s", i, resigned.body()).isEqualTo(200);
        }
        stopServer();

        client = serve();
        for (String id : ids) {
            Client.Answer loaded = client.get("/api/games/" + id, null);
            assertThat(loaded.status()).as("game %s loaded again: %s", id, loaded.body()).isEqualTo(200);
            assertThat(loaded.json().path("toAct").path("kind").asText()).isEqualTo("over");
        }
        JsonNode created = client.create("{\"game\": \"american\", \"white\": \"ai:hard\"}");
        String id = created.path("id").asText();
        String black = created.path("tokens").path("black").asText();
        assertThat(client.choose(id, black, 0, 2).status()).isEqualTo(200);
        assertThat(client.await(id, black, 2).path("moves")).as("the AI answered").hasSize(2);
        stopServer();
        assertThat(Files.readString(log)).doesNotContain("OutOfMemoryError").doesNotContain("SEVERE");
    }
}
