package dev.kingme.app.records;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * What to tell a person whose file could not be saved or loaded: {@code cannot save to /x/g.pdn: the
 * folder /x does not exist}. The one place where the session turns an {@link IOException} into words: it
 * names the file the person typed, says what is wrong with it in plain words (looking at the file and
 * its folder when the exception alone does not say), and never names a temporary file.
 */
public final class FileErrors {
    private FileErrors() {
    }

    /** Why {@code file} could not be written. */
    public static String saving(Path file, IOException e) {
        return "cannot save to " + file + ": " + savingReason(file, e);
    }

    /** Why {@code file} could not be read. */
    public static String loading(Path file, IOException e) {
        return "cannot load " + file + ": " + loadingReason(file, e);
    }

    private static String savingReason(Path file, IOException e) {
        Path dir = folder(file);
        if (Files.isDirectory(file)) {
            return "it is a folder, not a file";
        }
        if (!Files.exists(dir)) {
            return "the folder " + dir + " does not exist";
        }
        if (!Files.isDirectory(dir)) {
            return dir + " is a file, not a folder";
        }
        if (e instanceof AccessDeniedException) {
            return Files.exists(file) && !Files.isWritable(file) ? "permission denied (the file is read-only)"
                    : "permission denied (no right to write in the folder " + dir + ")";
        }
        return reason(e);
    }

    private static String loadingReason(Path file, IOException e) {
        if (Files.isDirectory(file)) {
            return "it is a folder, not a file";
        }
        if (e instanceof NoSuchFileException) {
            Path dir = folder(file);
            return Files.isDirectory(dir) ? "there is no such file"
                    : "there is no such file (the folder " + dir + " does not exist)";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied (the file may not be read)";
        }
        if (e instanceof CharacterCodingException) {
            return "it is not UTF-8 text";
        }
        return reason(e);
    }

    /** The folder {@code file} is in, as typed when it names one. */
    private static Path folder(Path file) {
        Path dir = file.getParent();
        return dir != null ? dir : file.toAbsolutePath().getParent();
    }

    /** The exception's own reason without any path in it, in lower case as the rest of the message. */
    private static String reason(IOException e) {
        String reason;
        if (e instanceof NoSuchFileException) {
            reason = "there is no such file or folder";
        } else if (e instanceof AccessDeniedException) {
            reason = "permission denied";
        } else if (e instanceof FileSystemException f) {
            reason = f.getReason() != null ? f.getReason() : "the file system refused";
        } else {
            reason = e.getMessage() == null ? "" : e.getMessage().replaceAll("\\S*\\.kingme-\\S*:?\\s*", "").strip();
        }
        if (reason.equalsIgnoreCase("Is a directory")) {
            return "it is a folder, not a file";
        }
        if (reason.equalsIgnoreCase("Not a directory")) {
            return "part of its path is a file, not a folder";
        }
        if (reason.isEmpty()) {
            return "input/output error (" + e.getClass().getSimpleName() + ")";
        }
        return reason.substring(0, 1).toLowerCase(Locale.ROOT) + reason.substring(1);
    }
}
