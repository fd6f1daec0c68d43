package dev.kingme.app.match;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kingme.app.command.Run;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code kingme match} with external engines ({@code engine:COMMAND}) and with an SPRT stop. */
class MatchEngineTest {
    @TempDir
    Path dir;

    /** A command that starts a class of this build in a JVM of its own. */
    private static String java(String mainClass, String... args) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return "engine:'" + java + "' -cp '" + System.getProperty("java.class.path") + "' " + mainClass + " "
                + String.join(" ", args);
    }

    @Test
    void kingmesOwnEngineCanBeThePlayerAcrossAPipe() throws Exception {
        Path json = dir.resolve("e.json");
        Run r = Run.of("match", "--black", "ai:easy", "--white", java("dev.kingme.app.Main", "engine"),
                "--games", "2", "--ballots", "--movetime", "20", "--seed", "4", "--json", json.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("in 2 games").doesNotContain("forfeits");
        JsonNode games = new ObjectMapper().readTree(Files.readString(json)).get("games");
        assertThat(games).hasSize(2);
        for (JsonNode g : games) {
            assertThat(g.get("decisions").asInt()).isGreaterThan(10);
        }
    }

    @Test
    void engineGamesCanBePlayedOnAClock() throws Exception {
        Path json = dir.resolve("clock.json");
        Run r = Run.of("match", "--black", java("dev.kingme.app.Main", "engine", "--no-book"), "--white",
                java("dev.kingme.app.Main", "engine", "--no-book"), "--games", "2", "--ballots", "--clock", "3+0.05",
                "--seed", "8", "--json", json.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("clock 3+0.05", "in 2 games").doesNotContain("forfeits", "lost on time");
        assertThat(r.out()).containsPattern("clock 3\\+0\\.05: on average \\d+\\.\\d\\d s left at the end for the first player");
        JsonNode root = new ObjectMapper().readTree(Files.readString(json));
        assertThat(root.get("clock").asText()).isEqualTo("3+0.05");
        for (JsonNode g : root.get("games")) {
            assertThat(g.get("decisions").asInt()).isGreaterThan(10);
            // each side's time: never below zero, never above the base and an increment for each of its moves
            for (String side : new String[] {"first", "second"}) {
                long left = g.get("clockLeftMillis").get(side).asLong();
                assertThat(left).isBetween(0L, 3_000L + 50L * g.get("decisions").asInt());
            }
        }
    }

    @Test
    void anEngineWhoseTimeRunsOutLosesOnTime() {
        Run r = Run.of("match", "--black", java("dev.kingme.app.match.MisbehavingEngine", "slow"), "--white",
                java("dev.kingme.app.Main", "engine"), "--games", "2", "--clock", "0.2",
                "--option", "opening=gayp", "--seed", "1");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("0 wins, 0 draws, 2 losses", "engine forfeits: lost on time: the move took ");
    }

    @Test
    void aClockIsForEnginesAndNotBesideAFixedTime() {
        assertThat(Run.of("match", "--black", "ai:easy", "--white", "random", "--clock", "10+0.1").err())
                .contains("--clock: --black ai:easy cannot play on a clock in a match");
        assertThat(Run.of("match", "--black", java("dev.kingme.app.Main", "engine"), "--white",
                java("dev.kingme.app.Main", "engine"), "--clock", "10+0.1", "--movetime", "50").err())
                .contains("--clock and --movetime cannot be combined");
        assertThat(Run.of("match", "--black", java("dev.kingme.app.Main", "engine"), "--white",
                java("dev.kingme.app.Main", "engine"), "--clock", "ten").err())
                .contains("--clock ten: the base time \"ten\" is not a number of seconds");
        assertThat(Run.of("match", "--black", java("dev.kingme.app.Main", "engine"), "--white",
                java("dev.kingme.app.Main", "engine"), "--clock", "10+-1").err())
                .contains("--clock 10+-1: the increment must be 0 to 86400 seconds");
    }

    @Test
    void anIllegalMoveLosesTheGame() {
        Run r = Run.of("match", "--black", "random", "--white", java("dev.kingme.app.match.MisbehavingEngine", "illegal"),
                "--games", "2", "--movetime", "10", "--seed", "1");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("random against engine:", "2 wins, 0 draws, 0 losses",
                "engine forfeits: played \"1-5\"");
    }

    @Test
    void anEngineThatCannotStartIsReported() {
        Run r = Run.of("match", "--black", "random", "--white", "engine:/no/such/program", "--games", "1");
        assertThat(r.exit()).isNotZero();
        assertThat(r.err()).contains("cannot start it");
    }

    @Test
    void anEngineThatStopsAtOnceStopsTheMatchWithWhatItSaid() {
        Run r = Run.of("match", "--black", "random", "--white", java("no.such.EngineClass"), "--games", "4");
        assertThat(r.exit()).isNotZero();
        assertThat(r.err()).contains("does not start: has stopped (exit status 1; it wrote: ",
                "no.such.EngineClass");
        assertThat(r.out()).doesNotContain("wins,");
    }

    @Test
    void anEngineThatCrashesForfeitsThatGameAndIsStartedAgainForTheNext() throws Exception {
        Path json = dir.resolve("crash.json");
        Run r = Run.of("match", "--black", "ai:easy", "--white",
                java("dev.kingme.app.match.CrashOnceEngine", "'" + dir.resolve("started") + "'"), "--games", "2",
                "--movetime", "20", "--seed", "6", "--json", json.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("engine forfeits: has stopped (exit status 3; it wrote: "
                + "out of memory in the move generator)");
        JsonNode games = new ObjectMapper().readTree(Files.readString(json)).get("games");
        assertThat(games.get(0).get("reason").asText()).contains("forfeits");
        assertThat(games.get(1).get("reason").asText()).doesNotContain("forfeits");
        assertThat(games.get(1).get("decisions").asInt()).isGreaterThan(10);
    }

    @Test
    void theSprtStopsAOneSidedMatchEarly() {
        Run r = Run.of("match", "--black", "ai:medium", "--white", "random", "--games", "200", "--seed", "2", "--movetime", "5",
                "--sprt", "elo0=0,elo1=50");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("up to 200 games", "SPRT elo0=0 elo1=50 alpha=0.05 beta=0.05", "H1 accepted");
        List<String> lines = r.outLines();
        String tally = lines.stream().filter(l -> l.contains(" in ") && l.contains(" games")).findFirst().orElseThrow();
        int played = Integer.parseInt(tally.replaceAll(".* in (\\d+) games.*", "$1"));
        assertThat(played).isLessThan(100);
    }

    @Test
    void wordsAreSplitAsAShellWould() {
        assertThat(ExternalEngine.words("java -jar 'my dir/k.jar' engine \"a b\"c"))
                .containsExactly("java", "-jar", "my dir/k.jar", "engine", "a bc");
    }
}
