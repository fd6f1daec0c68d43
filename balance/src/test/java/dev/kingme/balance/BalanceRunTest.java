package dev.kingme.balance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.balance.report.RunSummary;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link BalanceRun}: a run's checkpoint, how it resumes, and its results. */
class BalanceRunTest {
    private static final BalancePlan PLAN = new BalancePlan(List.of("ranger", "mage", "schlock"), 2, "greedy", 0, 11, 300);
    private static final BalanceEngine.Settings TWO = new BalanceEngine.Settings(2, null);

    @TempDir
    Path dir;

    /** What a listener heard. */
    static final class Heard implements BalanceRun.Listener {
        final List<String> notes = Collections.synchronizedList(new ArrayList<>());
        final List<GameResult> played = Collections.synchronizedList(new ArrayList<>());

        @Override
        public void note(String message) {
            notes.add(message);
        }

        @Override
        public void played(GameResult game, int done, int total) {
            played.add(game);
        }
    }

    /** The local engine, crashing (as a killed process would stop) once {@code k} games are written. */
    static final class Crashing implements BalanceEngine {
        final int k;

        Crashing(int k) {
            this.k = k;
        }

        @Override
        public String name() {
            return "crashing";
        }

        @Override
        public void run(BalancePlan plan, List<GameTask> tasks, Settings settings, Consumer<GameResult> done)
                throws InterruptedException {
            int[] n = {0};
            new LocalEngine().run(plan, tasks, settings, g -> {
                if (n[0]++ == k) {
                    throw new IllegalStateException("crash");
                }
                done.accept(g);
            });
        }
    }

    private LabResults runAll(Path where, BalancePlan plan, int threads) throws Exception {
        try (BalanceRun run = BalanceRun.open(where, plan, false, new Heard())) {
            run.play(new LocalEngine(), new BalanceEngine.Settings(threads, null));
            assertThat(run.complete()).isTrue();
            run.report();
            return run.results();
        }
    }

    private List<String> lines() throws IOException {
        return Files.readAllLines(dir.resolve("checkpoint").resolve("games.jsonl"));
    }

    @Test
    void aRunPlaysEveryGameOnceAndWritesItsReport() throws Exception {
        Heard heard = new Heard();
        try (BalanceRun run = BalanceRun.open(dir, PLAN, false, heard)) {
            assertThat(run.missing()).hasSize(18);
            run.play(new LocalEngine(), TWO);
            assertThat(run.complete()).isTrue();
            List<Path> files = run.report();
            assertThat(files).allSatisfy(f -> assertThat(f).exists());
            LabResults r = run.results();
            assertThat(r.characters()).isEqualTo(PLAN.characters());
            assertThat(r.ai()).isEqualTo("greedy");
            assertThat(r.seed()).isEqualTo(11);
            assertThat(r.gamesPerPair()).isEqualTo(2);
            assertThat(r.maxPlies()).isEqualTo(300);
            assertThat(r.games()).hasSize(18);
            for (int i = 0; i < 18; i++) {
                assertThat(r.games().get(i)).isEqualTo(BalanceGames.play(PLAN, PLAN.task(i)));
            }
        }
        assertThat(heard.played).hasSize(18);
        assertThat(heard.notes).isEmpty();
        assertThat(lines()).hasSize(18);
        assertThat(dir.resolve("checkpoint").resolve("plan.json")).content().contains("\"seed\" : 11", "\"ai\" : \"greedy\"");
    }

    @Test
    void theSameSeedGivesTheSameResultsWhateverTheThreads() throws Exception {
        LabResults one = runAll(dir.resolve("one"), PLAN, 1);
        LabResults three = runAll(dir.resolve("three"), PLAN, 3);
        assertThat(three).isEqualTo(one);
        LabResults other = runAll(dir.resolve("other"), new BalancePlan(PLAN.characters(), 2, "greedy", 0, 12, 300), 2);
        assertThat(other.games()).isNotEqualTo(one.games());
    }

    @Test
    void aRunStoppedAfterSomeGamesResumesWithoutLosingOrRepeatingAny() throws Exception {
        LabResults whole = runAll(dir.resolve("whole"), PLAN, 2);
        try (BalanceRun run = BalanceRun.open(dir, PLAN, false, new Heard())) {
            assertThatThrownBy(() -> run.play(new Crashing(7), TWO)).hasMessageContaining("crash");
            assertThat(run.done()).isEqualTo(7);
        }
        assertThat(lines()).hasSize(7);
        Heard heard = new Heard();
        try (BalanceRun run = BalanceRun.open(dir, PLAN, false, heard)) {
            assertThat(run.resumed()).isEqualTo(7);
            assertThat(run.missing()).hasSize(11);
            run.play(new LocalEngine(), TWO);
            assertThat(run.results()).isEqualTo(whole);
        }
        assertThat(heard.played).hasSize(11);
        assertIndexesOnce(lines(), 18);
    }

