package dev.kingme.engine.search;

import dev.kingme.engine.MoveGenerator;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import dev.kingme.engine.Squares;

/**
 * The static evaluation: a guess, in centi-men, of how good a quiet position is for the side to move. It is
 * called at every leaf, so it works on bitboards with precomputed masks and no allocation.
 *
 * <p>What it rewards, and why:
 * <ul>
 *   <li>material: a man is 100, a king {@value #KING} (a king moves both ways, but in the endgame it cannot
 *       beat a man on its own, so it is worth well under two men);
 *   <li>trading down when ahead: the lead grows as the board empties, so the side ahead swaps pieces and
 *       the side behind avoids swaps;
 *   <li>the back rank, while the opponent still has men to crown: men on the king row, more for the
 *       "bridge" (Black on 1 and 3, White on 30 and 32), which stops a crowning on its own;
 *   <li>the centre squares 14, 15, 18, 19 for men and the central eight for kings;
 *   <li>mobility, counted cheaply as pieces that have a simple move;
 *   <li>tempo: advanced men, a little early on and more as the board empties, when crowning decides;
 *   <li>runaway men: a man close to the crown row whose path there is empty and with no enemy piece near
 *       enough to stop it is almost a king already;
 *   <li>endings with an advantage: the stronger side's kings close in on the weaker pieces and keep the weaker
 *       kings short of moves; the weaker side's kings are better off in a double corner (1/5, 28/32), where
 *       they hold out longest. Equal kings-only endings are scored near zero, since they are drawn.
 * </ul>
 * The weights are hand-set, checked only by the engine's own play and tests.
 */
public final class Evaluation {
    /** The value of a man. */
    public static final int MAN = 100;
    /** The value of a king. */
    public static final int KING = 135;

    private static final long BLACK_BRIDGE = Squares.maskOf(1, 3);
    private static final long WHITE_BRIDGE = Squares.maskOf(30, 32);
    private static final long CENTRE = Squares.maskOf(14, 15, 18, 19);
    private static final long KING_CENTRE = Squares.maskOf(10, 11, 14, 15, 18, 19, 22, 23);
    private static final long DOUBLE_CORNERS = Squares.maskOf(1, 5, 28, 32);

    /** ROWS[r]: the squares on row r (0 = Black's back row). */
    private static final long[] ROWS = new long[8];
    /** For a man on a bit, the squares it could reach on its way to the crown row, per side (0 Black). */
    private static final long[][] CONE = new long[2][64];
    /** The cone widened by a column each side: enemy pieces in it could get in the way. */
    private static final long[][] WIDE_CONE = new long[2][64];
    /** Diagonal neighbours of a bit. */
    private static final long[] NEIGHBOURS = new long[64];
    /** King-move distance between two bits. */
    private static final int[][] DISTANCE = new int[64][64];

    static {
        for (int s = 1; s <= 32; s++) {
            int r = Squares.row(s);
            int c = Squares.column(s);
            int b = Squares.bit(s);
            ROWS[r] |= Squares.mask(s);
            for (int t = 1; t <= 32; t++) {
                int rt = Squares.row(t);
                int ct = Squares.column(t);
                int dr = Math.abs(rt - r);
                int dc = Math.abs(ct - c);
                DISTANCE[b][Squares.bit(t)] = Math.max(dr, dc);
                if (dr == 1 && dc == 1) {
                    NEIGHBOURS[b] |= Squares.mask(t);
                }
                int blackAhead = rt - r;
                int whiteAhead = r - rt;
                if (blackAhead > 0 && dc <= blackAhead) {
                    CONE[0][b] |= Squares.mask(t);
                }
                if (blackAhead > 0 && dc <= blackAhead + 1) {
                    WIDE_CONE[0][b] |= Squares.mask(t);
                }
                if (whiteAhead > 0 && dc <= whiteAhead) {
                    CONE[1][b] |= Squares.mask(t);
                }
                if (whiteAhead > 0 && dc <= whiteAhead + 1) {
                    WIDE_CONE[1][b] |= Squares.mask(t);
                }
            }
        }
    }

    private Evaluation() {
    }

    /** The score of {@code p} for the side to move. */
    public static int evaluate(Position p) {
        int s = forBlack(p.black(), p.white(), p.kings());
        return p.toMove() == Side.BLACK ? s : -s;
    }

