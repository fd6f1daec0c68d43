package dev.kingme.engine.egdb;

import dev.kingme.engine.MoveGenerator;

/**
 * The indices of a slice whose values no look-up reads: those that place men of both sides on one square
 * (not positions), and the positions whose side to move has a capture, which {@link Tables} works out from
 * the captures instead (a capture is forced, and it leads into a slice of fewer pieces). They are about a
 * quarter of the five-piece indices. Before a slice is compressed each of them is given the value of the
 * index before it, so the values come in longer runs and the file is smaller: a fifth smaller over the
 * five-piece databases (bench/README.md, "Endgame databases: build").
 */
final class UnreadValues {
    private UnreadValues() {
    }

    /** Whether index {@code i} of {@code ix}'s slice is never read; {@code pos} is scratch space of four. */
    static boolean unread(SliceIndex ix, long i, int[] pos) {
        if (!ix.position(i, pos)) {
            return true;
        }
        long mover = Board.expand(pos[0] | pos[1]);
        long other = Board.expand(pos[2] | pos[3]);
        long kings = Board.expand(pos[1] | pos[3]);
        return MoveGenerator.jumpers(mover, other, kings, true) != 0;
    }

    /** The unread indices of {@code s}, a bit each (bit {@code i % 64} of word {@code i / 64}), found by decoding every index. */
    static long[] of(Slice s) {
        SliceIndex ix = new SliceIndex(s);
        int[] pos = new int[4];
        long[] unread = bits(s.size());
        for (long i = 0; i < s.size(); i++) {
            if (unread(ix, i, pos)) {
                mark(unread, i);
            }
        }
        return unread;
    }

    /** Room for a bit for each of {@code size} indices. */
    static long[] bits(long size) {
        return new long[(int) ((size + 63) >>> 6)];
    }

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
