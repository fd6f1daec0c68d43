package dev.kingme.engine.egdb;

/**
 * Numbers the positions of one {@link Slice} from 0 to {@code size - 1}, and back. The mover's men are
 * placed on squares 1-28, the other side's men on squares 5-32 (men never stand on their crowning row),
 * then the mover's kings on the squares still free and the other side's kings on those left; each placement
 * is numbered by its rank among all sets of that many squares in colexicographic order (the sum of
 * C(position, i) over its squares), and the four ranks make one mixed-radix number, men first. Positions
 * here are in {@link Board}'s 32-bit square masks, with the mover going up the board.
 */
final class SliceIndex {
    final Slice slice;
    private final long otherMenCount;
    private final long moverKingCount;
    private final long otherKingCount;

    SliceIndex(Slice slice) {
        this.slice = slice;
        this.otherMenCount = Binomial.of(Slice.MAN_SQUARES, slice.otherMen());
        this.moverKingCount = Binomial.of(32 - slice.moverMen() - slice.otherMen(), slice.moverKings());
        this.otherKingCount = Binomial.of(32 - slice.moverMen() - slice.otherMen() - slice.moverKings(),
                slice.otherKings());
    }

    /** The index of a position of this slice (masks of squares; men must not share a square). */
    long index(int moverMen, int moverKings, int otherMen, int otherKings) {
        int free = ~(moverMen | otherMen);
        long a = rank(moverMen);
        long b = rank(otherMen >>> 4);
        long c = rankAmong(moverKings, free);
        long d = rankAmong(otherKings, free & ~moverKings);
        return ((a * otherMenCount + b) * moverKingCount + c) * otherKingCount + d;
    }

    /**
     * Fills {@code out} with the position of {@code index}: mover's men, mover's kings, other men, other kings.
     * False when the index places men of both sides on one square (no position).
     */
    boolean position(long index, int[] out) {
        long d = index % otherKingCount;
        index /= otherKingCount;
        long c = index % moverKingCount;
        index /= moverKingCount;
        long b = index % otherMenCount;
        long a = index / otherMenCount;
        int moverMen = unrank(a, slice.moverMen());
        int otherMen = unrank(b, slice.otherMen()) << 4;
        if ((moverMen & otherMen) != 0) {
            return false;
        }
        int free = ~(moverMen | otherMen);
        int moverKings = deposit(unrank(c, slice.moverKings()), free);
        int otherKings = deposit(unrank(d, slice.otherKings()), free & ~moverKings);
        out[0] = moverMen;
        out[1] = moverKings;
        out[2] = otherMen;
        out[3] = otherKings;
        return true;
    }

    /** The colexicographic rank of a set of bit positions. */
    static long rank(int set) {
        long r = 0;
        int i = 1;
        for (int m = set; m != 0; m &= m - 1) {
            r += Binomial.of(Integer.numberOfTrailingZeros(m), i++);
        }
        return r;
    }

    /** The rank of {@code set} counted over the bits of {@code free} only (set is a subset of free). */
    static long rankAmong(int set, int free) {
        long r = 0;
        int i = 1;
        for (int m = set; m != 0; m &= m - 1) {
            int bit = Integer.numberOfTrailingZeros(m);
            r += Binomial.of(Integer.bitCount(free & ((1 << bit) - 1)), i++);
        }
        return r;
    }

    /** The set of {@code k} bit positions with colexicographic rank {@code r}. */
    static int unrank(long r, int k) {
        int set = 0;
        for (int i = k; i >= 1; i--) {
            int p = i - 1;
            while (Binomial.of(p + 1, i) <= r) {
                p++;
            }
            r -= Binomial.of(p, i);
            set |= 1 << p;
        }
        return set;
    }

    /** Bit {@code j} of {@code compact} moved to the {@code j}-th set bit of {@code free}. */
    static int deposit(int compact, int free) {
        int out = 0;
        int f = free;
        while (compact != 0 && f != 0) {
            int low = f & -f;
            if ((compact & 1) != 0) {
                out |= low;
            }
            compact >>>= 1;
            f &= f - 1;
        }
        return out;
    }
}