    @Test
    void anInterruptedRunKeepsWhatItFinishedAndResumes() throws Exception {
        BalancePlan slow = new BalancePlan(List.of("ranger", "mage", "schlock"), 1, "ai:beginner", 30, 2, 60);
        LabResults whole = runAll(dir.resolve("whole"), slow, 2);
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        CountDownLatch three = new CountDownLatch(3);
        BalanceRun.Listener counting = new BalanceRun.Listener() {
            @Override
            public void played(GameResult game, int done, int total) {
                three.countDown();
            }
        };
        try (BalanceRun run = BalanceRun.open(dir, slow, false, counting)) {
            Thread t = new Thread(() -> {
                try {
                    run.play(new LocalEngine(), TWO);
                } catch (Throwable e) {
                    thrown.set(e);
                }
            });
            t.start();
            assertThat(three.await(2, TimeUnit.MINUTES)).as("three games played").isTrue();
            t.interrupt();
            t.join();
            assertThat(thrown.get()).isInstanceOf(InterruptedException.class);
            assertThat(run.done()).isBetween(3, 8);
        }
        try (BalanceRun run = BalanceRun.open(dir, slow, false, new Heard())) {
            run.play(new LocalEngine(), TWO);
            assertThat(run.results()).isEqualTo(whole);
        }
        assertIndexesOnce(lines(), 9);
    }

    @Test
    void aClosedRunWritesNoMoreGames() throws Exception {
        try (BalanceRun run = BalanceRun.open(dir, PLAN, false, new Heard())) {
            run.close();  // as Ctrl-C's shutdown hook does while games are under way
            run.play(new LocalEngine(), TWO);
            assertThat(run.done()).isZero();
        }
        assertThat(lines()).isEmpty();
    }

    @Test
    void aSecondRunOnTheSameFolderIsRefusedWhileTheFirstIsOpen() throws Exception {
        try (BalanceRun first = BalanceRun.open(dir, PLAN, false, new Heard())) {
            assertThatThrownBy(() -> BalanceRun.open(dir, PLAN, false, new Heard()))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("in use by another balance run");
            assertThatThrownBy(() -> BalanceRun.open(dir, PLAN, true, new Heard()))
                    .hasMessageContaining("in use by another balance run");
        }
        try (BalanceRun again = BalanceRun.open(dir, PLAN, false, new Heard())) {
            assertThat(again.missing()).hasSize(18);
        }
    }

    @Test
    void aLineCutOffByACrashIsDroppedAndItsGamePlayedAgain() throws Exception {
        LabResults whole = runAll(dir, PLAN, 2);
        Path games = dir.resolve("checkpoint").resolve("games.jsonl");
        List<String> all = lines();
        String kept = String.join("\n", all.subList(0, 5)) + "\n" + all.get(5).substring(0, all.get(5).length() / 2);
        Files.writeString(games, kept, StandardCharsets.UTF_8);
        Heard heard = new Heard();
        try (BalanceRun run = BalanceRun.open(dir, PLAN, false, heard)) {
            assertThat(run.resumed()).isEqualTo(5);
            run.play(new LocalEngine(), TWO);
            assertThat(run.results()).isEqualTo(whole);
        }
        assertThat(heard.notes).singleElement().asString().contains("line 6 was cut off", "played again");
        assertIndexesOnce(lines(), 18);
    }

    @Test
    void aFinishedRunOpenedAgainPlaysNothing() throws Exception {
        LabResults whole = runAll(dir, PLAN, 2);
        Heard heard = new Heard();
        try (BalanceRun run = BalanceRun.open(dir, PLAN, false, heard)) {
            assertThat(run.missing()).isEmpty();
            run.play(new Crashing(0), TWO);
            assertThat(run.results()).isEqualTo(whole);
        }
        assertThat(heard.played).isEmpty();
    }

