package dev.kingme.engine.pdn;

import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import dev.kingme.engine.Squares;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** Random legal-looking positions: any pieces anywhere, except men on the row where they would be kings. */
public final class RandomPositions {
    private RandomPositions() {
    }

    public static Arbitrary<Position> any() {
        return Combinators.combine(
                Arbitraries.integers().between(0, 9).list().ofSize(32),
                Arbitraries.of(Side.class)).as(RandomPositions::build);
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
