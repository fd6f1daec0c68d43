package dev.kingme.engine.eval;

import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import dev.kingme.engine.Squares;

/**
 * The static evaluation: a guess, in hundredths of a man, of how good a quiet position is for the side to
 * move, as the weighted sum of its {@link Feature}s. It runs at every leaf of the search, so it works on
 * bitboards with precomputed tables, allocates nothing, and adds the opening and ending weights together
 * in one {@code long} (opening in the high half, ending in the low), split and tapered once at the end.
 * It computes exactly what {@link Features} counts times the {@link Weights}; a test holds the two
 * together. Immutable, so one instance serves every thread.
 */
public final class Evaluator {
    private final long[] packed = new long[Feature.COUNT];

    public Evaluator(Weights w) {
        for (int i = 0; i < Feature.COUNT; i++) {
            packed[i] = ((long) w.opening(i) << 32) + w.ending(i);
        }
    }

    /** The evaluator with the shipped weights. */
    public static Evaluator standard() {
        return Standard.EVALUATOR;
    }

    private static final class Standard {
        static final Evaluator EVALUATOR = new Evaluator(Weights.standard());
    }

    /** The score of {@code p} for the side to move. */
    public int evaluate(Position p) {
        return evaluate(p.black(), p.white(), p.kings(), p.toMove() == Side.WHITE);
    }

    /** The score for the side to move of the given bitboards. */
    public int evaluate(long black, long white, long kings, boolean whiteToMove) {
        // Each side's own features on the board as it sees it: Black's as it stands, White's turned round.
        long tb = Squares.turn(black);
        long tw = Squares.turn(white);
        long tk = Squares.turn(kings);
        long blackSide = side(black, white, kings);
        long whiteSide = side(tw, tb, tk);
        long me = whiteToMove ? tw : black;
        long opp = whiteToMove ? tb : white;
        long k = whiteToMove ? tk : kings;
        long acc = whiteToMove ? whiteSide - blackSide : blackSide - whiteSide;
        int pieces = Long.bitCount(me | opp);
        int lead = Long.bitCount(me) - Long.bitCount(opp);
        acc += packed[Feature.TRADE.offset()] * (lead * (Features.PHASES - Math.min(pieces, Features.PHASES)));
        if (pieces <= Features.ENDING_PIECES && lead != 0) {
            acc += lead > 0 ? ending(me & k, opp, opp & k, me | opp) : -ending(opp & k, me, me & k, me | opp);
        }
        acc += packed[Feature.TURN.offset()];
        acc += packed[Feature.UNDER_ATTACK.offset()] * Long.bitCount(Features.underAttack(me, opp, k));
        if (pieces <= Features.MOVE_PIECES) {
            long move = packed[Feature.THE_MOVE.offset()];
            acc += (Long.bitCount((me | opp) & EvalTables.SYSTEM) & 1) == 1 ? move : -move;
        }
        int ending = (int) acc;
        int opening = (int) ((acc - ending) >> 32);
        int phase = Features.phase(pieces);
        return (int) (((long) opening * phase + (long) ending * (Features.PHASES - phase)) / Features.PHASES);
    }

    private long side(long me, long opp, long kings) {
        long men = me & ~kings;
        long myKings = me & kings;
        long empty = ~(me | opp) & Squares.ALL;
        long[] w = packed;
        long acc = w[Feature.MEN.offset()] * Long.bitCount(men) + w[Feature.KINGS.offset()] * Long.bitCount(myKings);
        int manSquare = Feature.MAN_SQUARE.offset() - 1;
        int runaway = Feature.RUNAWAY.offset() + 6;
        long occupied = me | opp;
        for (long m = men; m != 0; m &= m - 1) {
            int b = Long.numberOfTrailingZeros(m);
            acc += w[manSquare + EvalTables.SQUARE[b]];
            int row = EvalTables.ROW[b];
            if (row >= 3 && (EvalTables.CONE[b] & occupied) == 0 && (EvalTables.WIDE_CONE[b] & opp) == 0) {
                acc += w[runaway - row];
            }
        }
        int kingSquare = Feature.KING_SQUARE.offset() - 1;
        for (long m = myKings; m != 0; m &= m - 1) {
            acc += w[kingSquare + EvalTables.SQUARE[Long.numberOfTrailingZeros(m)]];
        }
        if ((opp & ~kings) != 0) {
            acc += w[Feature.BACK_RANK.offset() + (int) (men & 0xF)];
        }
        acc += w[Feature.MAN_MOBILITY.offset()] * (Long.bitCount((men << 4) & empty) + Long.bitCount((men << 5) & empty));
        if (myKings != 0) {
            acc += w[Feature.KING_MOBILITY.offset()] * (Long.bitCount((myKings << 4) & empty)
                    + Long.bitCount((myKings << 5) & empty) + Long.bitCount((myKings >>> 4) & empty)
                    + Long.bitCount((myKings >>> 5) & empty));
        }
        long canStepUp = (empty >>> 4) | (empty >>> 5);
        long canStepDown = (empty << 4) | (empty << 5);
        acc += w[Feature.TRAPPED_KING.offset()] * Long.bitCount(myKings & ~canStepUp & ~canStepDown);
        acc += w[Feature.FROZEN_MEN.offset()] * Long.bitCount(men & ~canStepUp);
        if ((men & Features.DOG_HOLE_GUARD) != 0 && (opp & ~kings & Features.DOG_HOLE) != 0) {
            acc += w[Feature.DOG_HOLE.offset()];
        }
        acc += w[Feature.WING_IMBALANCE.offset()] * Math.abs(Long.bitCount(men & EvalTables.LEFT_WING)
                - Long.bitCount(men & EvalTables.RIGHT_WING));
        return acc;
    }

    private long ending(long strongKings, long weak, long weakKings, long occupied) {
        int distance = 0;
        for (long k = strongKings; k != 0; k &= k - 1) {
            int[] from = EvalTables.DISTANCE[Long.numberOfTrailingZeros(k)];
            int nearest = 8;
            for (long x = weak; x != 0; x &= x - 1) {
                nearest = Math.min(nearest, from[Long.numberOfTrailingZeros(x)]);
            }
            distance += nearest;
        }
        int room = 0;
        for (long k = weakKings; k != 0; k &= k - 1) {
            room += Long.bitCount(EvalTables.NEIGHBOURS[Long.numberOfTrailingZeros(k)] & ~occupied);
        }
        return packed[Feature.KING_DISTANCE.offset()] * distance + packed[Feature.WEAK_KING_ROOM.offset()] * room
                + packed[Feature.WEAK_DOUBLE_CORNER.offset()] * Long.bitCount(weakKings & EvalTables.DOUBLE_CORNERS);
    }
}
