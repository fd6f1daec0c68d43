package dev.kingme.engine;

import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Random legal-looking positions for tests: any pieces anywhere, except men on the row where they would be
 * kings. Shared with the rules module's tests through the engine's test jar.
 */
public final class RandomPositions {
    private RandomPositions() {
    }

    public static Arbitrary<Position> any() {
        return Combinators.combine(
                Arbitraries.integers().between(0, 9).list().ofSize(32),
                Arbitraries.of(Side.class)).as(RandomPositions::build);
    }

    /** A position with 2 to 23 pieces, about a third of them kings, drawn from {@code rnd}. */
    public static Position draw(SplittableRandom rnd) {
        long black = 0;
        long white = 0;
        long kings = 0;
        int pieces = 2 + rnd.nextInt(22);
        for (int i = 0; i < pieces; i++) {
            int s = 1 + rnd.nextInt(32);
            long m = Squares.mask(s);
            if (((black | white) & m) != 0) {
                continue;
            }
            boolean isBlack = rnd.nextBoolean();
            boolean king = rnd.nextInt(3) == 0 || (isBlack ? Squares.row(s) == 7 : Squares.row(s) == 0);
            black |= isBlack ? m : 0;
            white |= isBlack ? 0 : m;
            kings |= king ? m : 0;
        }
        return Position.of(black, white, kings, rnd.nextBoolean() ? Side.BLACK : Side.WHITE);
    }

    /** Codes 1-4 put a black man, black king, white man, white king on the square; others leave it empty. */
    private static Position build(java.util.List<Integer> codes, Side toMove) {
        long black = 0;
        long white = 0;
        long kings = 0;
        for (int s = 1; s <= 32; s++) {
            long m = Squares.mask(s);
            int code = codes.get(s - 1);
            boolean king = code == 2 || code == 4
                    || (code == 1 && (m & Squares.WHITE_BACK_ROW) != 0) || (code == 3 && (m & Squares.BLACK_BACK_ROW) != 0);
            if (code == 1 || code == 2) {
                black |= m;
            } else if (code == 3 || code == 4) {
                white |= m;
            } else {
                continue;
            }
            kings |= king ? m : 0;
        }
        return Position.of(black, white, kings, toMove);
    }
}
