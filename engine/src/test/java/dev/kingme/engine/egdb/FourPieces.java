package dev.kingme.engine.egdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.SplittableRandom;

/**
 * The four-piece databases as the tests of reading them use them: solved in memory once, built into a
 * folder, and random positions looked up in tables read some way and in the solver's own.
 */
final class FourPieces {
    /** Every slice of up to four pieces, solved in memory. */
    static final Tables SOLVED = Builder.inMemory(4);
    /** The biggest four-piece slice. */
    static final Slice BIG = new Slice(2, 0, 2, 0);

    private FourPieces() {
    }

    /** Builds the files of up to four pieces into {@code dir}. */
    static void build(Path dir) throws IOException {
        Builder.build(4, dir, new Builder.Listener() {
        });
    }

    /** {@code count} random positions from {@code seed} look up the same in {@code actual} as in {@link #SOLVED}. */
    static void checkProbes(Tables actual, long seed, int count) {
        Tables expected = SOLVED;
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
