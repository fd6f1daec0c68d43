package dev.kingme.rules;

import java.util.Arrays;

/**
 * Which squares of the 8x8 board are played on and how they connect: the board as data, so the same rules
 * run on the 32 dark squares, on all 64, or on all 64 wrapping round the edges.
 *
 * <p>A square is an index {@code row * 8 + column}, row 0 being Black's back row (the top as drawn) and
 * column 0 the a-file. On the dark squares, squares are named by their PDN numbers 1-32; on the full board,
 * 1-64 in reading order.
 */
public final class Topology {
    public static final Topology DARK_SQUARES = new Topology("dark-squares", true, false);
    public static final Topology ALL_SQUARES = new Topology("all-squares", false, false);
    public static final Topology WRAPPING = new Topology("wrapping", false, true);

    private final String name;
    private final boolean darkOnly;
    private final boolean wraps;
    private final long squares;
    private final int[] neighbours = new int[64 * Direction.values().length];
    private final int[] numberOf = new int[64];
    private final int[] squareOf = new int[65];

    private Topology(String name, boolean darkOnly, boolean wraps) {
        this.name = name;
        this.darkOnly = darkOnly;
        this.wraps = wraps;
        long sq = 0;
        Arrays.fill(squareOf, -1);
        int n = 0;
        for (int s = 0; s < 64; s++) {
            if (!darkOnly || isDark(s)) {
                sq |= 1L << s;
                numberOf[s] = ++n;
                squareOf[n] = s;
            }
        }
        this.squares = sq;
        for (int s = 0; s < 64; s++) {
            for (Direction d : Direction.values()) {
                neighbours[s * 8 + d.ordinal()] = step(s, d);
            }
        }
    }

    private int step(int s, Direction d) {
        if (!contains(s)) {
            return -1;
        }
        int r = s / 8 + d.dRow;
        int c = s % 8 + d.dCol;
        if (wraps) {
            r = (r + 8) % 8;
            c = (c + 8) % 8;
        } else if (r < 0 || r > 7 || c < 0 || c > 7) {
            return -1;
        }
        int t = r * 8 + c;
        return contains(t) ? t : -1;
    }

    public static boolean isDark(int square) {
        return (square / 8 + square % 8) % 2 == 1;
    }

    public String name() {
        return name;
    }

    public boolean wraps() {
        return wraps;
    }

    /** Every square in play, as a 64-bit mask. */
    public long squares() {
        return squares;
    }

    public int size() {
        return Long.bitCount(squares);
    }

    public boolean contains(int square) {
        return square >= 0 && square < 64 && (squares & (1L << square)) != 0;
    }

    /** The square one step from {@code square} in direction {@code d}, or -1 if there is none. */
    public int neighbour(int square, Direction d) {
        return neighbours[square * 8 + d.ordinal()];
    }

    /**
     * How far a piece travels, as {rows, columns}, going from {@code from} to {@code to} in one hop along one
     * direction, one square (a step) or two (a jump): the way it goes, across an edge on a board that wraps
     * (from column 7 to column 0 is {0, 1} there). Null when no such hop joins the two squares.
     */
    public int[] hop(int from, int to) {
        for (int reach = 1; reach <= 2; reach++) {
            for (Direction d : Direction.values()) {
                int at = from;
                for (int i = 0; i < reach && at >= 0; i++) {
                    at = neighbour(at, d);
                }
                if (at == to && at >= 0) {
                    return new int[] {d.dRow * reach, d.dCol * reach};
                }
            }
        }
        return null;
    }

    /** The square's number in this topology's notation (1-32 on dark squares, 1-64 on the full board). */
    public int number(int square) {
        if (!contains(square)) {
            throw new IllegalArgumentException("square index " + square + " is not on the " + name + " board");
        }
        return numberOf[square];
    }

    /** The square with notation number {@code number}. */
    public int square(int number) {
        if (number < 1 || number > size()) {
            throw new IllegalArgumentException("no square " + number + " (squares are 1-" + size() + ")");
        }
        return squareOf[number];
    }

    public static int row(int square) {
        return square / 8;
    }

    public static int column(int square) {
        return square % 8;
    }

    /** Converts an engine bitboard (PDN squares 1-32) to a 64-square mask. */
    public static long fromEngine(long engineBoard) {
        long out = 0;
        for (int n : dev.kingme.engine.Squares.list(engineBoard)) {
            out |= 1L << DARK_SQUARES.square(n);
        }
        return out;
    }

    /** Converts a 64-square mask of dark squares to an engine bitboard. */
    public static long toEngine(long mask) {
        long out = 0;
        for (long m = mask; m != 0; m &= m - 1) {
            out |= dev.kingme.engine.Squares.mask(DARK_SQUARES.number(Long.numberOfTrailingZeros(m)));
        }
        return out;
    }

    @Override
    public String toString() {
        return name;
    }
}
