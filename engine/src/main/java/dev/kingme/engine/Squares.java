package dev.kingme.engine;

/**
 * The 32 playable squares of the American checkers board and their place in a bitboard.
 *
 * <p>Squares carry their PDN numbers 1..32: 1-4 on Black's back row, 29-32 on White's. A bitboard is a
 * {@code long} in which square {@code s} lives at bit {@code s - 1 + (s - 1) / 8}: after every two rows one
 * unused "ghost" bit (8, 17, 26) is left out. With that padding every diagonal step is a shift by 4 or 5
 * bits on the whole board (left shifts go towards White's side, right shifts towards Black's), and a step
 * that would fall off a side edge lands on a ghost bit or outside the 35 used bits, which are never
 * occupied and never empty. So move generation needs no per-row masks.
 */
public final class Squares {
    private Squares() {
    }

    /** Every playable square. */
    public static final long ALL;
    /** Squares 1-4: where White's men are crowned. */
    public static final long BLACK_BACK_ROW;
    /** Squares 29-32: where Black's men are crowned. */
    public static final long WHITE_BACK_ROW;

    private static final int[] BIT_OF = new int[33];
    private static final int[] SQUARE_OF_BIT = new int[64];

    static {
        long all = 0;
        for (int s = 1; s <= 32; s++) {
            int b = s - 1 + (s - 1) / 8;
            BIT_OF[s] = b;
            SQUARE_OF_BIT[b] = s;
            all |= 1L << b;
        }
        ALL = all;
        BLACK_BACK_ROW = maskOf(1, 2, 3, 4);
        WHITE_BACK_ROW = maskOf(29, 30, 31, 32);
    }

    /** The bit index of square {@code square} (1..32). */
    public static int bit(int square) {
        if (square < 1 || square > 32) {
            throw new IllegalArgumentException("no square " + square + " on the board (squares are 1-32)");
        }
        return BIT_OF[square];
    }

    /** The single-bit mask of square {@code square} (1..32). */
    public static long mask(int square) {
        return 1L << bit(square);
    }

    /** The square (1..32) at bit index {@code bit}, or 0 for a ghost or unused bit. */
    public static int squareOfBit(int bit) {
        return bit >= 0 && bit < 64 ? SQUARE_OF_BIT[bit] : 0;
    }

    /** The square (1..32) of the lowest set bit of {@code mask}. */
    public static int lowestSquare(long mask) {
        return SQUARE_OF_BIT[Long.numberOfTrailingZeros(mask)];
    }

    public static long maskOf(int... squares) {
        long m = 0;
        for (int s : squares) {
            m |= mask(s);
        }
        return m;
    }

    /** Row 0 (Black's back row, squares 1-4) to 7 (White's back row, squares 29-32). */
    public static int row(int square) {
        return (square - 1) / 4;
    }

    /** File 0 (a) to 7 (h) as the board is drawn with Black at the top: square 1 is b8, 29 is a1. */
    public static int column(int square) {
        int r = row(square);
        int p = (square - 1) % 4;
        return r % 2 == 0 ? 2 * p + 1 : 2 * p;
    }

    /** The square at row/column, or 0 when that is a light square or off the board. */
    public static int at(int row, int column) {
        if (row < 0 || row > 7 || column < 0 || column > 7 || (row + column) % 2 == 0) {
            return 0;
        }
        return row * 4 + column / 2 + 1;
    }

    /**
     * The board turned round: square {@code s} goes to {@code 33 - s}. With the colours swapped too, a
     * position with White to move becomes the same position with Black to move, which is how code written
     * for one side serves both.
     */
    public static long turn(long bits) {
        long c = (bits & 0xFFL) | ((bits >>> 1) & 0xFF00L) | ((bits >>> 2) & 0xFF0000L) | ((bits >>> 3) & 0xFF000000L);
        c = Integer.reverse((int) c) & 0xFFFFFFFFL;
        return (c & 0xFFL) | ((c & 0xFF00L) << 1) | ((c & 0xFF0000L) << 2) | ((c & 0xFF000000L) << 3);
    }

    /** The squares of a mask in ascending order. */
    public static int[] list(long mask) {
        int[] out = new int[Long.bitCount(mask)];
        int i = 0;
        for (long m = mask; m != 0; m &= m - 1) {
            out[i++] = lowestSquare(m);
        }
        return out;
    }
}
