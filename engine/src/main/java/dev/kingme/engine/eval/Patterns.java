package dev.kingme.engine.eval;

/**
 * Local formations, learned rather than named: the board is looked at through nine overlapping windows of
 * four rows by four files (eight playable squares each, at every second row and file), and each window's
 * men, as the side to move sees them (its own men going up), make one of 3^8 = 6561 configurations, each
 * with a weight of its own. Kings are left out (their squares read as empty); the named features count them.
 * So a bridge, a dog-hole, a cramp or a weak triangle is whatever its window's weight says, as fitted to
 * game results, and so is every formation nobody named.
 *
 * <p>Each row of the board is four consecutive bits of the 32-bit square mask (square {@code s} is bit
 * {@code s - 1}), and a window takes two neighbouring squares of each of its four rows, so its eight squares
 * are gathered with four shifts a colour.
 */
final class Patterns {
    static final int WINDOWS = 9;
    static final int CONFIGURATIONS = 6561;

    /** For each window, the bit offset of its two squares in each of its four rows. */
    private static final int[][] ROW_SHIFT = new int[WINDOWS][4];
    /** An 8-bit mask read as a base-3 number with digits 0 and 1. */
    private static final int[] TERNARY = new int[256];

    static {
        for (int w = 0; w < WINDOWS; w++) {
            int firstRow = 2 * (w / 3);
            int firstFile = 2 * (w % 3);
            for (int r = 0; r < 4; r++) {
                ROW_SHIFT[w][r] = 4 * (firstRow + r) + firstFile / 2;
            }
        }
        for (int b = 0; b < 256; b++) {
            int v = 0;
            for (int i = 7; i >= 0; i--) {
                v = v * 3 + ((b >>> i) & 1);
            }
            TERNARY[b] = v;
        }
    }

    private Patterns() {
    }

    /**
     * The configuration (0..6560) of window {@code w} for the side to move's men {@code own} and the
     * opponent's {@code opp}, as 32-bit square masks in the side to move's orientation.
     */
    static int configuration(int w, int own, int opp) {
        int[] shift = ROW_SHIFT[w];
        int o = ((own >>> shift[0]) & 3) | ((own >>> shift[1]) & 3) << 2 | ((own >>> shift[2]) & 3) << 4
                | ((own >>> shift[3]) & 3) << 6;
        int p = ((opp >>> shift[0]) & 3) | ((opp >>> shift[1]) & 3) << 2 | ((opp >>> shift[2]) & 3) << 4
                | ((opp >>> shift[3]) & 3) << 6;
        return TERNARY[o] + 2 * TERNARY[p];
    }

    /** The engine's bitboard as 32 square bits (square {@code s} at bit {@code s - 1}). */
    static int squares(long bits) {
        return (int) ((bits & 0xFFL) | ((bits >>> 1) & 0xFF00L) | ((bits >>> 2) & 0xFF0000L)
                | ((bits >>> 3) & 0xFF000000L));
    }
}
