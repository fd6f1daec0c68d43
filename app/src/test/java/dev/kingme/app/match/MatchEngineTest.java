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
    void anIllegalMoveLosesTheGame() {
        Run r = Run.of("match", "--black", "random", "--white", java("dev.kingme.app.match.IllegalMoveEngine"),
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
