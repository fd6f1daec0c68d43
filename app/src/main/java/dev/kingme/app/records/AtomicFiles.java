package dev.kingme.app.records;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * Writing a file so that a failure never leaves half of it, nor damages the file it replaces. The text is
 * written to a temporary file beside the real one and moved into place in one step; the new file gets the
 * permissions of the one it replaces (or {@code rw-r--r--} when there was none), and a symbolic link is
 * written through, not replaced. Whether a file may be replaced at all is the caller's decision.
 */
public final class AtomicFiles {
    private static final Set<PosixFilePermission> NEW_FILE = PosixFilePermissions.fromString("rw-r--r--");

    private AtomicFiles() {
    }

    /**
     * Writes {@code text} to {@code file}. Any exception names {@code file} or its folder, never the
     * temporary file (see {@link FileErrors}).
     */
    public static void write(Path file, String text) throws IOException {
        write(file, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Writes {@code bytes} to {@code file}, as {@link #write(Path, String)} writes text. */
    public static void write(Path file, byte[] bytes) throws IOException {
        boolean exists = Files.exists(file);
        Path target = exists ? file.toRealPath() : file.toAbsolutePath();
        Path dir = target.getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new NoSuchFileException(String.valueOf(dir));
        }
        if (Files.isDirectory(target)) {
            throw new FileSystemException(file.toString(), null, "Is a directory");
        }
        if (exists && !Files.isWritable(target)) {
            throw new AccessDeniedException(file.toString());
        }
        Path tmp = null;
        try {
            tmp = Files.createTempFile(dir, ".kingme-", ".tmp");
            Files.write(tmp, bytes);
            keepPermissions(exists ? target : null, tmp);
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw tmp == null ? e : aboutTarget(e, tmp, file);
        } finally {
            if (tmp != null) {
                Files.deleteIfExists(tmp);
            }
        }
    }

    /** Gives {@code tmp} the permissions of {@code replaced}, or those of a new file when it is null. */
    private static void keepPermissions(Path replaced, Path tmp) throws IOException {
        try {
            Files.setPosixFilePermissions(tmp, replaced == null ? NEW_FILE : Files.getPosixFilePermissions(replaced));
        } catch (UnsupportedOperationException notPosix) {
            // A file system without POSIX permissions keeps its own defaults.
        }
    }

    /** {@code e}, told about {@code file} when it names the temporary file. */
    private static IOException aboutTarget(IOException e, Path tmp, Path file) {
        String t = tmp.toString();
        IOException told;
        if (e instanceof FileSystemException f && (t.equals(f.getFile()) || t.equals(f.getOtherFile()))) {
            told = e instanceof AccessDeniedException ? new AccessDeniedException(file.toString())
                    : e instanceof NoSuchFileException ? new NoSuchFileException(file.toString())
                    : new FileSystemException(file.toString(), null, f.getReason());
        } else if (e.getMessage() != null && e.getMessage().contains(t)) {
            told = new IOException(e.getMessage().replace(t, file.toString()));
        } else {
            return e;
        }
        told.initCause(e);
        return told;
    }
}
