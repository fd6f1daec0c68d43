package dev.kingme.engine.search;

import dev.kingme.engine.MoveList;
import dev.kingme.engine.Position;

/**
 * The positions on one thread's search path, for repetitions: a position that stood earlier on the path
 * since the last irreversible move (a capture or a man's move), or in the game before the root when no such
 * move was played since the root, is a repetition (a draw).
 */
final class SearchPath {
    private final long[] hash;
    private final int[] lastIrreversible;

    SearchPath(int plies) {
        hash = new long[plies];
        lastIrreversible = new int[plies];
    }

    /** The root, at ply 0. */
    void root(long rootHash) {
        hash[0] = rootHash;
        lastIrreversible[0] = 0;
    }

    /** The position {@code h} at {@code ply}, reached by an irreversible move or not. */
    void enter(int ply, long h, boolean irreversible) {
        hash[ply] = h;
        lastIrreversible[ply] = irreversible ? ply : lastIrreversible[ply - 1];
    }

    /**
     * True when the position at {@code ply} already stood on the path since the last irreversible move, or
     * in {@code gameHistory} (the game's hashes before the root, oldest first) when none was played since.
     */
    boolean isRepetition(int ply, long[] gameHistory) {
        long h = hash[ply];
        for (int j = ply - 4; j >= lastIrreversible[ply]; j -= 2) {
            if (hash[j] == h) {
                return true;
            }
        }
        if (lastIrreversible[ply] != 0) {
            return false;
        }
        // Before the root: the game's position k plies back stands at index length - k; the same side moves
        // there when ply + k is even, and a position needs at least four plies to come back.
        for (int k = Math.max(ply % 2 == 0 ? 2 : 1, 4 - ply); k <= gameHistory.length; k += 2) {
            if ((ply + k) % 2 == 0 && gameHistory[gameHistory.length - k] == h) {
                return true;
            }
        }
        return false;
    }

    /** Captures and men's moves cannot be undone, so no position before them can come back. */
    static boolean isIrreversible(Position p, long m) {
        return MoveList.captured(m) != 0 || (p.kings() & (1L << MoveList.fromBit(m))) == 0;
    }
}
