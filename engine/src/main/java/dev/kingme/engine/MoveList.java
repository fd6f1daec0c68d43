package dev.kingme.engine;

/**
 * A reusable list of moves in their packed form, filled by {@link MoveGenerator} without allocating.
 *
 * <p>A packed move is a {@code long}: bits 0-34 hold the captured pieces as a bitboard, bits 36-41 the
 * bit index of the origin square and bits 42-47 that of the destination. For captures, {@link #path(int)}
 * holds the landing squares in order (see {@link #pathLength(long)} and {@link #pathSquare(long, int)}),
 * so two routes that take the same pieces stay two moves.
 */
public final class MoveList {
    /** Enough for any legal position (the largest known counts are far below). */
    public static final int CAPACITY = 256;

    static final long CAPTURE_MASK = (1L << 35) - 1;

    final long[] moves = new long[CAPACITY];
    final long[] paths = new long[CAPACITY];
    int size;

    public int size() {
        return size;
    }

    public void clear() {
        size = 0;
    }

    public long move(int i) {
        return moves[i];
    }

    public long path(int i) {
        return paths[i];
    }

    void add(long move, long path) {
        moves[size] = move;
        paths[size] = path;
        size++;
    }

    public static long pack(int fromBit, int toBit, long captured) {
        return captured | ((long) fromBit << 36) | ((long) toBit << 42);
    }

    public static int fromBit(long move) {
        return (int) (move >>> 36) & 63;
    }

    public static int toBit(long move) {
        return (int) (move >>> 42) & 63;
    }

    public static long captured(long move) {
        return move & CAPTURE_MASK;
    }

    /** Number of landing squares recorded in a capture path (0 for a simple move). */
    public static int pathLength(long path) {
        return (int) (path & 15);
    }

    /** The {@code i}-th landing square (1..32) of a capture path. */
    public static int pathSquare(long path, int i) {
        return (int) ((path >>> (4 + 5 * i)) & 31) + 1;
    }

    static long extendPath(long path, int landingBit) {
        int n = (int) (path & 15);
        return ((path & ~15L) | (long) (Squares.squareOfBit(landingBit) - 1) << (4 + 5 * n)) | (n + 1);
    }
}
