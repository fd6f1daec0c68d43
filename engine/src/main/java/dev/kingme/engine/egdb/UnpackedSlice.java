package dev.kingme.engine.egdb;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32C;

/**
 * A slice read from disk instead of memory, for databases bigger than the memory given to them: its values
 * are unpacked once beside its file ({@code NAME.values}, one byte a position) and mapped, so the operating
 * system keeps in memory the parts the search uses and reads the rest from disk as they are needed.
 *
 * <p>The unpacked file is checked against the checksum in its {@link SliceFile}'s header every time it is
 * mapped; one that is missing, cut short or damaged is unpacked again from the checked file, never used.
 */
final class UnpackedSlice {
    static final String SUFFIX = ".values";

    private UnpackedSlice() {
    }

    static Path path(Path dir, Slice s) {
        return dir.resolve(s.name() + SUFFIX);
    }

    /** The values of {@code s}, mapped read-only from its unpacked file in {@code dir}. */
    static ByteBuffer map(Path dir, Slice s) throws DatabaseException {
        SliceFile.Header h = SliceFile.header(dir, s);
        Path file = path(dir, s);
        ByteBuffer mapped = mapIfIntact(file, h);
        if (mapped != null) {
            return mapped;
        }
        Path tmp = dir.resolve(s.name() + SUFFIX + ".tmp");
        try {
            SliceFile.unpack(dir, s, tmp);
        } catch (DatabaseException e) {
            try {
                Files.deleteIfExists(tmp);
            } catch (IOException ignored) {
                // the damage is what matters; a stray temporary file is overwritten next time
            }
            throw e;
        }
        try {
            SliceFile.moveIntoPlace(tmp, file);
        } catch (IOException e) {
            throw new DatabaseException(file + ": cannot be written: " + e.getMessage(), e);
        }
        mapped = mapIfIntact(file, h);
        if (mapped == null) {
            throw new DatabaseException(file + ": damaged as soon as it was unpacked (is the disk failing?)");
        }
        return mapped;
    }

    /** The file mapped, or null when it is missing or its size or checksum is not the header's. */
    private static ByteBuffer mapIfIntact(Path file, SliceFile.Header h) throws DatabaseException {
        if (!Files.isRegularFile(file)) {
            return null;
        }
        try (FileChannel ch = FileChannel.open(file)) {
            if (ch.size() != h.size()) {
                return null;
            }
            MappedByteBuffer m = ch.map(FileChannel.MapMode.READ_ONLY, 0, h.size());
            CRC32C c = new CRC32C();
            c.update(m.duplicate());
            return (int) c.getValue() == h.valuesCrc() ? m : null;
        } catch (IOException e) {
            throw new DatabaseException(file + ": cannot be read: " + e.getMessage(), e);
        }
    }
}
