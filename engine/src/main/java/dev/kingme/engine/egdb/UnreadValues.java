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

    /** Gives every unread index of {@code values}, the values of {@code s}, the value of the index before it. */
    static void fill(Slice s, byte[] values) {
        SliceIndex ix = new SliceIndex(s);
        int[] pos = new int[4];
        byte previous = Value.DRAW;
        for (int i = 0; i < values.length; i++) {
            if (unread(ix, i, pos)) {
                values[i] = previous;
            } else {
                previous = values[i];
            }
        }
    }
}
