package dev.kingme.engine.egdb;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.zip.CRC32C;
import java.util.zip.CheckedInputStream;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import java.util.zip.InflaterInputStream;

/**
 * One solved slice on disk, {@code NAME.egdb} ({@link Slice#name()}): a header, then the values deflated.
 *
 * <pre>
 * 8 bytes   "KINGMEDB"
 * int       format (3; 1 and 2 are read too)
 * 4 ints    mover's men, mover's kings, other men, other kings
 * long      indices (the slice's size)
 * int       CRC-32C of the values
 * long      length of the data after the header
 * int       CRC-32C of the data after the header
 * ...       the values, one byte per index (see {@link Value}), deflated in blocks ({@link PackedValues})
 * </pre>
 *
 * Big-endian. Reading checks everything it can: magic, format, slice against the name, sizes, both
 * checksums, and that the data inflates to exactly the slice's size; any mismatch is a
 * {@link DatabaseException} naming the file and what is wrong. Writing goes to a temporary file, forced to
 * the disk and then renamed into place, so neither a build that is killed nor a machine that stops leaves a
 * half-written slice under its real name (and one that is damaged all the same fails its checks).
 *
 * <p>The formats. 3 (since 2026-12-02): the values deflated in blocks, each on its own, so a slice can be
 * kept in memory as it is on disk and a value read by inflating one block ({@link PackedValues}). 2: the
 * values deflated as one stream, the indices no look-up reads stored with the value before them
 * ({@link UnreadValues}), as format 3 stores them. 1: one stream of every value as solved. All three read the
 * same through {@link Tables}, which never reads those indices, so a folder may hold files of any of them; a
 * build rewrites the older ones in format 3 ({@link Builder}). A Kingme that does not know a format refuses
 * its files by name rather than read them wrongly.
 */
final class SliceFile {
    static final String SUFFIX = ".egdb";
    private static final byte[] MAGIC = {'K', 'I', 'N', 'G', 'M', 'E', 'D', 'B'};
    static final int FORMAT = 3;
    /** One stream of deflated values, the unread indices filled. */
    static final int FORMAT_STREAM = 2;
    /** One stream of deflated values, every value as solved. */
    static final int FORMAT_ALL_VALUES = 1;
    private static final int HEADER = 8 + 4 + 16 + 8 + 4 + 8 + 4;

    private SliceFile() {
    }

    static Path path(Path dir, Slice s) {
        return dir.resolve(s.name() + SUFFIX);
    }

    /**
     * Writes {@code values} for {@code s} into {@code dir}, as they are, in the current format; returns the
     * file's size. (The builder fills the unread indices first, {@link UnreadValues}.)
     */
    static long write(Path dir, Slice s, byte[] values) throws IOException {
        return write(dir, s, FORMAT, values, PackedValues.pack(values).encoded());
    }

    /**
     * Writes {@code values} as they are in a file of format 1 or 2, one deflated stream, as Kingme wrote them
     * before format 3; returns the file's size.
     */
    static long writeStream(Path dir, Slice s, byte[] values, int format) throws IOException {
        if (format != FORMAT_ALL_VALUES && format != FORMAT_STREAM) {
            throw new IllegalArgumentException("format " + format + " is not a stream format");
        }
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        deflater.setInput(values);
        deflater.finish();
        ByteArrayOutputStream packed = new ByteArrayOutputStream(Math.max(1024, values.length / 8));
        byte[] chunk = new byte[1 << 16];
        while (!deflater.finished()) {
            int n = deflater.deflate(chunk);
            packed.write(chunk, 0, n);
        }
        deflater.end();
        return write(dir, s, format, values, packed.toByteArray());
    }

    /** Writes the header of {@code values} and then {@code body}, into place; returns the file's size. */
    private static long write(Path dir, Slice s, int format, byte[] values, byte[] body) throws IOException {
        ByteBuffer header = ByteBuffer.allocate(HEADER);
        header.put(MAGIC).putInt(format);
        header.putInt(s.moverMen()).putInt(s.moverKings()).putInt(s.otherMen()).putInt(s.otherKings());
        header.putLong(values.length).putInt(crc(values)).putLong(body.length).putInt(crc(body));
        Files.createDirectories(dir);
        Path target = path(dir, s);
        Path tmp = dir.resolve(s.name() + SUFFIX + ".tmp");
        try (FileChannel out = FileChannel.open(tmp, java.nio.file.StandardOpenOption.CREATE,
                java.nio.file.StandardOpenOption.TRUNCATE_EXISTING, java.nio.file.StandardOpenOption.WRITE)) {
            header.flip();
            for (ByteBuffer b = header; b.hasRemaining(); ) {
                out.write(b);
            }
            for (ByteBuffer b = ByteBuffer.wrap(body); b.hasRemaining(); ) {
                out.write(b);
            }
            out.force(true);
        }
        moveIntoPlace(tmp, target);
        return HEADER + body.length;
    }

