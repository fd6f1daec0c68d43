package dev.kingme.engine;

/**
 * Perft: the number of move sequences of a given length from a position. Leaves are counted in bulk (the
 * last ply is counted, not played). By default two capture routes that take the same pieces to the same
 * square count as two moves, as the published tables count them; with {@code unique} they count once.
 *
 * <p>An instance holds one move list per ply and is not thread-safe; the walk allocates nothing.
 */
public final class Perft {
    public static final int MAX_DEPTH = 64;

    private final MoveList[] lists = new MoveList[MAX_DEPTH];
    private final boolean unique;

    public Perft(boolean unique) {
        this.unique = unique;
        for (int i = 0; i < MAX_DEPTH; i++) {
            lists[i] = new MoveList();
        }
    }

    public long count(Position p, int depth) {
        if (depth < 0 || depth >= MAX_DEPTH) {
            throw new IllegalArgumentException("perft depth must be 0.." + (MAX_DEPTH - 1) + ", got " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        boolean b = p.toMove() == Side.BLACK;
        return walk(b ? p.black() : p.white(), b ? p.white() : p.black(), p.kings(), b, depth, 0);
    }

    /** The leaf count under one packed move from {@code p} (for {@code --divide}). */
    public long countAfter(Position p, long move, int depth) {
        return count(p.applyPacked(move), depth - 1);
    }

    private long walk(long me, long opp, long kings, boolean black, int depth, int ply) {
        if (depth == 1 && !unique) {
            return MoveGenerator.count(me, opp, kings, black);
        }
        MoveList list = lists[ply];
        MoveGenerator.generate(me, opp, kings, black, true, list);
        int n = list.size;
        if (unique) {
            n = dedupe(list);
        }
        if (depth == 1) {
            return n;
        }
        long crown = black ? Squares.WHITE_BACK_ROW : Squares.BLACK_BACK_ROW;
        long total = 0;
        long[] moves = list.moves;
        for (int i = 0; i < n; i++) {
            long m = moves[i];
            long from = 1L << MoveList.fromBit(m);
            long to = 1L << MoveList.toBit(m);
            long cap = m & MoveList.CAPTURE_MASK;
            long k = kings & ~cap;
            if ((kings & from) != 0) {
                k = (k & ~from) | to;
            } else if ((to & crown) != 0) {
                k |= to;
            }
            total += walk(opp & ~cap, (me & ~from) | to, k, !black, depth - 1, ply + 1);
        }
        return total;
    }

    /** Removes moves with the same origin, destination and captures; returns the new size. */
    static int dedupe(MoveList list) {
        int n = list.size;
        long[] moves = list.moves;
        int out = 0;
        for (int i = 0; i < n; i++) {
            long m = moves[i];
            boolean dup = false;
            if (MoveList.captured(m) != 0) {
                for (int j = 0; j < out; j++) {
                    if (moves[j] == m) {
                        dup = true;
                        break;
                    }
                }
            }
            if (!dup) {
                list.paths[out] = list.paths[i];
                moves[out++] = m;
            }
        }
        list.size = out;
        return out;
    }
}
