package dev.kingme.engine;

import java.util.Arrays;

/**
 * One whole move of American checkers: a simple step, or a capture with every landing square of its
 * route. Two capture routes that take the same pieces to the same square are two different moves here
 * (they differ in {@link #path()}), but they lead to the same position ({@link #sameEffect(Move)}).
 */
public final class Move {
    private final int from;
    private final int[] path;
    private final long captured;
    private final long packed;

    Move(long packed, long pathBits) {
        this.packed = packed;
        this.from = Squares.squareOfBit(MoveList.fromBit(packed));
        this.captured = MoveList.captured(packed);
        int n = MoveList.pathLength(pathBits);
        if (n == 0) {
            this.path = new int[] {Squares.squareOfBit(MoveList.toBit(packed))};
        } else {
            this.path = new int[n];
            for (int i = 0; i < n; i++) {
                path[i] = MoveList.pathSquare(pathBits, i);
            }
        }
    }

    /** The square the piece starts on (1..32). */
    public int from() {
        return from;
    }

    /** The square the piece ends on (1..32). */
    public int to() {
        return path[path.length - 1];
    }

    /** Every square the piece lands on, in order, ending with {@link #to()}. */
    public int[] path() {
        return path.clone();
    }

    public boolean isCapture() {
        return captured != 0;
    }

    /** The captured pieces as a bitboard (see {@link Squares}). */
    public long capturedMask() {
        return captured;
    }

    /** The captured squares in ascending order. */
    public int[] capturedSquares() {
        return Squares.list(captured);
    }

    /** The packed form used by {@link MoveList} (origin, destination and captured pieces, not the route). */
    public long packed() {
        return packed;
    }

    /** True when both moves start and end on the same squares and take the same pieces. */
    public boolean sameEffect(Move other) {
        return packed == other.packed;
    }

    /** PDN with the full route: {@code 11-15}, {@code 25x18x11}. */
    public String toPdn() {
        if (!isCapture()) {
            return from + "-" + to();
        }
        StringBuilder sb = new StringBuilder().append(from);
        for (int s : path) {
            sb.append('x').append(s);
        }
        return sb.toString();
    }

    /** PDN with origin and destination only: {@code 11-15}, {@code 25x11}. */
    public String toShortPdn() {
        return from + (isCapture() ? "x" : "-") + to();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Move && ((Move) o).packed == packed && Arrays.equals(((Move) o).path, path);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(packed) * 31 + Arrays.hashCode(path);
    }

    @Override
    public String toString() {
        return toPdn();
    }
}
