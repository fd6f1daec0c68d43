package dev.kingme.engine.egdb;

/**
 * The indices of a slice whose values no look-up reads: those that place men of both sides on one square
 * (not positions), and the positions whose side to move has a capture, which {@link Tables} works out from
 * the captures instead (a capture is forced, and it leads into a slice of fewer pieces). They are about a
 * quarter of the five-piece indices. Before a slice is compressed each of them is given the value of the
 * index before it, so the values come in longer runs and the file is smaller: a fifth smaller over the
 * five-piece databases (bench/README.md, "Endgame databases: build"). The solver marks them as it solves
 * ({@link Solver#unread}), since it generates every position's moves anyway.
 */
final class UnreadValues {
    private UnreadValues() {
    }

    /** Room for a bit for each of {@code size} indices. */
    static long[] bits(long size) {
        return new long[(int) ((size + 63) >>> 6)];
    }

    /** Marks index {@code i} unread in {@code bits} (bit {@code i % 64} of word {@code i / 64}). */
    static void mark(long[] bits, long i) {
        bits[(int) (i >>> 6)] |= 1L << i;
    }

    /** Gives every index of {@code values} marked in {@code unread} the value of the index before it. */
    static void fill(byte[] values, long[] unread) {
        byte previous = Value.DRAW;
        for (int i = 0; i < values.length; i++) {
            if ((unread[i >>> 6] & (1L << i)) != 0) {
                values[i] = previous;
            } else {
                previous = values[i];
            }
        }
    }
}