    /** What a file's header says of the data after it, checked against the slice it should hold. */
    record Header(int format, long size, int valuesCrc, long bodyLength, int bodyCrc) {
    }

    /** Reads and checks the file of {@code s} in {@code dir}. */
    static byte[] read(Path dir, Slice s) throws DatabaseException {
        Header h = header(dir, s);
        byte[] values = new byte[(int) h.size()];
        inflate(dir, s, h, new OutputStream() {
            private int n;

            @Override
            public void write(int b) {
                values[n++] = (byte) b;
            }

            @Override
            public void write(byte[] b, int off, int len) {
                System.arraycopy(b, off, values, n, len);
                n += len;
            }
        });
        return values;
    }

    /**
     * Inflates the values of the file of {@code s} in {@code dir} into the file {@code into}, one byte a
     * position, a chunk at a time (never the whole slice in memory), checked as {@link #read} checks them.
     */
    static void unpack(Path dir, Slice s, Path into) throws DatabaseException {
        Header h = header(dir, s);
        try (OutputStream out = Files.newOutputStream(into)) {
            inflate(dir, s, h, out);
        } catch (IOException e) {
            throw new DatabaseException(path(dir, s) + ": cannot be unpacked into " + into + ": " + e.getMessage(), e);
        }
    }

    /**
     * Reads and checks the file of {@code s} in {@code dir} and keeps its values deflated, as they are in the
     * file; null when the file is of a format before blocks (1 or 2), whose values must be inflated whole.
     */
    static PackedValues readPacked(Path dir, Slice s) throws DatabaseException {
        Header h = header(dir, s);
        return h.format() == FORMAT ? inflateBlocks(dir, s, h, OutputStream.nullOutputStream()) : null;
    }

    /** Reads and checks the header of the file of {@code s} in {@code dir}, not the data after it. */
    static Header header(Path dir, Slice s) throws DatabaseException {
        Path file = path(dir, s);
        ByteBuffer b = ByteBuffer.allocate(HEADER);
        long fileLength;
        try (FileChannel ch = FileChannel.open(file)) {
            while (b.hasRemaining() && ch.read(b) >= 0) {
                // until the header is in or the file ends
            }
            fileLength = ch.size();
        } catch (NoSuchFileException e) {
            throw new DatabaseException(file + ": missing");
        } catch (IOException e) {
            throw new DatabaseException(file + ": cannot be read: " + e.getMessage(), e);
        }
        b.flip();
        if (fileLength < HEADER || b.remaining() < HEADER) {
            throw new DatabaseException(file + ": damaged: " + fileLength + " bytes, shorter than the header");
        }
        byte[] magic = new byte[MAGIC.length];
        b.get(magic);
        if (!java.util.Arrays.equals(magic, MAGIC)) {
            throw new DatabaseException(file + ": not a Kingme endgame database file");
        }
        int format = b.getInt();
        if (format < FORMAT_ALL_VALUES || format > FORMAT) {
            throw new DatabaseException(file + ": format " + format + ", this Kingme reads formats "
                    + FORMAT_ALL_VALUES + " to " + FORMAT);
        }
        Slice inFile = new Slice(b.getInt(), b.getInt(), b.getInt(), b.getInt());
        if (!inFile.equals(s)) {
            throw new DatabaseException(file + ": holds slice " + inFile.name() + ", not " + s.name());
        }
        Header h = new Header(format, b.getLong(), b.getInt(), b.getLong(), b.getInt());
        if (h.size() != s.size()) {
            throw new DatabaseException(file + ": damaged: " + h.size() + " positions, the slice has " + s.size());
        }
        if (h.bodyLength() != fileLength - HEADER) {
            throw new DatabaseException(file + ": damaged: " + (fileLength - HEADER) + " bytes of data, the header says "
                    + h.bodyLength());
        }
        return h;
    }

