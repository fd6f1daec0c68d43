package dev.kingme.engine.search;

import dev.kingme.engine.MoveGenerator;
import dev.kingme.engine.MoveList;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import dev.kingme.engine.Squares;

/**
 * Perfect play for every position with few pieces, worked out by the engine itself: win, loss or draw for
 * the side to move, with the plies to the end of the game under best play (the winner hurrying, the loser
 * holding out).
 *
 * <p>How it is built: every position with 1 to {@code pieces} pieces is listed (men never on the row where
 * they would be kings), with its successors. Then, ply by ply: a position whose side has no move is lost
 * in 0; at pass {@code n}, a position with a successor lost in {@code n - 1} is won in {@code n}, and one
 * whose successors are all won (each in fewer than {@code n} plies) is lost in {@code n}. When a pass decides
 * nothing, whatever is left is a draw: neither side can force anything, because every capture and crowning
 * stays inside the set. Up to three pieces this takes well under a few seconds and a few MB, so it is built
 * in memory on first use ({@link #standard()}); four pieces would need some 16 million positions and a file
 * format, which this class does not have.
 *
 * <p>Draws here are draws of the rules without the repetition and no-progress counts, which cannot turn a
 * forced win into anything else but do not exist in this idealised game; a real game's counters are the
 * caller's business.
 */
public final class EndgameDatabase {
    /** The largest number of pieces this class will build for. */
    public static final int MAX_PIECES = 3;

    private final int pieces;
    private final int[] keys;
    private final byte[] values;
    private final int mask;
    private final int size;
    private final long buildMillis;

    private EndgameDatabase(int pieces, int[] keys, byte[] values, int size, long buildMillis) {
        this.pieces = pieces;
        this.keys = keys;
        this.values = values;
        this.mask = keys.length - 1;
        this.size = size;
        this.buildMillis = buildMillis;
    }

    /** The database for up to {@value #MAX_PIECES} pieces, built on first use and then shared. */
    public static EndgameDatabase standard() {
        return Standard.DATABASE;
    }

    private static final class Standard {
        static final EndgameDatabase DATABASE = build(MAX_PIECES);
    }

    /** The number of pieces up to which the database answers. */
    public int pieces() {
        return pieces;
    }

    /** The number of positions it holds. */
    public int size() {
        return size;
    }

    /** How long building it took, in milliseconds. */
    public long buildMillis() {
        return buildMillis;
    }

    /** True when {@code p} has few enough pieces to be looked up. */
    public boolean covers(Position p) {
        return Long.bitCount(p.black() | p.white()) <= pieces;
    }

    /**
     * The value of {@code p} for the side to move: {@link Score#winIn}, {@link Score#lossIn} (plies from
     * {@code p}) or 0 for a draw.
     *
     * @throws IllegalArgumentException when {@code p} has too many pieces
     */
    public int score(Position p) {
        if (!covers(p)) {
            throw new IllegalArgumentException(p + " has more than " + pieces + " pieces");
        }
        int v = probe(p.black(), p.white(), p.kings(), p.toMove() == Side.WHITE);
        if (v == UNKNOWN) {
            throw new IllegalArgumentException(p + " has a man on the row where it would be a king");
        }
        return v;
    }

    /** What {@link #probe} returns for a position that is not in the database. */
    static final int UNKNOWN = Integer.MIN_VALUE;

    /**
     * As {@link #score(Position)} for bitboards with few enough pieces, or {@link #UNKNOWN} for a position
     * that cannot occur in a game (a man on its crowning row).
     */
    int probe(long black, long white, long kings, boolean whiteToMove) {
        int s = slot(key(black, white, kings, whiteToMove));
        if (s < 0) {
            return UNKNOWN;
        }
        int v = values[s];
        if (v > 0) {
            return Score.winIn(v);
        }
        if (v < 0) {
            return Score.lossIn(-v - 1);
        }
        return 0;
    }

