package dev.kingme.engine.openings;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Game;
import dev.kingme.engine.Position;
import dev.kingme.engine.Result;
import dev.kingme.engine.Rules;
import dev.kingme.engine.Side;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The two-move ballots. Ruling under test: they are the distinct first-two-move prefixes of the usable
 * (crossboard and mail-play) three-move ballots.
 */
class TwoMoveRestrictionTest {
    private final TwoMoveRestriction two = Restriction.twoMove();

    /** The prefixes worked out from the CSV text alone, without the engine. */
    private static Set<String> prefixesOfUsableRows() {
        Set<String> out = new LinkedHashSet<>();
        for (Opening o : BallotCsv.acf()) {
            if (o.deck() != Deck.BARRED) {
                out.add(o.moves().get(0) + " " + o.moves().get(1));
            }
        }
        return out;
    }

    @Test
    void thereAre46TwoMoveBallotsNumberedFromOne() {
        assertThat(two.ballots()).hasSize(46);
        assertThat(two.deck()).hasSize(46);
        assertThat(two.ballots()).extracting(Opening::number)
                .containsExactlyElementsOf(IntStream.rangeClosed(1, 46).boxed().toList());
        assertThat(two.ballotLength()).isEqualTo(2);
    }

    @Test
    void theyAreExactlyThePrefixesOfTheUsableThreeMoveBallots() {
        List<String> texts = two.ballots().stream().map(Opening::movesText).toList();
        assertThat(new HashSet<>(texts)).as("no duplicates").hasSize(texts.size());
        assertThat(texts).containsExactlyElementsOf(prefixesOfUsableRows());
        assertThat(two.byNumber(1).orElseThrow().movesText()).isEqualTo("9-13 21-17");
    }

    @Test
    void aPrefixOnlyBarredBallotsHaveIsLeftOut() {
        // 12-16 23-19 is continued only by ballot 171 (16x23), which is barred.
        assertThat(two.ballots()).extracting(Opening::movesText).doesNotContain("12-16 23-19");
    }

    @Test
    void deckIsCrossboardUnlessOnlyMailPlayBallotsContinueIt() {
        assertThat(two.ballots()).filteredOn(o -> o.deck() == Deck.MAILPLAY)
                .extracting(Opening::movesText).containsExactly("11-16 23-19");
        assertThat(two.ballots()).filteredOn(o -> o.deck() == Deck.CROSSBOARD).hasSize(45);
        assertThat(two.ballots()).allMatch(o -> !o.hasName());
    }

    @Test
    void everyBallotIsLegal() {
        for (Opening o : two.ballots()) {
            Game g = two.start(o, Rules.STANDARD);
            assertThat(g.moves()).as("%s", o).hasSize(2);
            Position p = g.position();
            assertThat(p.toMove()).isEqualTo(Side.BLACK);
            assertThat(Long.bitCount(p.black())).isEqualTo(12);
            assertThat(Long.bitCount(p.white())).isEqualTo(12);
            assertThat(g.result()).isEqualTo(Result.ONGOING);
        }
    }

    @Test
    void drawsComeFromTheDerivedList() {
        SplittableRandom random = new SplittableRandom(1934);
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < 2000; i++) {
            seen.add(two.draw(random).number());
        }
        assertThat(seen).hasSize(46);
    }
}
