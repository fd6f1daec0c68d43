package dev.kingme.engine.search;

import dev.kingme.engine.MoveList;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;

/**
 * One search thread's move ordering: the ordering keys of every ply's moves, two killers a ply and the
 * history of quiet moves that cut off. The keys rank the table's move first, then captures (more pieces and
 * kings first), the killers, crownings and the other quiet moves by history; {@link #pick} brings the next
 * best move forward lazily, since a cut-off often comes before the list is used up. Everything is allocated
 * once with the worker.
 */
final class MoveOrder {
    static final int HASH_MOVE = 1 << 30;
    static final int CAPTURE = 1 << 26;
    static final int KILLER = 1 << 25;
    /** Keys at or above this are the forcing moves: the table's move, captures, killers and crownings. */
    static final int CROWNING = 1 << 24;
    private static final int HISTORY_MAX = 1 << 20;
    /** History is indexed by side (0 Black, 4096 White), origin bit and destination bit. */
    private static final int WHITE_HISTORY = 64 * 64;

    private final long[][] moves;
    final int[][] keys;
    private final long[][] killers;
    private final int[] history = new int[2 * WHITE_HISTORY];

    /** Orders the lists of {@code moves}, one a ply. */
    MoveOrder(long[][] moves) {
        this.moves = moves;
        this.keys = new int[moves.length][moves[0].length];
        this.killers = new long[moves.length][2];
    }

    /** Forgets killers and history: for a new game. */
    void clear() {
        java.util.Arrays.fill(history, 0);
        clearKillers();
    }

    /** At the start of a search: history is aged, killers forgotten. */
    void begin() {
        for (int i = 0; i < history.length; i++) {
            history[i] >>= 2;
        }
        clearKillers();
    }

    private void clearKillers() {
        for (long[] k : killers) {
            k[0] = 0;
            k[1] = 0;
        }
    }

    /** Gives each of the {@code n} moves at {@code ply} its ordering key. */
    void score(Position p, int ply, int n, long hashMove) {
        long[] list = moves[ply];
        int[] k = keys[ply];
        long[] killer = killers[ply];
        long kings = p.kings();
        boolean black = p.toMove() == Side.BLACK;
        long crown = p.toMove().crownRow();
        int side = black ? 0 : WHITE_HISTORY;
        for (int i = 0; i < n; i++) {
            long m = list[i];
            long cap = MoveList.captured(m);
            int from = MoveList.fromBit(m);
            int to = MoveList.toBit(m);
            int key;
            if (m == hashMove) {
                key = HASH_MOVE;
            } else if (cap != 0) {
                key = CAPTURE + (Long.bitCount(cap) << 12) + (Long.bitCount(cap & kings) << 10);
            } else if (m == killer[0]) {
                key = KILLER + 1;
            } else if (m == killer[1]) {
                key = KILLER;
            } else if ((kings & (1L << from)) == 0 && ((1L << to) & crown) != 0) {
                key = CROWNING;
            } else {
                key = history[side + (from << 6) + to];
            }
            k[i] = key;
        }
    }

    /** Moves the best-keyed move of {@code i..n-1} to {@code i} and returns it (selection sort, lazily). */
    long pick(int ply, int i, int n) {
        long[] list = moves[ply];
        int[] k = keys[ply];
        int best = i;
        for (int j = i + 1; j < n; j++) {
            if (k[j] > k[best]) {
                best = j;
            }
        }
        long m = list[best];
        if (best != i) {
            list[best] = list[i];
            list[i] = m;
            int key = k[best];
            k[best] = k[i];
            k[i] = key;
        }
        return m;
    }

    /** Whether the move picked {@code i}th at {@code ply} is a forcing one (see {@link #CROWNING}). */
    boolean forcing(int ply, int i) {
        return keys[ply][i] >= CROWNING;
    }

    /** A quiet move {@code m} cut off at {@code ply}: it becomes a killer and gains history. */
    void cutoff(int ply, long m, boolean black, int depth) {
        long[] killer = killers[ply];
        if (killer[0] != m) {
            killer[1] = killer[0];
            killer[0] = m;
        }
        int idx = (black ? 0 : WHITE_HISTORY) + (MoveList.fromBit(m) << 6) + MoveList.toBit(m);
        int d = Math.max(depth, 1);
        history[idx] += d * d;
        if (history[idx] > HISTORY_MAX) {
            for (int i = 0; i < history.length; i++) {
                history[i] >>= 1;
            }
        }
    }
}
