package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code kingme balance}: the balance lab's runs, their checkpoint and resumption, and their options. */
class BalanceCommandTest {
    private static final String[] SMALL = {"balance", "--characters", "mage,cleric,schlock", "--games-per-pair", "2",
            "--ai", "greedy", "--seed", "3"};

    @TempDir
    Path dir;

    private static Run balance(Path out, String... more) {
        List<String> args = new ArrayList<>(List.of(SMALL));
        args.add("--out");
        args.add(out.toString());
        args.addAll(List.of(more));
        return Run.of(args.toArray(String[]::new));
    }

    private static String report(Path out) throws Exception {
        return Files.readString(out.resolve("games.csv"));
    }

    private static Path checkpoint(Path out) {
        return out.resolve("checkpoint").resolve("games.jsonl");
    }

    @Test
    void aSmallRunPlaysEveryOrderedPairingAndWritesTheReport() throws Exception {
        Path out = dir.resolve("r");
        Run r = balance(out, "--threads", "2");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("balance: 3 characters (cleric, mage, schlock), 2 games per pair, greedy, seed 3: 18"
                + " games", "playing 18 games on 2 threads", "results: Black won ", "in 18 games",
                "report written to " + out + ": games.csv");
        assertThat(r.err()).contains("18/18");
        List<String> rows = Files.readAllLines(out.resolve("games.csv"));
        assertThat(rows).hasSize(19);
        assertThat(rows.get(1)).startsWith("0,cleric,cleric,0,");
        assertThat(rows.get(18)).startsWith("17,schlock,schlock,1,");
        assertThat(Files.readAllLines(checkpoint(out))).hasSize(18);
        assertThat(out.resolve("checkpoint").resolve("plan.json")).exists();
    }

    @Test
    void ratedPlayersScoresAreShownBesideTheLabs() throws Exception {
        Path people = dir.resolve("people.json");
        Files.writeString(people, "{\"game\": \"fantasy-rpg\", \"pairings\": [{\"character\": \"mage\", \"opponent\":"
                + " \"cleric\", \"wins\": 3, \"draws\": 1, \"losses\": 1}]}");
        Path out = dir.resolve("people");
        Run r = balance(out, "--threads", "1", "--people", people.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("beside rated games between people (fantasy-rpg):", "  mage: the lab says ",
                ", rated players 70.0%", "in 5 games", "  cleric: the lab says ", "rated players have no games",
                "  mage against cleric: the lab says ", "beside people: " + out.resolve("people.txt"));
        assertThat(Files.readString(out.resolve("people.txt"))).contains("mage against cleric");
        Files.writeString(people, "{\"pairings\": 3}");
        Run refused = balance(dir.resolve("refused"), "--people", people.toString());
        assertThat(refused.exit()).isNotZero();
        assertThat(refused.err()).contains("--people " + people + ": no 'pairings' list");
        assertThat(dir.resolve("refused").resolve("games.csv")).doesNotExist();
    }

    @Test
    void theRunPrintsARankingStrongestFirstWithIntervals() throws Exception {
        Path out = dir.resolve("ranked");
        Run r = balance(out, "--threads", "1");
        assertThat(r.exit()).as(r.err()).isZero();
        List<String> lines = r.outLines();
        int head = lines.indexOf("ranking, strongest first (score against the others and its 95% interval; rating: that"
                + " score on the Elo scale):");
        assertThat(head).as(r.out()).isPositive();
        assertThat(lines.get(head + 1)).startsWith("  #  character  score");
        // the ranking is characters.csv's, each line with the score's interval and the rating's
        List<String> ranked = Files.readAllLines(out.resolve("characters.csv")).stream().skip(1)
                .map(l -> l.split(",")[1]).toList();
        assertThat(ranked).hasSize(3);
        for (int i = 0; i < 3; i++) {
            assertThat(lines.get(head + 2 + i)).matches("\\s+" + (i + 1) + "  " + ranked.get(i)
                    + "\\s+\\d+\\.\\d% \\[\\d+\\.\\d%, \\d+\\.\\d%\\]\\s+\\S+ \\[\\S+, \\S+\\].*");
        }
        assertThat(lines.indexOf(lines.stream().filter(l -> l.startsWith("report written to")).findFirst().orElseThrow()))
                .isGreaterThan(head + 4);
    }

    @Test
    void theSameSeedGivesTheSameResultsWithOneThreadOrTwo() throws Exception {
        Path one = dir.resolve("one");
        Path two = dir.resolve("two");
        assertThat(balance(one, "--threads", "1").exit()).isZero();
        assertThat(balance(two, "--threads", "2").exit()).isZero();
        assertThat(report(two)).isEqualTo(report(one));
        Path other = dir.resolve("other");
        assertThat(Run.of("balance", "--characters", "mage,cleric,schlock", "--games-per-pair", "2", "--ai", "greedy",
                "--seed", "4", "--out", other.toString()).exit()).isZero();
        assertThat(report(other)).isNotEqualTo(report(one));
    }

    @Test
    void aRunCutShortByACrashResumesWithEveryGameExactlyOnce() throws Exception {
        Path whole = dir.resolve("whole");
        assertThat(balance(whole).exit()).isZero();
        Path out = dir.resolve("cut");
        assertThat(balance(out).exit()).isZero();
        // as if the run had been killed while writing its sixth game
        List<String> lines = Files.readAllLines(checkpoint(out));
        String torn = lines.get(5).substring(0, lines.get(5).length() / 2);
        Files.writeString(checkpoint(out), String.join("\n", lines.subList(0, 5)) + "\n" + torn, StandardCharsets.UTF_8);
        Files.delete(out.resolve("games.csv"));
        Run r = balance(out, "--threads", "2");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.err()).contains("games.jsonl line 6 was cut off", "played again");
        assertThat(r.out()).contains("resuming: 5 games already in " + out + ", 13 to play", "playing 13 games");
        assertThat(r.err()).contains("18/18");
        assertThat(report(out)).isEqualTo(report(whole));
        assertEveryGameOnce(checkpoint(out), 18);
    }

