package dev.kingme.engine.egdb;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The positions with given numbers of men and kings for the side to move ("mover") and the other side,
 * the mover always going up the board as Black does (see {@link Board}). A slice is the unit a database
 * is built, stored and checked in.
 *
 * <p>Moves that neither capture nor crown keep the numbers and swap the sides, so a slice and its
 * {@link #partner()} are solved together; a capture leads to fewer pieces and a crowning to fewer men,
 * which is why {@link #buildOrder(int)} puts slices in order of pieces, then men.
 */
public record Slice(int moverMen, int moverKings, int otherMen, int otherKings) {
    /** Men stand on 28 squares: never on the row where they would be crowned. */
    static final int MAN_SQUARES = 28;

    public Slice {
        if (moverMen < 0 || moverKings < 0 || otherMen < 0 || otherKings < 0) {
            throw new IllegalArgumentException("piece counts must not be negative");
        }
        if (moverMen + moverKings == 0 || otherMen + otherKings == 0) {
            throw new IllegalArgumentException("both sides need a piece: " + name(moverMen, moverKings, otherMen,
                    otherKings));
        }
    }

    public int pieces() {
        return moverMen + moverKings + otherMen + otherKings;
    }

    public int men() {
        return moverMen + otherMen;
    }

    /** The slice the moves that neither capture nor crown lead to: the same pieces, the sides swapped. */
    public Slice partner() {
        return new Slice(otherMen, otherKings, moverMen, moverKings);
    }

    /**
     * The number of indices: every placement of the mover's men on its 28 squares times the other side's men
     * on theirs, times the kings on the squares left. Placements where men of both sides share a square have
     * an index but are not positions; they are a small share.
     */
    public long size() {
        return Binomial.of(MAN_SQUARES, moverMen) * Binomial.of(MAN_SQUARES, otherMen)
                * Binomial.of(32 - moverMen - otherMen, moverKings)
                * Binomial.of(32 - moverMen - otherMen - moverKings, otherKings);
    }

    /** {@code 2-1-1-0}: mover's men, mover's kings, other side's men, other side's kings. */
    public String name() {
        return name(moverMen, moverKings, otherMen, otherKings);
    }

    private static String name(int a, int b, int c, int d) {
        return a + "-" + b + "-" + c + "-" + d;
    }

    /** Parses {@link #name()}. */
    public static Slice parse(String name) {
        String[] p = name.split("-");
        if (p.length != 4) {
            throw new IllegalArgumentException("not a slice name: " + name);
        }
        return new Slice(Integer.parseInt(p[0]), Integer.parseInt(p[1]), Integer.parseInt(p[2]), Integer.parseInt(p[3]));
    }

    /** Every slice of exactly {@code pieces} pieces. */
    public static List<Slice> of(int pieces) {
        List<Slice> out = new ArrayList<>();
        for (int a = 0; a <= pieces; a++) {
            for (int b = 0; a + b <= pieces; b++) {
                for (int c = 0; a + b + c <= pieces; c++) {
                    int d = pieces - a - b - c;
                    if (a + b > 0 && c + d > 0) {
                        out.add(new Slice(a, b, c, d));
                    }
                }
            }
        }
        return out;
    }

    /**
     * Every slice of 2 to {@code maxPieces} pieces in an order that builds each after everything its captures
     * and crownings lead to: fewer pieces first, then fewer men; a slice is followed at once by its partner.
     */
    public static List<Slice> buildOrder(int maxPieces) {
        List<Slice> all = new ArrayList<>();
        for (int n = 2; n <= maxPieces; n++) {
            all.addAll(of(n));
        }
        all.sort(Comparator.comparingInt(Slice::pieces).thenComparingInt(Slice::men)
                .thenComparing(s -> s.compareKey() < s.partner().compareKey() ? s.compareKey() : s.partner().compareKey())
                .thenComparingInt(Slice::compareKey));
        return all;
    }

    /** One number that orders slices of the same shape. */
    private int compareKey() {
        return ((moverMen * 8 + moverKings) * 8 + otherMen) * 8 + otherKings;
    }
}