    /**
     * Builds the database for 1 to {@code pieces} pieces.
     *
     * @throws IllegalArgumentException unless {@code pieces} is 1..{@value #MAX_PIECES}
     */
    public static EndgameDatabase build(int pieces) {
        if (pieces < 1 || pieces > MAX_PIECES) {
            throw new IllegalArgumentException("endgame databases go from 1 to " + MAX_PIECES + " pieces, not "
                    + pieces);
        }
        long start = System.nanoTime();
        Builder b = new Builder(pieces);
        b.enumerate();
        b.link();
        b.solve();
        return new EndgameDatabase(pieces, b.table, b.tableValues(), b.count,
                (System.nanoTime() - start) / 1_000_000L);
    }

    /**
     * The key of a position: for each piece in square order, 7 bits of square, colour and king; then the
     * side to move and the number of pieces. Never 0, since a position has at least one piece.
     */
    static int key(long black, long white, long kings, boolean whiteToMove) {
        long occupied = black | white;
        int key = 0;
        int shift = 0;
        for (long m = occupied; m != 0; m &= m - 1) {
            int b = Long.numberOfTrailingZeros(m);
            int code = (Squares.squareOfBit(b) - 1) << 2 | (int) ((white >>> b) & 1) << 1 | (int) ((kings >>> b) & 1);
            key |= code << shift;
            shift += 7;
        }
        return key | (whiteToMove ? 1 : 0) << 21 | Long.bitCount(occupied) << 22;
    }

    /** The table slot of {@code key}, or -1. */
    private int slot(int key) {
        int i = mix(key) & mask;
        while (keys[i] != key) {
            if (keys[i] == 0) {
                return -1;
            }
            i = (i + 1) & mask;
        }
        return i;
    }

    static int mix(int key) {
        int h = key * 0x9E3779B1;
        return h ^ (h >>> 15);
    }

    /** The working state of one build; dropped once the values are in the lookup table. */
    private static final class Builder {
        final int pieces;
        int count;
        long[] black = new long[1024];
        long[] white = new long[1024];
        long[] kingBoards = new long[1024];
        boolean[] whiteToMove = new boolean[1024];
        int[] table;
        int[] tableIndex;
        int[] firstSuccessor;
        int[] successors;
        /** Per position: 0 undecided, else plies + 1, with the sign of the result (+ win, - loss). */
        int[] result;

        Builder(int pieces) {
            this.pieces = pieces;
        }

        void enumerate() {
            for (int n = 1; n <= pieces; n++) {
                place(n, 0, 0L, 0L, 0L);
            }
            int capacity = Integer.highestOneBit(Math.max(2, count) * 2) * 2;
            table = new int[capacity];
            tableIndex = new int[capacity];
            for (int i = 0; i < count; i++) {
                int key = key(black[i], white[i], kingBoards[i], whiteToMove[i]);
                int s = mix(key) & (capacity - 1);
                while (table[s] != 0) {
                    s = (s + 1) & (capacity - 1);
                }
                table[s] = key;
                tableIndex[s] = i;
            }
        }

        /** Places {@code left} more pieces on squares above {@code from}, each of the four kinds. */
        private void place(int left, int from, long b, long w, long k) {
            if (left == 0) {
                add(b, w, k, false);
                add(b, w, k, true);
                return;
            }
            for (int s = from + 1; s <= 32; s++) {
                long m = Squares.mask(s);
                boolean blackMan = (m & Squares.WHITE_BACK_ROW) == 0;
                boolean whiteMan = (m & Squares.BLACK_BACK_ROW) == 0;
                if (blackMan) {
                    place(left - 1, s, b | m, w, k);
                }
                place(left - 1, s, b | m, w, k | m);
                if (whiteMan) {
                    place(left - 1, s, b, w | m, k);
                }
                place(left - 1, s, b, w | m, k | m);
            }
        }

