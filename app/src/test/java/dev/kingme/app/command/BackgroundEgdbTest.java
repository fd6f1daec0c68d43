package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.app.Main;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code kingme engine} and {@code play} in processes of their own, as a person first runs them, with the
 * databases missing from their folder: they build them in the background, say so on standard error (the
 * engine's standard output stays its protocol's), and the engine searches with them once they are ready,
 * without a restart. Four pieces here, a few seconds; the five a person gets are the same build.
 */
class BackgroundEgdbTest {
    private static final long PATIENCE_SECONDS = 180;

    @TempDir
    Path dir;
    private Process process;

    @AfterEach
    void stop() throws InterruptedException {
        if (process != null) {
            process.destroyForcibly().waitFor(PATIENCE_SECONDS, TimeUnit.SECONDS);
        }
    }

    private Process start(String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile());
        pb.environment().put("KINGME_EGDB", dir.resolve("egdb").toString());
        pb.environment().put("KINGME_EGDB_BUILD", "4");
        process = pb.start();
        return process;
    }

    /** The lines of {@code p}'s standard error as they come, on a thread of their own. */
    private static List<String> errors(Process p, String until, CompletableFuture<Void> seen) {
        List<String> lines = java.util.Collections.synchronizedList(new ArrayList<>());
        Thread t = new Thread(() -> {
            try (BufferedReader err = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = err.readLine()) != null; ) {
                    lines.add(line);
                    if (line.contains(until)) {
                        seen.complete(null);
                    }
                }
            } catch (IOException e) {
                seen.completeExceptionally(e);
            }
            seen.completeExceptionally(new AssertionError("standard error ended: " + lines));
        });
        t.setDaemon(true);
        t.start();
        return lines;
    }

    @Test
    void theEngineBuildsThemOnStandardErrorAndSearchesWithThemOnceReady() throws Exception {
        Process engine = start("engine", "--threads", "1");
        CompletableFuture<Void> ready = new CompletableFuture<>();
        List<String> err = errors(engine, "are ready", ready);
        PrintWriter in = new PrintWriter(engine.getOutputStream(), true, StandardCharsets.UTF_8);
        BufferedReader out = new BufferedReader(new InputStreamReader(engine.getInputStream(), StandardCharsets.UTF_8));
        in.println("isready");
        assertThat(out.readLine()).isEqualTo("readyok");
        ready.get(PATIENCE_SECONDS, TimeUnit.SECONDS);
        assertThat(err).startsWith("kingme: building the 4-piece endgame databases in the background: 0% (in "
                + dir.resolve("egdb") + ")");
        assertThat(err).contains("kingme: the 4-piece endgame databases are ready; the engine uses them from its next search");
        // Three kings against one: a win the databases know at depth 1 (30000 less the plies), a search alone does not.
        in.println("position fen B:WK32:BK1,K2,K3");
        in.println("go depth 1");
        String info = out.readLine();
        assertThat(info).startsWith("info depth 1 score ");
        assertThat(Integer.parseInt(info.split(" ")[4])).isGreaterThan(29_000);
        assertThat(out.readLine()).startsWith("bestmove ");
        in.println("quit");
        assertThat(out.readLine()).as("nothing else on standard output").isNull();
        assertThat(engine.waitFor(PATIENCE_SECONDS, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void playStartsAtOnceAndSaysSoInOneLine() throws Exception {
        Process play = start("play", "--white", "ai:beginner");
        CompletableFuture<Void> started = new CompletableFuture<>();
        List<String> err = errors(play, "in the background", started);
        started.get(PATIENCE_SECONDS, TimeUnit.SECONDS);
        PrintWriter in = new PrintWriter(play.getOutputStream(), true, StandardCharsets.UTF_8);
        in.println("11-15");
        in.close();
        String board = new String(play.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(play.waitFor(PATIENCE_SECONDS, TimeUnit.SECONDS)).isTrue();
        assertThat(board).contains("11-15").doesNotContain("endgame databases");
        assertThat(err.get(0)).isEqualTo("kingme: building the 4-piece endgame databases in the background: 0% (in "
                + dir.resolve("egdb") + ")");
    }

    @Test
    void theFlagKeepsItFromBuilding() throws Exception {
        Process engine = start("engine", "--no-egdb-build");
        PrintWriter in = new PrintWriter(engine.getOutputStream(), true, StandardCharsets.UTF_8);
        in.println("isready");
        in.println("quit");
        String out = new String(engine.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(engine.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(engine.waitFor(PATIENCE_SECONDS, TimeUnit.SECONDS)).isTrue();
        assertThat(out).isEqualTo("readyok\n");
        assertThat(err).isEmpty();
        assertThat(Files.exists(dir.resolve("egdb"))).isFalse();
    }
}
