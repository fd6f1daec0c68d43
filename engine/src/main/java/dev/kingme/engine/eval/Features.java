package dev.kingme.engine.eval;

import dev.kingme.engine.Squares;

/**
 * Counts the {@link Feature}s of a position, for the side to move: each side's own features are counted on
 * the board as that side sees it ({@link Squares#turn} for White) and enter as the side to move's count
 * less the opponent's. This is the evaluation written plainly, for the tuner and the tests; the
 * {@link Evaluator} computes the same sum directly, and a test holds the two together.
 */
public final class Features {
    /** The pieces at and above which a position counts as all opening. */
    public static final int PHASES = 24;
    /** "The move" is counted in endings of at most this many pieces. */
    static final int MOVE_PIECES = 10;
    /** The ending terms of the side ahead apply from this many pieces down. */
    static final int ENDING_PIECES = 12;

    private Features() {
    }

    /** The opening share of a position with {@code pieces} pieces, out of {@value #PHASES}. */
    public static int phase(int pieces) {
        return Math.min(pieces, PHASES);
    }

    /** Fills {@code out} (at least {@link Feature#COUNT} long) with the counts, for the side to move. */
    public static void extract(long black, long white, long kings, boolean whiteToMove, int[] out) {
        java.util.Arrays.fill(out, 0, Feature.COUNT, 0);
        long me = whiteToMove ? Squares.turn(white) : black;
        long opp = whiteToMove ? Squares.turn(black) : white;
        long k = whiteToMove ? Squares.turn(kings) : kings;
        side(me, opp, k, 1, out);
        side(Squares.turn(opp), Squares.turn(me), Squares.turn(k), -1, out);
        int pieces = Long.bitCount(me | opp);
        int lead = Long.bitCount(me) - Long.bitCount(opp);
        out[Feature.TRADE.offset()] += lead * (PHASES - Math.min(pieces, PHASES));
        if (pieces <= ENDING_PIECES && lead != 0) {
            // distances and the double corners look the same from either side, so no turning round here
            if (lead > 0) {
                ending(me & k, opp, opp & k, me | opp, 1, out);
            } else {
                ending(opp & k, me, me & k, me | opp, -1, out);
            }
        }
        out[Feature.TURN.offset()] = 1;
        out[Feature.UNDER_ATTACK.offset()] = Long.bitCount(underAttack(me, opp, k));
        if (pieces <= MOVE_PIECES) {
            out[Feature.THE_MOVE.offset()] = (Long.bitCount((me | opp) & EvalTables.SYSTEM) & 1) == 1 ? 1 : -1;
        }
    }

    /** The features of the side {@code me}, going up the board, added to {@code out} times {@code sign}. */
    private static void side(long me, long opp, long kings, int sign, int[] out) {
        long men = me & ~kings;
        long myKings = me & kings;
        long empty = ~(me | opp) & Squares.ALL;
        out[Feature.MEN.offset()] += sign * Long.bitCount(men);
        out[Feature.KINGS.offset()] += sign * Long.bitCount(myKings);
        for (long m = men; m != 0; m &= m - 1) {
            int b = Long.numberOfTrailingZeros(m);
            out[Feature.MAN_SQUARE.offset() + EvalTables.SQUARE[b] - 1] += sign;
            int row = EvalTables.ROW[b];
            if (row >= 3 && (EvalTables.CONE[b] & (me | opp)) == 0 && (EvalTables.WIDE_CONE[b] & opp) == 0) {
                out[Feature.RUNAWAY.offset() + 6 - row] += sign;
            }
        }
        for (long m = myKings; m != 0; m &= m - 1) {
            int b = Long.numberOfTrailingZeros(m);
            out[Feature.KING_SQUARE.offset() + EvalTables.SQUARE[b] - 1] += sign;
        }
        if ((opp & ~kings) != 0) {
            out[Feature.BACK_RANK.offset() + (int) (men & 0xF)] += sign;
        }
        out[Feature.MAN_MOBILITY.offset()] += sign * (Long.bitCount((men << 4) & empty) + Long.bitCount((men << 5) & empty));
        out[Feature.KING_MOBILITY.offset()] += sign * (Long.bitCount((myKings << 4) & empty)
                + Long.bitCount((myKings << 5) & empty) + Long.bitCount((myKings >>> 4) & empty)
                + Long.bitCount((myKings >>> 5) & empty));
        long canStepUp = (empty >>> 4) | (empty >>> 5);
        long canStepDown = (empty << 4) | (empty << 5);
        out[Feature.TRAPPED_KING.offset()] += sign * Long.bitCount(myKings & ~canStepUp & ~canStepDown);
        out[Feature.FROZEN_MEN.offset()] += sign * Long.bitCount(men & ~canStepUp);
        if ((men & DOG_HOLE_GUARD) != 0 && (opp & ~kings & DOG_HOLE) != 0) {
            out[Feature.DOG_HOLE.offset()] += sign;
        }
        out[Feature.WING_IMBALANCE.offset()] += sign * Math.abs(Long.bitCount(men & EvalTables.LEFT_WING)
                - Long.bitCount(men & EvalTables.RIGHT_WING));
    }

    static final long DOG_HOLE = Squares.mask(5);
    static final long DOG_HOLE_GUARD = Squares.mask(1);

    /** The ending terms for the side ahead ({@code strongKings}, going up), added times {@code sign}. */
    private static void ending(long strongKings, long weak, long weakKings, long occupied, int sign, int[] out) {
        int distance = 0;
        for (long k = strongKings; k != 0; k &= k - 1) {
            int b = Long.numberOfTrailingZeros(k);
            int nearest = 8;
            for (long w = weak; w != 0; w &= w - 1) {
                nearest = Math.min(nearest, EvalTables.DISTANCE[b][Long.numberOfTrailingZeros(w)]);
            }
            distance += nearest;
        }
        out[Feature.KING_DISTANCE.offset()] += sign * distance;
        int room = 0;
        for (long k = weakKings; k != 0; k &= k - 1) {
            room += Long.bitCount(EvalTables.NEIGHBOURS[Long.numberOfTrailingZeros(k)] & ~occupied);
        }
        out[Feature.WEAK_KING_ROOM.offset()] += sign * room;
        out[Feature.WEAK_DOUBLE_CORNER.offset()] += sign * Long.bitCount(weakKings & EvalTables.DOUBLE_CORNERS);
    }

    /** The pieces of {@code me} (going up) that {@code opp} (going down, kings both ways) could jump now. */
    static long underAttack(long me, long opp, long kings) {
        long empty = ~(me | opp) & Squares.ALL;
        long down = opp;          // every piece of the opponent goes down the board
        long up = opp & kings;    // its kings go up as well
        return (down >>> 4) & me & (empty << 4)
                | (down >>> 5) & me & (empty << 5)
                | (up << 4) & me & (empty >>> 4)
                | (up << 5) & me & (empty >>> 5);
    }
}