        private void add(long b, long w, long k, boolean wtm) {
            if (count == black.length) {
                int n = count * 2;
                black = java.util.Arrays.copyOf(black, n);
                white = java.util.Arrays.copyOf(white, n);
                kingBoards = java.util.Arrays.copyOf(kingBoards, n);
                whiteToMove = java.util.Arrays.copyOf(whiteToMove, n);
            }
            black[count] = b;
            white[count] = w;
            kingBoards[count] = k;
            whiteToMove[count] = wtm;
            count++;
        }

        int indexOf(int key) {
            int s = mix(key) & (table.length - 1);
            while (table[s] != key) {
                s = (s + 1) & (table.length - 1);
            }
            return tableIndex[s];
        }

        /** Lists every position's successors (capture routes with the same effect once). */
        void link() {
            firstSuccessor = new int[count + 1];
            successors = new int[count * 4];
            MoveList list = new MoveList();
            int n = 0;
            for (int i = 0; i < count; i++) {
                firstSuccessor[i] = n;
                Position p = Position.of(black[i], white[i], kingBoards[i], whiteToMove[i] ? Side.WHITE : Side.BLACK);
                boolean bl = !whiteToMove[i];
                MoveGenerator.generate(bl ? black[i] : white[i], bl ? white[i] : black[i], kingBoards[i], bl, true, list);
                for (int j = 0; j < list.size(); j++) {
                    long m = list.move(j);
                    boolean seen = false;
                    for (int k = 0; k < j && !seen; k++) {
                        seen = list.move(k) == m;
                    }
                    if (seen) {
                        continue;
                    }
                    Position c = p.applyPacked(m);
                    if (n == successors.length) {
                        successors = java.util.Arrays.copyOf(successors, n * 2);
                    }
                    successors[n++] = indexOf(key(c.black(), c.white(), c.kings(), c.toMove() == Side.WHITE));
                }
            }
            firstSuccessor[count] = n;
        }

        void solve() {
            result = new int[count];
            int[] open = new int[count];
            int openCount = 0;
            for (int i = 0; i < count; i++) {
                if (firstSuccessor[i] == firstSuccessor[i + 1]) {
                    result[i] = -1; // no move: lost in 0
                } else {
                    open[openCount++] = i;
                }
            }
            for (int plies = 1; openCount > 0; plies++) {
                int[] decided = new int[2 * openCount];
                int decidedCount = 0;
                int kept = 0;
                for (int o = 0; o < openCount; o++) {
                    int i = open[o];
                    boolean win = false;
                    boolean allWon = true;
                    for (int s = firstSuccessor[i]; s < firstSuccessor[i + 1]; s++) {
                        int r = result[successors[s]];
                        if (r < 0 && -r - 1 == plies - 1) {
                            win = true;
                            break;
                        }
                        if (r <= 0 || r > plies - 1) {
                            allWon = false; // undecided, drawn, or won only in this very pass
                        }
                    }
                    if (win) {
                        decided[decidedCount++] = i;
                        decided[decidedCount++] = plies;
                    } else if (allWon) {
                        decided[decidedCount++] = i;
                        decided[decidedCount++] = -(plies + 1);
                    } else {
                        open[kept++] = i;
                    }
                }
                if (decidedCount == 0) {
                    break; // nothing moves any more: the rest are draws
                }
                for (int d = 0; d < decidedCount; d += 2) {
                    result[decided[d]] = decided[d + 1];
                }
                openCount = kept;
            }
        }

        /** The results in the lookup table's slots, as bytes (the longest result must fit). */
        byte[] tableValues() {
            byte[] out = new byte[table.length];
            for (int s = 0; s < table.length; s++) {
                if (table[s] != 0) {
                    int r = result[tableIndex[s]];
                    if (r > Byte.MAX_VALUE || r < Byte.MIN_VALUE) {
                        throw new IllegalStateException("a result of " + r + " plies does not fit a byte");
                    }
                    out[s] = (byte) r;
                }
            }
            return out;
        }
    }
}
