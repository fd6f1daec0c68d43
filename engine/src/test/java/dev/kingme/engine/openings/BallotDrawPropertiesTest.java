package dev.kingme.engine.openings;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Game;
import dev.kingme.engine.Result;
import dev.kingme.engine.Rules;
import dev.kingme.engine.Side;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class BallotDrawPropertiesTest {
    @Property
    void anyDrawnThreeMoveBallotIsUsableAndStarts(@ForAll long seed, @ForAll boolean huffing) {
        ThreeMoveRestriction three = Restriction.threeMove();
        Opening o = three.draw(new SplittableRandom(seed));
        assertThat(o.drawable()).isTrue();
        Game g = three.start(o, Rules.STANDARD.withHuffing(huffing));
        assertThat(g.moves()).hasSize(3);
        assertThat(g.position().toMove()).isEqualTo(Side.WHITE);
        assertThat(g.result()).isEqualTo(Result.ONGOING);
    }

    @Property
    void anyDrawnTwoMoveBallotStartsWithBlackToMove(@ForAll long seed) {
        TwoMoveRestriction two = Restriction.twoMove();
        Game g = two.start(two.draw(new SplittableRandom(seed)), Rules.STANDARD);
        assertThat(g.moves()).hasSize(2);
        assertThat(g.position().toMove()).isEqualTo(Side.BLACK);
    }

    @Property
    void everyNumberFindsItsBallot(@ForAll @IntRange(min = 1, max = 174) int number) {
        assertThat(Restriction.threeMove().byNumber(number)).hasValueSatisfying(o -> {
            assertThat(o.number()).isEqualTo(number);
            assertThat(o.moves()).hasSize(3);
        });
    }
}