    /**
     * Inflates the data after the header {@code h} of the file of {@code s} into {@code out}, a chunk at a
     * time, checking the checksum of the deflated data, the number of values and their checksum.
     */
    private static void inflate(Path dir, Slice s, Header h, OutputStream out) throws DatabaseException {
        if (h.format() == FORMAT) {
            inflateBlocks(dir, s, h, out);
        } else {
            inflateStream(dir, s, h, out);
        }
    }

    /**
     * Reads the blocks after the header {@code h} (format 3) and inflates them one by one into {@code out},
     * checking the checksum of the data, the table of blocks, each block's length and the values' checksum;
     * returns the blocks as read.
     */
    private static PackedValues inflateBlocks(Path dir, Slice s, Header h, OutputStream out) throws DatabaseException {
        Path file = path(dir, s);
        ByteBuffer body = ByteBuffer.allocate(Math.toIntExact(h.bodyLength()));
        try (FileChannel ch = FileChannel.open(file)) {
            ch.position(HEADER);
            while (body.hasRemaining() && ch.read(body) >= 0) {
                // until the data is in or the file ends
            }
        } catch (IOException e) {
            throw new DatabaseException(file + ": cannot be read: " + e.getMessage(), e);
        }
        if (body.hasRemaining() || crc(body.array()) != h.bodyCrc()) {
            throw new DatabaseException(file + ": damaged: checksum mismatch");
        }
        PackedValues packed;
        try {
            packed = PackedValues.read(body.array(), h.size());
        } catch (PackedValues.Malformed e) {
            throw new DatabaseException(file + ": damaged: " + e.getMessage(), e);
        }
        CRC32C valuesCrc = new CRC32C();
        byte[] block = new byte[PackedValues.BLOCK];
        try {
            for (int b = 0; b < packed.blockCount(); b++) {
                int n = packed.inflate(b, block);
                valuesCrc.update(block, 0, n);
                out.write(block, 0, n);
            }
        } catch (java.util.zip.DataFormatException e) {
            throw new DatabaseException(file + ": damaged: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new DatabaseException(file + ": cannot be unpacked: " + e.getMessage(), e);
        }
        if ((int) valuesCrc.getValue() != h.valuesCrc()) {
            throw new DatabaseException(file + ": damaged: checksum of the values does not match");
        }
        return packed;
    }

    /** {@link #inflate} for a file of format 1 or 2: one deflated stream. */
    private static void inflateStream(Path dir, Slice s, Header h, OutputStream out) throws DatabaseException {
        Path file = path(dir, s);
        CRC32C bodyCrc = new CRC32C();
        CRC32C valuesCrc = new CRC32C();
        long n = 0;
        Inflater inflater = new Inflater();
        try (InputStream raw = Files.newInputStream(file);
             CheckedInputStream body = new CheckedInputStream(raw, bodyCrc)) {
            body.readNBytes(HEADER);
            bodyCrc.reset();
            InflaterInputStream values = new InflaterInputStream(body, inflater, 1 << 16);
            byte[] chunk = new byte[1 << 16];
            for (int got; (got = values.read(chunk)) > 0; n += got) {
                if (n + got > h.size()) {
                    throw new DatabaseException(file + ": damaged: the data inflates to more than " + h.size() + " values");
                }
                valuesCrc.update(chunk, 0, got);
                out.write(chunk, 0, got);
            }
            body.transferTo(OutputStream.nullOutputStream());
        } catch (java.util.zip.ZipException e) {
            throw new DatabaseException(file + ": damaged: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new DatabaseException(file + ": cannot be read: " + e.getMessage(), e);
        } finally {
            inflater.end();
        }
        if ((int) bodyCrc.getValue() != h.bodyCrc()) {
            throw new DatabaseException(file + ": damaged: checksum mismatch");
        }
        if (n != h.size()) {
            throw new DatabaseException(file + ": damaged: the data does not inflate to " + h.size() + " values");
        }
        if ((int) valuesCrc.getValue() != h.valuesCrc()) {
            throw new DatabaseException(file + ": damaged: checksum of the values does not match");
        }
    }

    /** Moves {@code tmp} to {@code target}, atomically where the file system can. */
    static void moveIntoPlace(Path tmp, Path target) throws IOException {
        try {
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static int crc(byte[] data) {
        CRC32C c = new CRC32C();
        c.update(data, 0, data.length);
        return (int) c.getValue();
    }
}
