package dev.kingme.engine.pdn;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Game;
import dev.kingme.engine.Position;
import dev.kingme.engine.RandomPositions;
import dev.kingme.engine.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Whatever it is given, the reader returns games, and replaying them gives positions or a PdnException:
 * no other exception may escape. And what the writer writes reads back to the same positions.
 */
class PdnPropertiesTest {
    private static final List<String> TINSLEY_GAMES = List.of(ArchiveTest.tinsley().split("\n(?=\\[Event)"));

    /** Reads and replays {@code text}; any exception other than the documented ones fails the property. */
    static void readsCleanly(String text) {
        for (PdnGame g : PdnReader.read(text)) {
            Replay r = g.replay();
            assertThat(r.ok() || !r.error().orElseThrow().reason().isBlank()).isTrue();
            r.error().ifPresent(e -> assertThat(e.line()).isBetween(1, (int) text.lines().count() + 1));
            assertThat(r.positions().size()).isEqualTo(r.game().map(x -> x.steps().size() + 1).orElse(0));
        }
    }

    @Property
    void randomTextNeverCrashesTheReader(@ForAll("pdnish") String text) {
        readsCleanly(text);
    }

    @Property
    void arbitraryUnicodeNeverCrashesTheReader(@ForAll String text) {
        readsCleanly(text);
    }

    @Property
    void mutatedArchiveGamesNeverCrashTheReader(@ForAll @IntRange(min = 0, max = 720) int first,
            @ForAll @Size(min = 1, max = 12) List<@net.jqwik.api.From("mutation") Mutation> edits) {
        String text = String.join("\n", TINSLEY_GAMES.subList(first, first + 3));
        for (Mutation m : edits) {
            text = m.apply(text);
        }
        readsCleanly(text);
    }

    @Property(tries = 300)
    void writtenGamesReadBackToTheSamePositions(@ForAll("starts") Position start, @ForAll boolean huffing,
            @ForAll @Size(max = 120) List<@IntRange(min = 0, max = 999) Integer> choices) {
        Game game = new Game(start, Rules.STANDARD.withHuffing(huffing));
        for (int c : choices) {
            int[] huffable = game.huffable();
            if (huffable.length > 0 && c % 3 == 0) {
                game.huff(huffable[c % huffable.length]);
            } else if (!game.legalMoves().isEmpty()) {
                game.play(game.legalMoves().get(c % game.legalMoves().size()));
            }
        }
        String pdn = PdnWriter.write(game, Map.of("Event", "random"));
        List<PdnGame> back = PdnReader.read(pdn);
        assertThat(back).hasSize(1);
        Replay r = back.get(0).replay();
        assertThat(r.error()).as(pdn).isEmpty();
        List<Position> expected = new ArrayList<>();
        game.steps().forEach(s -> expected.add(s.before()));
        expected.add(game.position());
        assertThat(r.positions()).as(pdn).isEqualTo(expected);
        assertThat(pdn.lines().filter(line -> !line.startsWith("[")))
                .as("movetext lines (a tag pair is never broken)").allSatisfy(line -> assertThat(line.length()).isLessThan(80));
    }

    @Provide
    Arbitrary<String> pdnish() {
        return Arbitraries.strings().withChars(Mutation.ALPHABET).ofMaxLength(300);
    }

    @Provide
    Arbitrary<Mutation> mutation() {
        return Mutation.any();
    }

    @Provide
    Arbitrary<Position> starts() {
        return Arbitraries.oneOf(Arbitraries.just(Position.initial()), RandomPositions.any());
    }
}