    @Test
    void anInterruptedRunKeepsItsGamesAndResumes() throws Exception {
        String[] slow = {"balance", "--characters", "thief,tagon,kevyn,mage", "--games-per-pair", "1", "--ai", "ai:beginner",
                "--iterations", "40", "--max-plies", "100", "--seed", "5", "--threads", "2"};
        Path whole = dir.resolve("whole");
        assertThat(Run.of(with(slow, "--out", whole.toString())).exit()).isZero();
        Path out = dir.resolve("stopped");
        AtomicReference<Run> stopped = new AtomicReference<>();
        Thread t = new Thread(() -> stopped.set(Run.of(with(slow, "--out", out.toString()))));
        t.start();
        while (t.isAlive() && (!Files.exists(checkpoint(out)) || Files.readAllLines(checkpoint(out)).size() < 2)) {
            Thread.sleep(2);
        }
        t.interrupt();
        t.join();
        Run r = stopped.get();
        assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(BalanceCommand.INTERRUPTED);
        assertThat(r.err()).contains("interrupted with ", " of 16 games played and kept in ",
                "run the same command again to resume");
        int kept = Files.readAllLines(checkpoint(out)).size();
        assertThat(kept).isBetween(2, 15);
        assertThat(out.resolve("games.csv")).doesNotExist();
        Run resumed = Run.of(with(slow, "--out", out.toString()));
        assertThat(resumed.exit()).as(resumed.err()).isZero();
        assertThat(resumed.out()).contains("resuming: " + kept + " games already in");
        assertThat(report(out)).isEqualTo(report(whole));
        assertEveryGameOnce(checkpoint(out), 16);
    }

    @Test
    void aFinishedRunRunAgainOnlyRewritesItsReport() throws Exception {
        Path out = dir.resolve("done");
        assertThat(balance(out).exit()).isZero();
        String first = report(out);
        Files.delete(out.resolve("games.csv"));
        Run r = balance(out);
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("resuming: 18 games already in " + out + ", 0 to play", "report written to")
                .doesNotContain("playing");
        assertThat(report(out)).isEqualTo(first);
        assertThat(Files.readAllLines(checkpoint(out))).hasSize(18);
    }

