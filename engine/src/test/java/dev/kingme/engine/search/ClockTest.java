package dev.kingme.engine.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

class ClockTest {
    @Property
    void neverAllocatesMoreThanRemains(@ForAll @LongRange(min = 0, max = 10_000_000) long remaining,
                                       @ForAll @LongRange(min = 0, max = 120_000) long increment,
                                       @ForAll @IntRange(min = 0, max = 80) int movesToGo) {
        SearchLimits limits = new Clock(remaining, increment, movesToGo).allocate();
        assertThat(limits.movetimeMillis()).isLessThanOrEqualTo(Math.max(0, remaining - Clock.MIN_SAFETY_MILLIS));
        if (limits.movetimeMillis() == 0) {
            assertThat(limits.maxDepth()).isEqualTo(1); // nothing left: the quickest legal answer
        }
    }

    @Test
    void sharesTheTimeAndSpendsMostOfTheIncrement() {
        assertThat(new Clock(60_000, 0, 0).allocate().movetimeMillis()).isEqualTo(2_000);
        assertThat(new Clock(60_000, 2_000, 0).allocate().movetimeMillis()).isEqualTo(3_500);
        assertThat(new Clock(60_000, 0, 10).allocate().movetimeMillis()).isEqualTo(6_000);
    }

    @Test
    void theLastMoveBeforeTheControlKeepsAMargin() {
        assertThat(new Clock(10_000, 0, 1).allocate().movetimeMillis()).isEqualTo(9_500);
    }

    @Test
    void rejectsNegativeValues() {
        assertThatThrownBy(() -> new Clock(-1, 0, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
