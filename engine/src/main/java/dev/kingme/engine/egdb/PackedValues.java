package dev.kingme.engine.egdb;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * A slice's values deflated in blocks of {@value #BLOCK} values, each block on its own, so that one value is
 * read by inflating one block: how a slice too big to keep inflated in memory is kept there all the same
 * (about a fifth of its size, {@link BlockCache}), and the body of a {@link SliceFile} of format 3.
 *
 * <pre>
 * int       values a block ({@value #BLOCK})
 * int       blocks (n)
 * n+1 ints  where each block starts in the deflated bytes after the table, then their length
 * ...       the blocks, raw deflate
 * </pre>
 *
 * Big-endian, as the file's header. Immutable once made; any thread may inflate a block.
 */
final class PackedValues {
    /** Values a block: small enough that a look-up inflates little, big enough to compress well. */
    static final int BLOCK = 4096;
    static final int BLOCK_SHIFT = 12;
    /** Each thread's inflater, so that a look-up that inflates a block allocates only the block. */
    private static final ThreadLocal<Inflater> INFLATERS = ThreadLocal.withInitial(() -> new Inflater(true));
    /** Room for a value past a block's end, which a whole block never writes (never read; any thread may write). */
    private static final byte[] BEYOND = new byte[1];

    private final long size;
    /** {@code blocks + 1} offsets into {@link #encoded}, from {@link #base}. */
    private final int[] offsets;
    /** The table and the blocks as {@link #encoded()} gives them. */
    private final byte[] encoded;
    /** Where the first block starts in {@link #encoded}. */
    private final int base;

    private PackedValues(long size, int[] offsets, byte[] encoded) {
        this.size = size;
        this.offsets = offsets;
        this.encoded = encoded;
        this.base = 8 + 4 * offsets.length;
    }

    /** Deflates {@code values} block by block. */
    static PackedValues pack(byte[] values) {
        int blocks = blocks(values.length);
        int[] offsets = new int[blocks + 1];
        ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(1024, values.length / 4));
        byte[] chunk = new byte[2 * BLOCK + 64];
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION, true);
        try {
            for (int b = 0; b < blocks; b++) {
                int from = b * BLOCK;
                deflater.reset();
                deflater.setInput(values, from, Math.min(BLOCK, values.length - from));
                deflater.finish();
                while (!deflater.finished()) {
                    out.write(chunk, 0, deflater.deflate(chunk));
                }
                offsets[b + 1] = out.size();
            }
        } finally {
            deflater.end();
        }
        ByteBuffer encoded = ByteBuffer.allocate(Math.toIntExact(8 + 4L * offsets.length + out.size()));
        encoded.putInt(BLOCK).putInt(blocks);
        for (int o : offsets) {
            encoded.putInt(o);
        }
        encoded.put(out.toByteArray());
        return new PackedValues(values.length, offsets, encoded.array());
    }

    /** The blocks {@code size} values take. */
    static int blocks(long size) {
        return (int) ((size + BLOCK - 1) >>> BLOCK_SHIFT);
    }

    /** The table of blocks and the blocks, as a file of format 3 holds them after its header. */
    byte[] encoded() {
        return encoded;
    }

    /**
     * The values of a slice of {@code size} values from {@code encoded}, as {@link #encoded()} gave them (kept,
     * not copied); the problem in words (for the file's name to go before it) when the table does not fit
     * the slice or the bytes there are.
     */
    static PackedValues read(byte[] encoded, long size) throws Malformed {
        ByteBuffer in = ByteBuffer.wrap(encoded);
        if (in.remaining() < 8) {
            throw new Malformed("no table of blocks");
        }
        int block = in.getInt();
        int blocks = in.getInt();
        if (block != BLOCK) {
            throw new Malformed("blocks of " + block + " values, this Kingme reads blocks of " + BLOCK);
        }
        if (blocks != blocks(size) || in.remaining() < 4L * (blocks + 1)) {
            throw new Malformed(blocks + " blocks for " + size + " values");
        }
        int[] offsets = new int[blocks + 1];
        for (int b = 0; b <= blocks; b++) {
            offsets[b] = in.getInt();
            if (b == 0 ? offsets[0] != 0 : offsets[b] < offsets[b - 1]) {
                throw new Malformed("the table of blocks is out of order at block " + b);
            }
        }
        if (offsets[blocks] != in.remaining()) {
            throw new Malformed(in.remaining() + " bytes of blocks, the table says " + offsets[blocks]);
        }
        return new PackedValues(size, offsets, encoded);
    }

    /** A table of blocks that does not fit. */
    static final class Malformed extends Exception {
        Malformed(String message) {
            super(message);
        }
    }

    long size() {
        return size;
    }

    /** The bytes the deflated blocks and their table take in memory. */
    long bytes() {
        return bytes(size, encoded.length);
    }

    /** {@link #bytes()} of {@code size} values whose {@link #encoded()} form is {@code encodedLength} long. */
    static long bytes(long size, long encodedLength) {
        return encodedLength + 4L * (blocks(size) + 1);
    }

    int blockCount() {
        return offsets.length - 1;
    }

    /** The number of values in block {@code b}. */
    int blockLength(int b) {
        return (int) Math.min(BLOCK, size - ((long) b << BLOCK_SHIFT));
    }

    /**
     * Inflates block {@code b} into {@code into} (at least {@link #blockLength} long) and returns its length;
     * throws when the block does not inflate to exactly that many values.
     */
    int inflate(int b, byte[] into) throws DataFormatException {
        return inflate(b, into, 0);
    }

    /** Every value, inflated. */
    byte[] inflateAll() throws DataFormatException {
        byte[] all = new byte[Math.toIntExact(size)];
        for (int b = 0; b < blockCount(); b++) {
            inflate(b, all, b << BLOCK_SHIFT);
        }
        return all;
    }

    private int inflate(int b, byte[] into, int at) throws DataFormatException {
        int length = blockLength(b);
        Inflater inflater = INFLATERS.get();
        inflater.reset();
        inflater.setInput(encoded, base + offsets[b], offsets[b + 1] - offsets[b]);
        int n = 0;
        while (n < length && !inflater.finished()) {
            int got = inflater.inflate(into, at + n, length - n);
            if (got == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                break;
            }
            n += got;
        }
        if (n == length && !inflater.finished()) {
            // the output is full before the block's end was read: read on, and there must be nothing more
            n += inflater.inflate(BEYOND);
        }
        if (n != length || !inflater.finished()) {
            throw new DataFormatException("block " + b + " does not inflate to " + length + " values");
        }
        return n;
    }
}
