package dev.kingme.engine.egdb;

import java.util.zip.DataFormatException;

/**
 * The blocks of {@link PackedValues} last inflated by look-ups, shared by every thread: a look-up in a
 * slice kept deflated finds its block here, or inflates it (about 10 microseconds for {@value
 * PackedValues#BLOCK} values) and puts it in the slot the block's number chooses, in place of the block there.
 * The search's look-ups come back to the same few blocks again and again, so most of them are found.
 *
 * <p>Threads read and replace slots without locks: a slot holds an immutable block (final fields), so a
 * thread sees either a whole block or another whole block, and a look-up checks that the block it found is
 * the one it wants. Only a look-up that misses allocates (the block it inflates).
 */
final class BlockCache {
    /** The cache's size when the system property {@code kingme.egdb.cache} (megabytes) does not say. */
    static final int DEFAULT_MEGABYTES = 128;

    private record Block(long key, byte[] values) {
    }

    private final Block[] slots;
    private final int mask;

    /** A cache of at least one block and at most {@code bytes} of inflated values (rounded down to a power of two). */
    BlockCache(long bytes) {
        int count = Integer.highestOneBit((int) Math.max(1, Math.min(1 << 24, bytes / PackedValues.BLOCK)));
        slots = new Block[count];
        mask = count - 1;
    }

    /** A cache of the size the system property {@code kingme.egdb.cache} gives in megabytes, or the default. */
    static BlockCache standard() {
        String mb = System.getProperty("kingme.egdb.cache");
        long megabytes = DEFAULT_MEGABYTES;
        if (mb != null && !mb.isBlank()) {
            try {
                megabytes = Math.max(0, Long.parseLong(mb.strip()));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("kingme.egdb.cache must be a number of megabytes, got \"" + mb + "\"");
            }
        }
        return new BlockCache(megabytes << 20);
    }

    /** The value at {@code index} of the values {@code packed} of the slice numbered {@code slice}. */
    int value(int slice, PackedValues packed, long index) {
        int b = (int) (index >>> PackedValues.BLOCK_SHIFT);
        long key = ((long) slice << 32) | b;
        int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & mask;
        Block found = slots[slot];
        if (found == null || found.key != key) {
            found = new Block(key, inflate(slice, packed, b));
            slots[slot] = found;
        }
        return found.values[(int) (index & (PackedValues.BLOCK - 1))] & 0xFF;
    }

    private static byte[] inflate(int slice, PackedValues packed, int b) {
        byte[] values = new byte[packed.blockLength(b)];
        try {
            packed.inflate(b, values);
        } catch (DataFormatException e) {
            // the blocks were all inflated and checked when the slice was read, so this is memory gone bad
            throw new IllegalStateException("endgame database slice " + slice + ": " + e.getMessage(), e);
        }
        return values;
    }
}
