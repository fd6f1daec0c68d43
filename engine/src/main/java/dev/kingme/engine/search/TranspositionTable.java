package dev.kingme.engine.search;

/**
 * A fixed-size hash table of search results, kept in one primitive array so that a probe costs no
 * allocation and the garbage collector never walks it. An entry is three neighbouring words (checked key,
 * move, packed data), and the two entries of a bucket lie side by side, so a probe touches one or two cache
 * lines rather than one in each of three arrays: the table is far larger than the caches, and reading it is
 * much of the search's time.
 *
 * <p>Entries come in buckets of two. The first slot keeps the deepest result (it is replaced only by a
 * result at least as deep, by the same position, or when it is left over from an earlier search); the second
 * slot always takes what the first refused, so recent shallow results are not lost either. Each entry keeps
 * the whole 64-bit key, so a false match needs two positions with the same hash; the stored move is checked
 * against the legal moves before it is used anyway.
 *
 * <p>Several search threads share one table without locks. The key is stored XORed with the move and the
 * packed word, and {@link #read} takes the three words once and checks them against each other, so an entry
 * another thread was half-way through writing reads as a miss rather than as a wrong score.
 *
 * <p>The packed word holds the score (16 bits, signed), the depth (8 bits), the bound (2 bits) and the
 * search generation (6 bits).
 */
public final class TranspositionTable {
    /** The stored score is exactly the value (a PV node). */
    public static final int EXACT = 3;
    /** The stored score is a lower bound (the node failed high). */
    public static final int LOWER = 2;
    /** The stored score is an upper bound (the node failed low). */
    public static final int UPPER = 1;

    /** The words of an entry: the key XORed with the other two, the move, the packed data. */
    private static final int WORDS = 3;
    private static final int BYTES_PER_ENTRY = WORDS * Long.BYTES;

    /** Entry {@code e} at {@code WORDS * e}. */
    private final long[] words;
    private final int entries;
    private final int bucketMask;
    private int generation;

    /** A table of about {@code megabytes} MB (at least one bucket), rounded down to a power of two entries. */
    public TranspositionTable(int megabytes) {
        if (megabytes < 1) {
            throw new IllegalArgumentException("a transposition table needs at least 1 MB, got " + megabytes);
        }
        long wanted = (long) megabytes * 1024 * 1024 / BYTES_PER_ENTRY;
        int entries = Integer.highestOneBit((int) Math.min(wanted, 1 << 30));
        this.entries = Math.max(entries, 2);
        words = new long[WORDS * this.entries];
        bucketMask = this.entries / 2 - 1;
    }

    /** The number of entries. */
    public int capacity() {
        return entries;
    }

    /** Forgets everything. */
    public void clear() {
        java.util.Arrays.fill(words, 0L);
        generation = 0;
    }

    /** Marks the start of a new search: entries from earlier searches become the first to be replaced. */
    public void nextGeneration() {
        generation = (generation + 1) & 63;
    }

    /** The slot holding {@code key}, or -1. */
    public int probe(long key) {
        int i = bucket(key);
        if (data(i) != 0 && keyAt(i) == key) {
            return i;
        }
        if (data(i + 1) != 0 && keyAt(i + 1) == key) {
            return i + 1;
        }
        return -1;
    }

    /** Copies the entry of {@code key} into {@code into}; false (and {@code into} untouched) when there is none. */
    boolean read(long key, Entry into) {
        int at = WORDS * bucket(key);
        for (int w = at; w <= at + WORDS; w += WORDS) {
            long k = words[w];
            long m = words[w + 1];
            int d = (int) words[w + 2];
            if (d != 0 && (k ^ m ^ d) == key) {
                into.move = m;
                into.data = d;
                return true;
            }
        }
        return false;
    }

    /** One entry as read by {@link #read}: a searcher's own copy, safe from other threads' writes. */
    static final class Entry {
        long move;
        int data;

        int score() {
            return (short) data;
        }

        int depth() {
            return (data >>> 16) & 0xFF;
        }

        int bound() {
            return (data >>> 24) & 3;
        }
    }

    public long move(int slot) {
        return words[WORDS * slot + 1];
    }

    public int score(int slot) {
        return (short) data(slot);
    }

    public int depth(int slot) {
        return (data(slot) >>> 16) & 0xFF;
    }

    public int bound(int slot) {
        return (data(slot) >>> 24) & 3;
    }

    /**
     * Records a result. {@code move} is the packed best move or 0; {@code depth} is clamped to 0..255 and
     * {@code score} must fit in 16 bits (every search score does).
     */
    public void store(long key, long move, int score, int depth, int bound) {
        int i = bucket(key);
        int slot;
        if (keyAt(i) == key || data(i) == 0 || depth >= depth(i) || generationOf(i) != generation) {
            slot = i;
        } else {
            slot = i + 1;
        }
        if (move == 0 && keyAt(slot) == key) {
            move = move(slot); // keep the move an earlier search of this position found
        }
        int d = Math.max(0, Math.min(255, depth));
        int packed = (score & 0xFFFF) | d << 16 | (bound & 3) << 24 | generation << 26;
        int w = WORDS * slot;
        words[w] = key ^ move ^ packed;
        words[w + 1] = move;
        words[w + 2] = packed;
    }

    private int data(int slot) {
        return (int) words[WORDS * slot + 2];
    }

    private long keyAt(int slot) {
        int w = WORDS * slot;
        return words[w] ^ words[w + 1] ^ (int) words[w + 2];
    }

    private int generationOf(int slot) {
        return data(slot) >>> 26;
    }

    private int bucket(long key) {
        return ((int) (key ^ (key >>> 32)) & bucketMask) << 1;
    }
}
