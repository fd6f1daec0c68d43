package dev.kingme.engine.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** When a search under a clock stops: the target scaled by the iterations' agreement (times given, not measured). */
class TimeManagerTest {
    private static final long MS = 1_000_000L;

    /** The depth after which the search stops, iterations taking {@code msPerIteration} each, or 0. */
    private static int stopsAt(TimeManager t, long[] best, long msPerIteration) {
        long now = 0;
        for (int depth = 1; depth <= best.length; depth++) {
            now += msPerIteration * MS;
            if (t.iterationDone(depth, best[depth - 1], 0, now) < 0) {
                return depth;
            }
        }
        return 0;
    }

    private static TimeManager started(long target, long most) {
        TimeManager t = new TimeManager();
        t.begin(0, SearchLimits.clock(target, most));
        return t;
    }

    @Test
    void aBestMoveThatHoldsStopsBeforeTheTargetAndOneThatChangesGoesOn() {
        long[] steady = new long[20];
        java.util.Arrays.fill(steady, 7);
        long[] changing = steady.clone();
        for (int i = 0; i < changing.length; i++) {
            changing[i] = i % 2;  // a new best move at every iteration
        }
        // 10 ms an iteration against a target of 100 ms: a steady move does not begin the iteration after 60 ms
        // (0.6 of the target: it would end near 120); one that changes every time is given up to twice the
        // target and stops after 120 ms, past the target itself
        assertThat(stopsAt(started(100, 300), steady, 10)).isEqualTo(6);
        int changes = stopsAt(started(100, 300), changing, 10);
        assertThat(changes).isEqualTo(12);
        assertThat(changes * 10L).isGreaterThan(100);
    }

    @Test
    void aFallingScoreAsksForMoreTime() {
        TimeManager held = started(100, 300);
        TimeManager falling = started(100, 300);
        long now = 0;
        int heldStop = 0;
        int fallingStop = 0;
        for (int depth = 1; depth <= 20; depth++) {
            now += 5 * MS;
            if (heldStop == 0 && held.iterationDone(depth, 1, 0, now) < 0) {
                heldStop = depth;
            }
            if (fallingStop == 0 && falling.iterationDone(depth, 1, -40 * depth, now) < 0) {
                fallingStop = depth;
            }
        }
        assertThat(fallingStop).isGreaterThan(heldStop);
    }

    @Test
    void theDeadlineOfAnIterationNeverPassesTheLongestTime() {
        TimeManager t = started(100, 120);
        long now = 0;
        for (int depth = 1; depth <= 8; depth++) {
            now += MS;
            long deadline = t.iterationDone(depth, depth, 0, now);  // changes every time: the most time asked
            assertThat(deadline).isLessThanOrEqualTo(120 * MS);
        }
    }

    @Test
    void withoutATargetItNeverStopsASearch() {
        TimeManager t = new TimeManager();
        t.begin(0, SearchLimits.movetime(50));
        assertThat(t.active()).isFalse();
        t.begin(0, SearchLimits.depth(9));
        assertThat(t.active()).isFalse();
    }

    @Test
    void aTargetNeedsALongestTimeAtLeastAsLong() {
        assertThatThrownBy(() -> new SearchLimits(0, 0, 0, 100)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SearchLimits.clock(200, 100)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("target 200 ms and longest 100 ms");
        assertThat(SearchLimits.clock(100, 300).plannedMillis()).isEqualTo(100);
        assertThat(SearchLimits.movetime(40).plannedMillis()).isEqualTo(40);
    }

    @Test
    void aSearchOnAClockPlaysALegalMoveWithinItsLongestTime() {
        Searcher s = new Searcher();
        dev.kingme.engine.Position p = dev.kingme.engine.Position.initial();
        SearchResult r = s.search(p, SearchLimits.clock(30, 90));
        assertThat(p.legalMoves()).contains(r.best());
        assertThat(r.depth()).isPositive();
    }
}