    @Test
    void aDamagedLineIsAnErrorNamingIt() throws Exception {
        runAll(dir, PLAN, 2);
        Path games = dir.resolve("checkpoint").resolve("games.jsonl");
        List<String> all = new ArrayList<>(lines());
        all.set(3, "{\"index\": 3, \"black\": ");
        Files.write(games, all);
        assertThatThrownBy(() -> BalanceRun.open(dir, PLAN, false, new Heard())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("games.jsonl line 4: not JSON");
        all.set(3, all.get(4));
        Files.write(games, all);
        assertThatThrownBy(() -> BalanceRun.open(dir, PLAN, false, new Heard()))
                .hasMessageContaining("line 5: game " + index(all.get(4)) + " again (it is on line 4)");
        all.set(3, all.get(0).replaceAll("\"seed\":-?[0-9]+", "\"seed\":1"));
        Files.write(games, all);
        GameTask t = PLAN.task(index(all.get(0)));
        assertThatThrownBy(() -> BalanceRun.open(dir, PLAN, false, new Heard()))
                .hasMessageContaining("line 4: game " + t.index() + " is " + t.black() + " against " + t.white() + ", round "
                        + t.round() + ", seed 1 here but ");
        all.set(3, "");
        Files.write(games, all);
        assertThatThrownBy(() -> BalanceRun.open(dir, PLAN, false, new Heard())).hasMessageContaining("line 4: not a game");
    }

    @Test
    void anotherPlanInTheSameFolderIsRefusedNamingWhatDiffers() throws Exception {
        runAll(dir, PLAN, 2);
        BalancePlan other = new BalancePlan(List.of("ranger", "mage"), 2, "random", 0, 12, 300);
        assertThatThrownBy(() -> BalanceRun.open(dir, other, false, new Heard())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("another plan")
                .hasMessageContaining("characters ranger,mage,schlock there, ranger,mage here")
                .hasMessageContaining("AI greedy there, random here")
                .hasMessageContaining("seed 11 there, 12 here")
                .hasMessageContaining("--fresh")
                .message().doesNotContain("games per pair", "max plies");
        try (BalanceRun run = BalanceRun.open(dir, other, true, new Heard())) {
            assertThat(run.resumed()).isZero();
            assertThat(run.missing()).hasSize(8);
        }
        assertThat(dir.resolve("checkpoint").resolve("plan.json")).content().contains("\"seed\" : 12");
    }

    private static int index(String line) {
        return Integer.parseInt(line.replaceAll("^\\{\"index\":(\\d+),.*$", "$1"));
    }

    private static void assertIndexesOnce(List<String> lines, int total) {
        Set<Integer> seen = new HashSet<>();
        for (String l : lines) {
            int index = index(l);
            assertThat(seen.add(index)).as("game %d once", index).isTrue();
        }
        assertThat(seen).hasSize(total);
    }

    /** A console that keeps its lines. */
    static final class Lines implements BalanceRun.Console {
        final List<String> out = Collections.synchronizedList(new ArrayList<>());
        final List<String> err = Collections.synchronizedList(new ArrayList<>());
        int startedWith = -1;

        @Override
        public void out(String line) {
            out.add(line);
        }

        @Override
        public void err(String line) {
            err.add(line);
        }

        @Override
        public void starting(BalanceRun run) {
            startedWith = run.resumed();
        }
    }

    @Test
    void playThroughSaysWhatItPlaysResumesAndWritesTheReport() throws Exception {
        Lines first = new Lines();
        BalanceEngine.Settings one = new BalanceEngine.Settings(1, null);
        assertThatThrownBy(() -> BalanceRun.playThrough(dir, PLAN, false, new Crashing(5), one, first))
                .hasMessage("crash");
        assertThat(first.err).isEmpty();
        assertThat(first.out).containsExactly(
                "balance: 3 characters (ranger, mage, schlock), 2 games per pair, greedy, seed 11: 18 games",
                "playing 18 games on engine crashing");
        assertThat(first.startedWith).isZero();
        assertThat(Files.exists(dir.resolve("report.html"))).isFalse();
        Lines second = new Lines();
        assertThat(BalanceRun.playThrough(dir, PLAN, false, new LocalEngine(), TWO, second)).isTrue();
        assertThat(second.startedWith).isEqualTo(5);
        LabResults whole = runAll(dir.resolve("whole"), PLAN, 1);
        long black = whole.games().stream().filter(g -> g.result() == Result.BLACK_WINS).count();
        long white = whole.games().stream().filter(g -> g.result() == Result.WHITE_WINS).count();
        long draws = whole.games().size() - black - white;
        List<String> expected = new ArrayList<>(List.of(
                "balance: 3 characters (ranger, mage, schlock), 2 games per pair, greedy, seed 11: 18 games",
                "resuming: 5 games already in " + dir + ", 13 to play",
                "playing 13 games on 2 threads",
                "results: Black won " + black + ", White won " + white + ", " + draws + (draws == 1 ? " draw" : " draws")
                        + " in 18 games"));
        expected.addAll(RunSummary.lines(whole)); // the ranking, strongest first
        expected.add("report written to " + dir + ": games.csv, matrix.csv, characters.csv, report.json, heatmap.svg,"
                + " report.html");
        assertThat(second.out).containsExactlyElementsOf(expected);
        assertThat(second.out.get(4)).startsWith("ranking, strongest first");
        Lines third = new Lines();
        assertThat(BalanceRun.playThrough(dir, PLAN, false, new Crashing(0), TWO, third)).isTrue();
        assertThat(third.out).contains("resuming: 18 games already in " + dir + ", 0 to play")
                .noneMatch(line -> line.startsWith("playing"));
    }

    @Test
    void playThroughInterruptedClosesTheCheckpointAndSaysHowToResume() throws Exception {
        BalanceEngine interrupted = new BalanceEngine() {
            @Override
            public String name() {
                return "interrupted";
            }

            @Override
            public void run(BalancePlan plan, List<GameTask> tasks, Settings settings, Consumer<GameResult> done)
                    throws InterruptedException {
                done.accept(BalanceGames.play(plan, tasks.get(0)));
                throw new InterruptedException();
            }
        };
        Lines lines = new Lines();
        assertThat(BalanceRun.playThrough(dir, PLAN, false, interrupted, TWO, lines)).isFalse();
        assertThat(lines.err).contains("balance: interrupted with 1 of 18 games played and kept in "
                + dir.resolve("checkpoint").resolve("games.jsonl") + "; run the same command again to resume");
        try (BalanceRun again = BalanceRun.open(dir, PLAN, false, new Heard())) {
            assertThat(again.resumed()).isEqualTo(1);
        }
    }
}