    /** The score for Black of the given bitboards. */
    static int forBlack(long black, long white, long kings) {
        long bm = black & ~kings;
        long bk = black & kings;
        long wm = white & ~kings;
        long wk = white & kings;
        int nbm = Long.bitCount(bm);
        int nbk = Long.bitCount(bk);
        int nwm = Long.bitCount(wm);
        int nwk = Long.bitCount(wk);
        int pieces = nbm + nbk + nwm + nwk;
        int matB = MAN * nbm + KING * nbk;
        int matW = MAN * nwm + KING * nwk;
        int lead = matB - matW;
        int s = lead + lead * (24 - pieces) / 32;

        if (nwm > 0) {
            s += backRank(bm, Squares.BLACK_BACK_ROW, BLACK_BRIDGE);
        }
        if (nbm > 0) {
            s -= backRank(wm, Squares.WHITE_BACK_ROW, WHITE_BRIDGE);
        }
        s += 5 * (Long.bitCount(bm & CENTRE) - Long.bitCount(wm & CENTRE));
        s += 6 * (Long.bitCount(bk & KING_CENTRE) - Long.bitCount(wk & KING_CENTRE));
        s += 3 * (Long.bitCount(MoveGenerator.steppers(black, white, kings, true))
                - Long.bitCount(MoveGenerator.steppers(white, black, kings, false)));

        int tempoWeight = pieces > 16 ? 1 : pieces > 8 ? 2 : 4;
        int tempo = 0;
        for (int r = 1; r < 7; r++) {
            tempo += r * Long.bitCount(bm & ROWS[r]) - (7 - r) * Long.bitCount(wm & ROWS[r]);
        }
        s += tempoWeight * tempo;

        long occupied = black | white;
        s += runaways(bm & (ROWS[3] | ROWS[4] | ROWS[5] | ROWS[6]), 0, occupied, white, 6);
        s -= runaways(wm & (ROWS[1] | ROWS[2] | ROWS[3] | ROWS[4]), 1, occupied, black, 1);

        if (pieces <= 12 && lead != 0) {
            s += lead > 0 ? ending(bk, white, wk, occupied) : -ending(wk, black, bk, occupied);
        } else if (nbm == 0 && nwm == 0 && lead == 0) {
            s /= 4;
        }
        return s;
    }

    private static int backRank(long men, long backRow, long bridge) {
        long home = men & backRow;
        int s = 6 * Long.bitCount(home);
        if ((home & bridge) == bridge) {
            s += 14;
        }
        return s;
    }

    /** Runaway bonus for {@code men} of side {@code side} (0 Black); {@code lastRow} is the row before crowning. */
    private static int runaways(long men, int side, long occupied, long enemies, int lastRow) {
        int s = 0;
        for (long m = men; m != 0; m &= m - 1) {
            int b = Long.numberOfTrailingZeros(m);
            if ((CONE[side][b] & occupied) == 0 && (WIDE_CONE[side][b] & enemies) == 0) {
                int r = Squares.row(Squares.squareOfBit(b));
                int toGo = Math.abs(lastRow - r) + 1;
                s += 33 - 3 * toGo;
            }
        }
        return s;
    }

    /**
     * Ending technique for the side ahead: its kings approach the nearest weaker piece, the weaker kings
     * lose squares, and a weaker king in a double corner is harder to dislodge.
     */
    private static int ending(long strongKings, long weak, long weakKings, long occupied) {
        int s = 0;
        for (long k = strongKings; k != 0; k &= k - 1) {
            int b = Long.numberOfTrailingZeros(k);
            int nearest = 8;
            for (long w = weak; w != 0; w &= w - 1) {
                nearest = Math.min(nearest, DISTANCE[b][Long.numberOfTrailingZeros(w)]);
            }
            s -= 3 * nearest;
        }
        for (long k = weakKings; k != 0; k &= k - 1) {
            int b = Long.numberOfTrailingZeros(k);
            s -= 4 * Long.bitCount(NEIGHBOURS[b] & ~occupied & Squares.ALL);
        }
        s -= 10 * Long.bitCount(weakKings & DOUBLE_CORNERS);
        return s;
    }
}
