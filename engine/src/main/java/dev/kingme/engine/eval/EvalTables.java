package dev.kingme.engine.eval;

import dev.kingme.engine.Squares;

/**
 * Board geometry the evaluation looks up instead of computing: rows, the cones a man may use on its way
 * to the crown, distances, neighbours. Everything is for a side going up the board (Black's way); the other
 * side is evaluated on the board turned round.
 */
final class EvalTables {
    /** ROWS[r]: the squares on row r (0 = the side's own back rank, squares 1-4). */
    static final long[] ROWS = new long[8];
    /** For a man on a bit, the squares it could reach on its way to the crowning row. */
    static final long[] CONE = new long[64];
    /** The cone widened by a file each side: enemy pieces there could get in the way. */
    static final long[] WIDE_CONE = new long[64];
    /** Diagonal neighbours of a bit. */
    static final long[] NEIGHBOURS = new long[64];
    /** King-move distance between two bits. */
    static final int[][] DISTANCE = new int[64][64];
    /** The row of each bit (0 for bits that are not squares). */
    static final int[] ROW = new int[64];
    /** The square number (1-32) of each bit, 0 for bits that are not squares. */
    static final int[] SQUARE = new int[64];
    static final long LEFT_WING;
    static final long RIGHT_WING;
    static final long DOUBLE_CORNERS = Squares.maskOf(1, 5, 28, 32);
    /** Files a, c, e, g: the squares whose pieces count towards "the move" of the side going up. */
    static final long SYSTEM;

    static {
        long left = 0;
        long system = 0;
        for (int s = 1; s <= 32; s++) {
            int r = Squares.row(s);
            int c = Squares.column(s);
            int b = Squares.bit(s);
            ROWS[r] |= Squares.mask(s);
            ROW[b] = r;
            SQUARE[b] = s;
            if (c < 4) {
                left |= Squares.mask(s);
            }
            if (c % 2 == 0) {
                system |= Squares.mask(s);
            }
            for (int t = 1; t <= 32; t++) {
                int dr = Squares.row(t) - r;
                int dc = Math.abs(Squares.column(t) - c);
                DISTANCE[b][Squares.bit(t)] = Math.max(Math.abs(dr), dc);
                if (Math.abs(dr) == 1 && dc == 1) {
                    NEIGHBOURS[b] |= Squares.mask(t);
                }
                if (dr > 0 && dc <= dr) {
                    CONE[b] |= Squares.mask(t);
                }
                if (dr > 0 && dc <= dr + 1) {
                    WIDE_CONE[b] |= Squares.mask(t);
                }
            }
        }
        LEFT_WING = left;
        RIGHT_WING = Squares.ALL & ~left;
        SYSTEM = system;
    }

    private EvalTables() {
    }
}
