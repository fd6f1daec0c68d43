package dev.kingme.engine;

/**
 * Zobrist keys for positions: one random key per (square, piece kind) and one for White to move.
 * The keys come from a fixed-seed SplitMix64 so hashes are the same in every run and on every machine.
 */
public final class Zobrist {
    private Zobrist() {
    }

    static final long[] BLACK_MAN = new long[64];
    static final long[] BLACK_KING = new long[64];
    static final long[] WHITE_MAN = new long[64];
    static final long[] WHITE_KING = new long[64];
    static final long WHITE_TO_MOVE;

    static {
        long state = 0x4B696E676D65L; // fixed seed
        for (int s = 1; s <= 32; s++) {
            int b = Squares.bit(s);
            state += 0x9E3779B97F4A7C15L;
            BLACK_MAN[b] = mix(state);
            state += 0x9E3779B97F4A7C15L;
            BLACK_KING[b] = mix(state);
            state += 0x9E3779B97F4A7C15L;
            WHITE_MAN[b] = mix(state);
            state += 0x9E3779B97F4A7C15L;
            WHITE_KING[b] = mix(state);
        }
        state += 0x9E3779B97F4A7C15L;
        WHITE_TO_MOVE = mix(state);
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** The hash of a position given as bitboards. */
    public static long hash(long black, long white, long kings, boolean whiteToMove) {
        long h = whiteToMove ? WHITE_TO_MOVE : 0L;
        for (long m = black; m != 0; m &= m - 1) {
            int b = Long.numberOfTrailingZeros(m);
            h ^= (kings & (1L << b)) != 0 ? BLACK_KING[b] : BLACK_MAN[b];
        }
        for (long m = white; m != 0; m &= m - 1) {
            int b = Long.numberOfTrailingZeros(m);
            h ^= (kings & (1L << b)) != 0 ? WHITE_KING[b] : WHITE_MAN[b];
        }
        return h;
    }
}
