package dev.kingme.app.records;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The words for a file that could not be saved or loaded: what went wrong and where, never a stack trace. */
class FileErrorsTest {
    @Test
    void savingNamesTheFileAndTheReason(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("g.pdn");
        assertThat(FileErrors.saving(file, new AccessDeniedException(file.toString())))
                .isEqualTo("cannot save to " + file + ": permission denied (no right to write in the folder " + dir + ")");
        assertThat(FileErrors.saving(file, new FileSystemException(file.toString(), null, "Read-only file system")))
                .isEqualTo("cannot save to " + file + ": read-only file system");
        assertThat(FileErrors.saving(file, new IOException("No space left on device")))
                .isEqualTo("cannot save to " + file + ": no space left on device");
        Path missing = dir.resolve("x").resolve("g.pdn");
        assertThat(FileErrors.saving(missing, new NoSuchFileException(missing.toString())))
                .isEqualTo("cannot save to " + missing + ": the folder " + missing.getParent() + " does not exist");
        Path notAFolder = Files.writeString(dir.resolve("plain"), "x").resolve("g.pdn");
        assertThat(FileErrors.saving(notAFolder, new FileSystemException(notAFolder.toString(), null, "Not a directory")))
                .isEqualTo("cannot save to " + notAFolder + ": " + notAFolder.getParent() + " is a file, not a folder");
    }

    @Test
    void loadingNamesTheFileAndTheReason(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("g.pdn");
        assertThat(FileErrors.loading(file, new AccessDeniedException(file.toString())))
                .isEqualTo("cannot load " + file + ": permission denied (the file may not be read)");
        assertThat(FileErrors.loading(file, new NoSuchFileException(file.toString())))
                .isEqualTo("cannot load " + file + ": there is no such file");
        Path deep = dir.resolve("x").resolve("g.pdn");
        assertThat(FileErrors.loading(deep, new NoSuchFileException(deep.toString())))
                .isEqualTo("cannot load " + deep + ": there is no such file (the folder " + deep.getParent()
                        + " does not exist)");
        assertThat(FileErrors.loading(dir, new IOException("Is a directory")))
                .isEqualTo("cannot load " + dir + ": it is a folder, not a file");
        assertThat(FileErrors.loading(file, new MalformedInputException(1)))
                .isEqualTo("cannot load " + file + ": it is not UTF-8 text");
    }

    @Test
    void aTemporaryFileIsNeverNamed(@TempDir Path dir) {
        Path file = dir.resolve("g.pdn");
        Path tmp = dir.resolve(".kingme-123.tmp");
        String said = FileErrors.saving(file, new FileSystemException(tmp.toString(), null, "Disk quota exceeded"));
        assertThat(said).isEqualTo("cannot save to " + file + ": disk quota exceeded").doesNotContain(".kingme-");
        assertThat(FileErrors.saving(file, new IOException(tmp + ": Input/output error")))
                .doesNotContain(".kingme-").startsWith("cannot save to " + file + ": ");
    }
}
