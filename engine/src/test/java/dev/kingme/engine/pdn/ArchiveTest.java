package dev.kingme.engine.pdn;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Position;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The real archives of src/test/resources/pdn: Marion Tinsley's games and the eleven-man ballot. */
class ArchiveTest {
    static String resource(String name) {
        try (InputStream in = ArchiveTest.class.getResourceAsStream("/pdn/" + name)) {
            assertThat(in).as("test resource pdn/" + name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String tinsley() {
        return resource("tinsley.pdn");
    }

    @Test
    void readsAllTinsleyGamesAndReportsExactlyTheDamagedOnes() {
        List<PdnGame> games = PdnReader.read(tinsley());
        assertThat(games).hasSize(724);
        Map<Integer, String> damaged = new LinkedHashMap<>();
        for (PdnGame g : games) {
            g.replay().error().ifPresent(e -> damaged.put(g.number(), g.tag("Event").orElseThrow() + ": " + e.getMessage()));
        }
        assertThat(damaged).containsExactly(
                Map.entry(541, "Petal 1981, game 18: line 5588, column 5: move 62 \"32-28\": Black to move: "
                        + "\"32-28\" is not legal here: no piece on 32 can move (legal: 16-19 16-20 28-24 28-32 29-25)"),
                Map.entry(623, "Petal 1987, game 15: line 6434, column 70: move 16 "
                        + "\"8-11Redoversteppedthetimecontrolonthismove.\": Black to move: text glued to the move \"8-11\""),
                Map.entry(693, "London 1992, game 18: line 7170, column 17: move 17 "
                        + "\"26-22Whiteoversteppedthetimecontrolonthismove.\": White to move: "
                        + "text glued to the move \"26-22\""));
    }

    @Test
    void everyUndamagedTinsleyGameReplaysToTheEndAndRoundTripsThroughTheWriter() {
        int replayed = 0;
        for (PdnGame g : PdnReader.read(tinsley())) {
            Replay r = g.replay();
            if (!r.ok()) {
                continue;
            }
            assertThat(r.texts()).as("game %d", g.number()).hasSameSizeAs(g.entries());
            Map<String, String> tags = new LinkedHashMap<>();
            g.tags().forEach(t -> tags.put(t.key(), t.value()));
            String written = PdnWriter.write(r.orThrow(), tags);
            List<PdnGame> back = PdnReader.read(written);
            assertThat(back).as("game %d written:%n%s", g.number(), written).hasSize(1);
            assertThat(back.get(0).replay().positions()).as("game %d", g.number()).isEqualTo(r.positions());
            assertThat(back.get(0).result()).isEqualTo(g.result());
            assertThat(back.get(0).tag("Black")).isEqualTo(g.tag("Black"));
            replayed++;
        }
        assertThat(replayed).isEqualTo(721);
    }

    @Test
    void theElevenManBallotHas2400DistinctStartPositions() {
        List<PdnGame> games = PdnReader.read(resource("eleven-man-ballots.pdn"));
        assertThat(games).hasSize(2400);
        Set<Position> starts = new HashSet<>();
        for (PdnGame g : games) {
            Replay r = g.replay();
            assertThat(r.error()).as("game %d", g.number()).isEmpty();
            assertThat(r.orThrow().steps()).isEmpty();
            Position p = r.orThrow().start();
            assertThat(p).isEqualTo(Fen.parse(g.tag("FEN").orElseThrow()));
            assertThat(Long.bitCount(p.black())).isEqualTo(11);
            assertThat(Long.bitCount(p.white())).isEqualTo(11);
            starts.add(p);
        }
        assertThat(starts).hasSize(2400);
    }
}
