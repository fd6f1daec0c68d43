package dev.kingme.engine.egdb;

import dev.kingme.engine.MoveGenerator;

/**
 * Solved slices in memory, one byte per position ({@link Value}), and the look-up of a position in them.
 * A position with White to move is looked up turned round with the colours swapped (see {@link Board}).
 * Reading is safe from many threads once the slices are in.
 */
public final class Tables {
    private final byte[][] values = new byte[8 * 8 * 8 * 8][];
    private final SliceIndex[] indexes = new SliceIndex[8 * 8 * 8 * 8];
    private long positions;
    private long bytes;

    /** Adds a solved slice ({@code values[i]} is the value of index {@code i}). */
    void put(Slice s, byte[] v) {
        if (v.length != s.size()) {
            throw new IllegalArgumentException(s.name() + ": " + v.length + " values for " + s.size() + " indices");
        }
        int k = key(s.moverMen(), s.moverKings(), s.otherMen(), s.otherKings());
        if (values[k] == null) {
            positions += v.length;
            bytes += v.length;
        }
        values[k] = v;
        indexes[k] = new SliceIndex(s);
    }

    boolean has(Slice s) {
        return values[key(s.moverMen(), s.moverKings(), s.otherMen(), s.otherKings())] != null;
    }

    byte[] get(Slice s) {
        return values[key(s.moverMen(), s.moverKings(), s.otherMen(), s.otherKings())];
    }

    /** The number of indices held, over all slices. */
    public long positions() {
        return positions;
    }

    /** The memory the values take. */
    public long bytes() {
        return bytes;
    }

    /**
     * The value for the side to move of a position in the engine's bitboards, or {@link Value#UNKNOWN} when
     * its slice is not held. A side with no piece has lost (it has no move).
     */
    public int probe(long black, long white, long kings, boolean whiteToMove) {
        if (whiteToMove) {
            return value(Board.turn(white), Board.turn(black), Board.turn(kings));
        }
        return value(black, white, kings);
    }

    /** As {@link #probe} for a position whose side to move goes up the board (the mover plays Black's part). */
    int value(long mover, long other, long kings) {
        if (mover == 0) {
            return Value.lossIn(0);
        }
        if (other == 0) {
            // Cannot arise in a game (the game ended when the other side lost its last piece); any move ends it.
            return MoveGenerator.steppers(mover, other, kings, true) == 0 ? Value.lossIn(0) : Value.winIn(1);
        }
        int mm = Board.compact(mover & ~kings);
        int mk = Board.compact(mover & kings);
        int om = Board.compact(other & ~kings);
        int ok = Board.compact(other & kings);
        if ((mm & 0xF0000000) != 0 || (om & 0xF) != 0) {
            return Value.UNKNOWN; // a man on the row where it would be a king: not a position of the game
        }
        int k = key(Integer.bitCount(mm), Integer.bitCount(mk), Integer.bitCount(om), Integer.bitCount(ok));
        if (k < 0 || values[k] == null) {
            return Value.UNKNOWN;
        }
        return values[k][(int) indexes[k].index(mm, mk, om, ok)] & 0xFF;
    }

    private static int key(int a, int b, int c, int d) {
        if ((a | b | c | d) >= 8) {
            return -1;
        }
        return ((a * 8 + b) * 8 + c) * 8 + d;
    }
}
