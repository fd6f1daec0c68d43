package dev.kingme.engine.egdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;

/** Random positions of up to four pieces, looked up in tables read some way and in the solver's own. */
final class SameProbes {
    private SameProbes() {
    }

    /** {@code count} random positions from {@code seed} look up the same in {@code actual} as in {@code expected}. */
    static void check(Tables actual, Tables expected, long seed, int count) {
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int i = 0; i < count; i++) {
            long black = 0;
            long white = 0;
            long kings = 0;
            for (int n = 0; n < 4; n++) {
                long sq = Board.expand(1 << rnd.nextInt(32));
                if (((black | white) & sq) != 0) {
                    continue;
                }
                if (n % 2 == 0) {
                    black |= sq;
                } else {
                    white |= sq;
                }
                if (rnd.nextBoolean()) {
                    kings |= sq;
                }
            }
            boolean whiteToMove = rnd.nextBoolean();
            assertThat(actual.probe(black, white, kings, whiteToMove))
                    .isEqualTo(expected.probe(black, white, kings, whiteToMove));
        }
    }
}