    @Test
    void anotherPlanInTheSameFolderIsRefusedUnlessFresh() throws Exception {
        Path out = dir.resolve("r");
        assertThat(balance(out).exit()).isZero();
        Run r = Run.of("balance", "--characters", "mage,cleric,schlock", "--games-per-pair", "2", "--ai", "random",
                "--seed", "4", "--out", out.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("holds a balance run with another plan", "AI greedy there, random here",
                "seed 3 there, 4 here", "--fresh");
        assertThat(Files.readAllLines(checkpoint(out))).hasSize(18);
        Run fresh = Run.of("balance", "--characters", "mage,cleric", "--games-per-pair", "1", "--ai", "random",
                "--seed", "4", "--out", out.toString(), "--fresh");
        assertThat(fresh.exit()).as(fresh.err()).isZero();
        assertThat(fresh.out()).contains("4 games").doesNotContain("resuming");
        assertThat(Files.readAllLines(checkpoint(out))).hasSize(4);
    }

    @Test
    void aDamagedCheckpointLineIsNamed() throws Exception {
        Path out = dir.resolve("r");
        assertThat(balance(out).exit()).isZero();
        List<String> lines = new ArrayList<>(Files.readAllLines(checkpoint(out)));
        lines.set(2, "{\"index\": \"two\"}");
        Files.write(checkpoint(out), lines);
        Run r = balance(out);
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("games.jsonl line 3: no whole number \"index\"", "--fresh");
    }

    @Test
    void badOptionsAreRefusedWithTheReason() {
        Path out = dir.resolve("bad");
        assertRefused(out, "no character called 'gandalf' in either set (characters: ranger, cleric, bard, thief, fighter,"
                + " mage, schlock, tagon", "balance", "--characters", "mage,gandalf");
        assertRefused(out, "no character called 'schlock' in fantasy-rpg (characters: ranger, cleric, bard, thief,"
                + " fighter, mage)", "balance", "--set", "fantasy-rpg", "--characters", "mage,schlock");
        assertRefused(out, "--characters: mage is named twice", "balance", "--characters", "mage,cleric,mage");
        assertRefused(out, "at least two characters, got 1", "balance", "--characters", "mage");
        assertRefused(out, "--set: no character set called 'warp' (sets: fantasy-rpg, schlock-mercenary, all)",
                "balance", "--set", "warp");
        assertRefused(out, "--games-per-pair must be at least 1, got 0", "balance", "--games-per-pair", "0");
        assertRefused(out, "--ai human: the balance lab is played by AIs", "balance", "--ai", "human");
        assertRefused(out, "--ai 'deep-blue' is not a player", "balance", "--ai", "deep-blue");
        assertRefused(out, "--iterations must not be negative", "balance", "--iterations", "-5");
        assertRefused(out, "--max-plies must be at least 1", "balance", "--max-plies", "0");
        assertRefused(out, "--threads must be at least 1, got 0", "balance", "--threads", "0");
        assertRefused(out, "no balance engine called 'spark' on the class path (engines: local): the Spark engine is not"
                + " part of kingme.jar", "balance", "--engine", "spark");
        assertRefused(out, "--master spark://head:7077: the local engine", "balance", "--master", "spark://head:7077");
        assertThat(out).doesNotExist();
    }

    @Test
    void anOutputThatIsAFileIsRefused() throws Exception {
        Path file = Files.writeString(dir.resolve("file.txt"), "not a folder");
        Run r = Run.of(with(SMALL, "--out", file.toString()));
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("--out " + file + ": not a folder");
    }

    private static void assertRefused(Path out, String message, String... args) {
        Run r = Run.of(with(args, "--out", out.toString()));
        assertThat(r.exit()).as(String.join(" ", args)).isEqualTo(2);
        assertThat(r.err()).contains(message);
        assertThat(r.out()).isEmpty();
    }

    private static String[] with(String[] args, String... more) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }

    private static void assertEveryGameOnce(Path checkpoint, int total) throws Exception {
        Set<Integer> seen = new HashSet<>();
        for (String l : Files.readAllLines(checkpoint)) {
            int index = Integer.parseInt(l.replaceAll("^\\{\"index\":(\\d+),.*$", "$1"));
            assertThat(seen.add(index)).as("game %d once", index).isTrue();
        }
        assertThat(seen).hasSize(total);
    }
}
