package dev.kingme.engine.egdb;

import dev.kingme.engine.MoveGenerator;
import dev.kingme.engine.MoveList;
import dev.kingme.engine.Squares;
import java.nio.ByteBuffer;

/**
 * Solved slices, one byte per position ({@link Value}), each in memory, in memory deflated block by block
 * ({@link PackedValues}, read through a {@link BlockCache}) or mapped from disk ({@link UnpackedSlice}), and
 * the look-up of a position in them. A position with White to move is looked up
 * turned round with the colours swapped (see {@link Board}). A position whose side to move has a capture is
 * not read from its slice: its value is worked out from the positions its captures lead to, in slices of fewer
 * pieces, so the files need not hold it ({@link UnreadValues}). Reading is safe from many threads once the
 * slices are in.
 */
public final class Tables {
    /** More captures in a row than a look-up can meet: each takes a piece, and no slice has this many. */
    private static final int MAX_CAPTURES = 16;
    /** A look-up's move lists by capture, one set a thread (allocated on a thread's first capture). */
    private static final ThreadLocal<MoveList[]> CAPTURE_LISTS = ThreadLocal.withInitial(() -> new MoveList[MAX_CAPTURES]);
    private final byte[][] values = new byte[8 * 8 * 8 * 8][];
    private final PackedValues[] packed = new PackedValues[8 * 8 * 8 * 8];
    private final ByteBuffer[] mapped = new ByteBuffer[8 * 8 * 8 * 8];
    private final SliceIndex[] indexes = new SliceIndex[8 * 8 * 8 * 8];
    private BlockCache cache;
    private long positions;
    private long bytes;
    private long packedBytes;
    private long mappedBytes;

    /** Tables whose slices kept deflated share a cache of the size {@link BlockCache#standard()} gives. */
    Tables() {
    }

    /** Tables whose slices kept deflated share {@code cache}. */
    Tables(BlockCache cache) {
        this.cache = cache;
    }

    /** Adds a solved slice ({@code values[i]} is the value of index {@code i}). */
    void put(Slice s, byte[] v) {
        int k = slot(s, v.length);
        if (!has(s)) {
            positions += v.length;
            bytes += v.length;
        }
        values[k] = v;
        indexes[k] = new SliceIndex(s);
    }

    /** Adds a solved slice kept deflated in memory, block by block. */
    void putPacked(Slice s, PackedValues v) {
        int k = slot(s, v.size());
        if (!has(s)) {
            positions += v.size();
            packedBytes += v.bytes();
        }
        if (cache == null) {
            cache = BlockCache.standard();
        }
        packed[k] = v;
        indexes[k] = new SliceIndex(s);
    }

    /** Adds a solved slice read from disk through {@code v}, a read-only mapping of its values. */
    void putMapped(Slice s, ByteBuffer v) {
        int k = slot(s, v.capacity());
        if (!has(s)) {
            positions += v.capacity();
            mappedBytes += v.capacity();
        }
        mapped[k] = v;
        indexes[k] = new SliceIndex(s);
    }

    /** The slot of slice {@code s}, once {@code size} values are found to be its size. */
    private static int slot(Slice s, long size) {
        if (size != s.size()) {
            throw new IllegalArgumentException(s.name() + ": " + size + " values for " + s.size() + " indices");
        }
        return key(s.moverMen(), s.moverKings(), s.otherMen(), s.otherKings());
    }

    boolean has(Slice s) {
        return held(key(s.moverMen(), s.moverKings(), s.otherMen(), s.otherKings()));
    }

    private boolean held(int k) {
        return values[k] != null || packed[k] != null || mapped[k] != null;
    }

    /** The values of slice {@code s} (copied out of the blocks or the mapping where it is not inflated), or null. */
    byte[] get(Slice s) {
        int k = key(s.moverMen(), s.moverKings(), s.otherMen(), s.otherKings());
        if (values[k] != null || !held(k)) {
            return values[k];
        }
        if (mapped[k] != null) {
            byte[] copy = new byte[Math.toIntExact(s.size())];
            mapped[k].get(0, copy);
            return copy;
        }
        try {
            return packed[k].inflateAll();
        } catch (java.util.zip.DataFormatException e) {
            // every block was inflated and checked when the slice was read
            throw new IllegalStateException(s.name() + ": " + e.getMessage(), e);
        }
    }

    /** The number of indices held, over all slices. */
    public long positions() {
        return positions;
    }

    /** The memory the values held in memory take. */
    public long bytes() {
        return bytes;
    }

    /** The memory the slices kept deflated take. */
    public long packedBytes() {
        return packedBytes;
    }

    /** The size of the values read from disk as they are needed. */
    public long mappedBytes() {
        return mappedBytes;
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
        return value(mover, other, kings, 0);
    }

    /**
     * The value for the side to move after the mover of ({@code mover}, {@code other}, {@code kings}) plays
     * {@code move}, a capture or a crowning (both lead into other slices): the position is turned round for
     * the other side to move.
     */
    int valueAfter(long mover, long other, long kings, long move) {
        return valueAfter(mover, other, kings, move, 0);
    }

    private int valueAfter(long mover, long other, long kings, long move, int captures) {
        long from = 1L << MoveList.fromBit(move);
        long to = 1L << MoveList.toBit(move);
        long captured = MoveList.captured(move);
        long m2 = (mover & ~from) | to;
        long o2 = other & ~captured;
        long k2 = kings & ~captured;
        if ((kings & from) != 0) {
            k2 = (k2 & ~from) | to;
        } else if ((to & Squares.WHITE_BACK_ROW) != 0) {
            k2 |= to;
        }
        return value(Board.turn(o2), Board.turn(m2), Board.turn(k2), captures);
    }

    /**
     * The value of a position whose mover must capture: the best of what its captures lead to
     * ({@link Value#better}). This is how the solver decides such a position, which no quiet move reaches.
     */
    private int captureValue(long mover, long other, long kings, int captures) {
        MoveList[] lists = CAPTURE_LISTS.get();
        MoveList list = lists[captures];
        if (list == null) {
            list = lists[captures] = new MoveList();
        }
        MoveGenerator.generate(mover, other, kings, true, true, list);
        int best = Value.UNKNOWN;
        for (int j = 0; j < list.size(); j++) {
            int next = valueAfter(mover, other, kings, list.move(j), captures + 1);
            if (next == Value.UNKNOWN) {
                return Value.UNKNOWN;
            }
            best = j == 0 ? Value.before(next) : Value.better(best, Value.before(next));
        }
        return best;
    }

    private int value(long mover, long other, long kings, int captures) {
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
        if (k < 0 || !held(k)) {
            return Value.UNKNOWN;
        }
        if (MoveGenerator.jumpers(mover, other, kings, true) != 0) {
            return captures < MAX_CAPTURES - 1 ? captureValue(mover, other, kings, captures) : Value.UNKNOWN;
        }
        byte[] v = values[k];
        long i = indexes[k].index(mm, mk, om, ok);
        if (v != null) {
            return v[(int) i] & 0xFF;
        }
        PackedValues p = packed[k];
        if (p != null) {
            return cache.value(k, p, i);
        }
        return mapped[k].get((int) i) & 0xFF;
    }

    private static int key(int a, int b, int c, int d) {
        if ((a | b | c | d) >= 8) {
            return -1;
        }
        return ((a * 8 + b) * 8 + c) * 8 + d;
    }
}
