package dev.kingme.engine.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ClockTest {
    @Test
    void neverAllocatesMoreThanRemains() {
        SplittableRandom rnd = new SplittableRandom(1);
        long[] edges = {0, 1, 29, 30, 31, 59, 60, 61, 100, 1_000, 10_000_000};
        for (int i = 0; i < 20_000; i++) {
            long remaining = i < 1_000 ? edges[i % edges.length] : rnd.nextLong(10_000_000);
            long increment = i % 3 == 0 ? 0 : rnd.nextLong(120_000);
            int movesToGo = i % 2 == 0 ? 0 : rnd.nextInt(80);
            check(remaining, increment, movesToGo);
        }
    }

    private static void check(long remaining, long increment, int movesToGo) {
        SearchLimits limits = new Clock(remaining, increment, movesToGo).allocate();
        assertThat(limits.movetimeMillis()).isLessThanOrEqualTo(Math.max(0, remaining - Clock.MIN_SAFETY_MILLIS));
        assertThat(limits.targetMillis()).isLessThanOrEqualTo(limits.movetimeMillis());
        if (limits.movetimeMillis() == 0) {
            assertThat(limits.maxDepth()).isEqualTo(1); // nothing left: the quickest legal answer
        }
    }

    @Test
    void sharesTheTimeAndSpendsMostOfTheIncrement() {
        assertThat(new Clock(60_000, 0, 0).allocate().targetMillis()).isEqualTo(2_000);
        assertThat(new Clock(60_000, 2_000, 0).allocate().targetMillis()).isEqualTo(3_500);
        assertThat(new Clock(60_000, 0, 10).allocate().targetMillis()).isEqualTo(6_000);
        // the longest a move may take: three targets, never into the safety margin
        assertThat(new Clock(60_000, 0, 0).allocate().movetimeMillis()).isEqualTo(6_000);
        assertThat(new Clock(60_000, 0, 10).allocate().movetimeMillis()).isEqualTo(18_000);
    }

    @Test
    void fewerPiecesLeavePlanForFewerMoves() {
        // 30 moves to go at 24 pieces, one fewer for each piece gone, never fewer than 12
        assertThat(new Clock(60_000, 0, 0).allocate(24).targetMillis()).isEqualTo(2_000);
        assertThat(new Clock(60_000, 0, 0).allocate(14).targetMillis()).isEqualTo(3_000);
        assertThat(new Clock(60_000, 0, 0).allocate(4).targetMillis()).isEqualTo(5_000);
        assertThat(new Clock(60_000, 0, 0).allocate(2).targetMillis()).isEqualTo(5_000);
        // a time control in sight comes first when it is nearer
        assertThat(new Clock(60_000, 0, 10).allocate(14).targetMillis()).isEqualTo(6_000);
        assertThat(new Clock(60_000, 0, 25).allocate(14).targetMillis()).isEqualTo(3_000);
    }

    @Test
    void theLastMoveBeforeTheControlKeepsAMargin() {
        assertThat(new Clock(10_000, 0, 1).allocate().movetimeMillis()).isEqualTo(9_500);
        assertThat(new Clock(10_000, 0, 1).allocate().targetMillis()).isEqualTo(9_500);
    }

    @Test
    void rejectsNegativeValues() {
        assertThatThrownBy(() -> new Clock(-1, 0, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
