package dev.kingme.engine.egdb;

import dev.kingme.engine.MoveGenerator;
import dev.kingme.engine.MoveList;
import dev.kingme.engine.Squares;

/**
 * Solves a slice and its partner together by retrograde analysis, giving every position its exact value:
 * won or lost in so many plies, or drawn.
 *
 * <p>First every position is looked at once, moving forward. Captures and crownings (conversions) lead
 * into slices already solved, so their values are known at once; a position with no move is lost in 0;
 * a conversion to a lost position makes a win, tentatively at that depth (a quieter win may be shorter);
 * the other moves, which stay in the pair, are counted. Then the decided positions are taken in order of
 * depth, and each one's predecessors within the pair are found by unmaking moves: a man stepping back, a
 * king stepping any way, never out of a position where a capture was available (the move would not have
 * been legal). A predecessor of a position lost in {@code d} is won in {@code d + 1}; a predecessor loses
 * when its count of undecided moves reaches zero with none of its conversions drawing or winning, in one
 * more ply than its longest answer. Taking depths in order makes every win the shortest and every loss the
 * longest. Whatever is undecided at the end is a draw: neither side can force anything.
 *
 * <p>Per position the solver keeps the value, the count (its top bit saying "a conversion saves this
 * position from losing") and the longest conversion loss, three bytes, plus the queue.
 */
final class Solver {
    /**
     * Told how much work has been done, in positions, as it is done: a pair's positions add up to its size
     * exactly, each counted half when it is first looked at and half when it is decided (the draws, never
     * decided, at the end).
     */
    interface Progress {
        void advance(long positions);
    }

    private static final int CANNOT_LOSE = 0x80;
    private static final int COUNT = 0x7F;

    private final Tables solved;
    private final Slice[] slices;
    private final SliceIndex[] index;
    private final byte[][] value;
    private final byte[][] count;
    private final byte[][] longest;
    /** By slice, the indices no look-up reads ({@link UnreadValues}): no position, or a capture to make. */
    private final long[][] unread;
    private final Buckets buckets = new Buckets();
    private final MoveList list = new MoveList();
    private final int[] pos = new int[4];
    private Progress progress;
    private long pairSize;
    private long halves;
    private long credited;

    /** A solver for {@code slice} and its partner, looking conversions up in {@code solved}. */
    Solver(Tables solved, Slice slice) {
        this.solved = solved;
        this.slices = slice.equals(slice.partner()) ? new Slice[] {slice} : new Slice[] {slice, slice.partner()};
        int n = slices.length;
        index = new SliceIndex[n];
        value = new byte[n][];
        count = new byte[n][];
        longest = new byte[n][];
        unread = new long[n][];
        for (int s = 0; s < n; s++) {
            long size = slices[s].size();
            if (size > Integer.MAX_VALUE / 4) {
                throw new IllegalArgumentException(slices[s].name() + " has too many positions to solve in memory");
            }
            index[s] = new SliceIndex(slices[s]);
            value[s] = new byte[(int) size];
            count[s] = new byte[(int) size];
            longest[s] = new byte[(int) size];
            unread[s] = UnreadValues.bits(size);
        }
    }

    Slice[] slices() {
        return slices.clone();
    }

    /** The indices of the {@code s}-th of {@link #slices()} that no look-up reads, found while solving. */
    long[] unread(int s) {
        return unread[s];
    }

    /** Solves the pair; the values come back in the order of {@link #slices()}. */
    byte[][] solve(Progress progress) {
        this.progress = progress;
        for (Slice s : slices) {
            pairSize += s.size();
        }
        for (int s = 0; s < slices.length; s++) {
            initialise(s);
        }
        propagate();
        credit(2 * pairSize);
        return value;
    }

    /** Reports the work up to {@code total} halves of a position. */
    private void credit(long total) {
        long n = Math.min(total, 2 * pairSize) / 2 - credited;
        if (n > 0) {
            credited += n;
            progress.advance(n);
        }
    }

