package dev.kingme.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Writing a file so that a failure never leaves half of it, nor damages the file it replaces. */
final class AtomicFiles {
    private AtomicFiles() {
    }

    /** Writes {@code text} beside {@code file}, then moves it into place in one step. */
    static void write(Path file, String text) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new NoSuchFileException(String.valueOf(dir), null, "no such folder to save into");
        }
        if (Files.isDirectory(file)) {
            throw new IOException(file + " is a folder, not a file");
        }
        Path tmp = Files.createTempFile(dir, ".kingme-", ".tmp");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