    private void initialise(int s) {
        SliceIndex ix = index[s];
        int size = value[s].length;
        int reported = 0;
        for (int i = 0; i < size; i++) {
            if ((i & 0xFFFF) == 0xFFFF) {
                halves += i - reported;
                reported = i;
                credit(halves);
            }
            if (!ix.position(i, pos)) {
                UnreadValues.mark(unread[s], i);
                continue; // men of both sides on one square: not a position, never reached
            }
            long mover = Board.expand(pos[0] | pos[1]);
            long other = Board.expand(pos[2] | pos[3]);
            long kings = Board.expand(pos[1] | pos[3]);
            MoveGenerator.generate(mover, other, kings, true, true, list);
            int n = list.size();
            if (n == 0) {
                decide(s, i, Value.lossIn(0), 0);
                continue;
            }
            if (MoveList.captured(list.move(0)) != 0) {
                UnreadValues.mark(unread[s], i); // a capture is forced: the look-up works it out from the captures
            }
            int quiet = 0;
            int best = Value.UNKNOWN; // the best conversion's value, once there is one
            for (int j = 0; j < n; j++) {
                long m = list.move(j);
                long captured = MoveList.captured(m);
                if (captured != 0 && repeated(j, m)) {
                    continue; // another route taking the same pieces to the same square
                }
                long from = 1L << MoveList.fromBit(m);
                long to = 1L << MoveList.toBit(m);
                boolean man = (kings & from) == 0;
                boolean crowns = man && (to & Squares.WHITE_BACK_ROW) != 0;
                if (captured == 0 && !crowns) {
                    quiet++;
                    continue;
                }
                int next = solved.valueAfter(mover, other, kings, m);
                if (next == Value.UNKNOWN) {
                    throw new IllegalStateException("solving " + slices[s].name() + " needs a slice not yet solved");
                }
                best = best == Value.UNKNOWN ? Value.before(next) : Value.better(best, Value.before(next));
            }
            boolean cannotLose = best == Value.DRAW || Value.isWin(best);
            int longestLoss = Value.isLoss(best) ? Value.plies(best) : 0;
            if (Value.isWin(best)) {
                buckets.add(Value.plies(best), entry(s, i, true));
            }
            if (quiet == 0 && !cannotLose) {
                decide(s, i, Value.lossIn(longestLoss), longestLoss);
            } else {
                count[s][i] = (byte) (quiet | (cannotLose ? CANNOT_LOSE : 0));
                longest[s][i] = (byte) longestLoss;
            }
        }
        halves += size - reported;
        credit(halves);
    }

    private boolean repeated(int j, long m) {
        for (int k = 0; k < j; k++) {
            if (list.move(k) == m) {
                return true;
            }
        }
        return false;
    }

    private static int entry(int side, int i, boolean tentative) {
        return i << 2 | side << 1 | (tentative ? 1 : 0);
    }

    private void decide(int s, int i, int v, int depth) {
        value[s][i] = (byte) v;
        buckets.add(depth, entry(s, i, false));
    }

    private void propagate() {
        for (int d = 0; d <= Value.MAX_PLIES; d++) {
            for (int k = 0; k < buckets.size(d); k++) {
                int e = buckets.get(d, k);
                int s = (e >>> 1) & 1;
                int i = e >>> 2;
                if ((e & 1) != 0) {
                    if (value[s][i] != 0) {
                        continue; // already decided, by a win at least as short
                    }
                    value[s][i] = (byte) Value.winIn(d);
                }
                predecessors(s, i, Value.isLoss(value[s][i] & 0xFF), d);
                if ((++halves & 0xFFFF) == 0) {
                    credit(halves);
                }
            }
            buckets.drop(d);
        }
    }

    /** Every position of the partner slice that reaches position {@code i} of slice {@code s} by a quiet move. */
    private void predecessors(int s, int i, boolean lost, int depth) {
        index[s].position(i, pos);
        long mover = Board.expand(pos[0] | pos[1]);
        long other = Board.expand(pos[2] | pos[3]);
        long kings = Board.expand(pos[1] | pos[3]);
        long empty = ~(mover | other) & Squares.ALL;
        long moverTurned = Board.turn(mover);
        int p = slices.length == 1 ? 0 : 1 - s;
        // The other side moved last; its men go down the board, so they came from above.
        for (long o = other; o != 0; o &= o - 1) {
            long t = o & -o;
            boolean king = (kings & t) != 0;
            unmake(p, t, t << 4, king, mover, other, kings, empty, moverTurned, lost, depth);
            unmake(p, t, t << 5, king, mover, other, kings, empty, moverTurned, lost, depth);
            if (king) {
                unmake(p, t, t >>> 4, true, mover, other, kings, empty, moverTurned, lost, depth);
                unmake(p, t, t >>> 5, true, mover, other, kings, empty, moverTurned, lost, depth);
            }
        }
    }

    private void unmake(int p, long to, long from, boolean king, long mover, long other, long kings, long empty,
                        long moverTurned, boolean lost, int depth) {
        if ((from & empty) == 0) {
            return;
        }
        long o2 = other ^ to ^ from;
        long k2 = king ? kings ^ to ^ from : kings;
        if (MoveGenerator.jumpers(o2, mover, k2, false) != 0) {
            return; // a capture was there to take, so this quiet move was not legal
        }
        long rm = Board.turn(o2);
        long rk = Board.turn(k2);
        int r = (int) index[p].index(Board.compact(rm & ~rk), Board.compact(rm & rk), Board.compact(moverTurned & ~rk),
                Board.compact(moverTurned & rk));
        if (value[p][r] != 0) {
            return;
        }
        if (lost) {
            decide(p, r, Value.winIn(depth + 1), depth + 1);
            return;
        }
        int c = count[p][r] & 0xFF;
        int left = (c & COUNT) - 1;
        if (left < 0) {
            throw new IllegalStateException("retrograde count below zero in " + slices[p].name() + " at " + r);
        }
        count[p][r] = (byte) ((c & CANNOT_LOSE) | left);
        if (left == 0 && (c & CANNOT_LOSE) == 0) {
            int d = Math.max(depth + 1, longest[p][r] & 0xFF);
            decide(p, r, Value.lossIn(d), d);
        }
    }
}
