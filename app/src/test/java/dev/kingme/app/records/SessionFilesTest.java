package dev.kingme.app.records;

import static dev.kingme.app.command.PlayCommandTest.play;
import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.app.command.Run;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code save} and {@code load} at the session's prompt: what they refuse, and what they keep. */
class SessionFilesTest {
    static final String ARCHIVE = String.join("\n",
            "[Event \"Tinsley - Chinook\"]",
            "[Site \"London\"]",
            "[Date \"1992.08.17\"]",
            "[Round \"5\"]",
            "[Black \"Tinsley\"]",
            "[White \"Chinook\"]",
            "[Result \"1/2-1/2\"]",
            "[Opening \"Old Fourteenth\"]",
            "",
            "1. 11-15 23-19 2. 8-11 22-17 1/2-1/2",
            "",
            "[Event \"Second\"]",
            "[Black \"A\"]",
            "[White \"B\"]",
            "",
            "1. 9-13 *",
            "");

    @Test
    void saveRefusesToReplaceAFileThisSessionDidNotWrite(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("tinsley.pdn");
        Files.writeString(file, ARCHIVE);
        Run r = play("load " + file + " 2\nsave " + file + "\nquit\n");
        assertThat(r.out()).contains("loaded game 2 of " + file + " (1 move)",
                "! " + file + " already exists (a PDN file of 2 games); type 'save " + file
                        + " replace' to overwrite it")
                .doesNotContain("saved to");
        assertThat(Files.readString(file)).isEqualTo(ARCHIVE);
        Run replaced = play("load " + file + " 2\nSAVE " + file + " Replace\nquit\n");
        assertThat(replaced.out()).contains("saved to " + file);
        assertThat(Files.readString(file)).contains("1. 9-13 *").doesNotContain("Tinsley");
    }

    @Test
    void aSessionMaySaveAgainToAFileItSavedTo(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("g.pdn");
        Run r = play("11-15\nsave " + file + "\n23-19\nsave " + file + "\nquit\n");
        assertThat(r.out().split("saved to " + file, -1)).hasSize(3);
        assertThat(r.out()).doesNotContain("already exists");
        assertThat(Files.readString(file)).contains("1. 11-15 23-19 *");
        Run next = play("9-13\nsave " + file + "\nquit\n");
        assertThat(next.out()).contains("! " + file + " already exists");
    }

    @Test
    void replacingAFileKeepsItsPermissionsAndANewFileIsReadableByAll(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("shared.pdn");
        Files.writeString(file, ARCHIVE);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw----"));
        play("save " + file + " replace\nquit\n");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-rw----");
        Path fresh = dir.resolve("fresh.json");
        play("save " + fresh + "\nquit\n");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(fresh))).isEqualTo("rw-r--r--");
        try (var left = Files.list(dir)) {
            assertThat(left.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("shared.pdn", "fresh.json");
        }
    }

    @Test
    void savingThroughASymbolicLinkWritesTheFileItPointsTo(@TempDir Path dir) throws IOException {
        Path real = dir.resolve("real.pdn");
        Files.writeString(real, ARCHIVE);
        Path link = Files.createSymbolicLink(dir.resolve("link.pdn"), real);
        Run r = play("11-15\nsave " + link + " replace\nquit\n");
        assertThat(r.out()).contains("saved to " + link);
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(real)).contains("1. 11-15 *");
    }

    @Test
    void fileErrorsSayWhatAndWhereInPlainWords(@TempDir Path dir) throws IOException {
        Path noFolder = dir.resolve("nonexistent").resolve("g.pdn");
        Path folder = Files.createDirectory(dir.resolve("DIR.pdn"));
        Path missing = dir.resolve("missing.pdn");
        Path plainFolder = Files.createDirectory(dir.resolve("somefolder"));
        Path missingPlain = dir.resolve("missing");
        Run r = play("save " + noFolder + "\nsave " + folder + "\nsave " + folder + " replace\nload " + missing
                + "\nload " + plainFolder + "\nload " + folder + "\nsave " + plainFolder + "\nload " + missingPlain
                + "\nquit\n");
        assertThat(r.out()).contains(
                "! cannot save to " + noFolder + ": the folder " + noFolder.getParent() + " does not exist\n",
                "! cannot save to " + folder + ": it is a folder, not a file\n",
                "! cannot load " + missing + ": there is no such file\n",
                "! cannot load " + plainFolder + ": it is a folder, not a file\n",
                "! cannot load " + folder + ": it is a folder, not a file\n",
                "! cannot save to " + plainFolder + ": it is a folder, not a file\n",
                "! cannot load " + missingPlain + ": there is no such file\n");
        assertThat(r.out().split("it is a folder, not a file", -1)).as("save DIR.pdn, with and without replace, two loads and a save")
                .hasSize(6);
        assertThat(r.out()).doesNotContain(".kingme-", ".tmp", "Exception", "already exists");
    }

    @Test
    void anUnreadableFileIsNamedAsSuch(@TempDir Path dir) throws IOException {
        Assumptions.assumeFalse("root".equals(System.getProperty("user.name")), "root reads every file");
        Path file = dir.resolve("locked.pdn");
        Files.writeString(file, ARCHIVE);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("---------"));
        Run r = play("load " + file + "\nquit\n");
        assertThat(r.out()).contains("! cannot load " + file + ": permission denied (the file may not be read)");
    }

    @Test
    void aLeadingTildeIsTheHomeFolder(@TempDir Path dir) throws IOException {
        String home = System.getProperty("user.home");
        System.setProperty("user.home", dir.toString());
        try {
            Run r = play("11-15\nsave ~/g.pdn\nload ~/g.pdn\nload ~/none.pdn\nquit\n");
            assertThat(r.out()).contains("saved to ~/g.pdn", "loaded game 1 of ~/g.pdn (1 move)",
                    "! cannot load " + dir.resolve("none.pdn") + ": there is no such file");
            assertThat(Files.readString(dir.resolve("g.pdn"))).contains("1. 11-15 *");
        } finally {
            System.setProperty("user.home", home);
        }
    }

    @Test
    void aGameNumberPastTheFileIsNamedWhateverItsSize(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("a.pdn");
        Files.writeString(file, ARCHIVE);
        Run r = play("load " + file + " 99999999999999999\nload " + file + " 999999999999999999999999\nquit\n");
        assertThat(r.out()).contains("! " + file + ": there is no game 99999999999999999 (the file has 2)",
                "! " + file + ": there is no game 999999999999999999999999 (no file holds that many)")
                .doesNotContain("usage");
    }

    @Test
    void aLoadedGameKeepsItsTagsWhenSavedAgain(@TempDir Path dir) throws IOException {
        Path archive = dir.resolve("archive.pdn");
        Files.writeString(archive, ARCHIVE);
        Path same = dir.resolve("same.pdn");
        Path on = dir.resolve("on.pdn");
        play("load " + archive + "\nsave " + same + "\n9-14\nsave " + on + "\nquit\n");
        String kept = Files.readString(same);
        assertThat(kept).contains("[Event \"Tinsley - Chinook\"]", "[Site \"London\"]", "[Date \"1992.08.17\"]",
                "[Round \"5\"]", "[Black \"Tinsley\"]", "[White \"Chinook\"]", "[Result \"1/2-1/2\"]",
                "[Opening \"Old Fourteenth\"]", "1. 11-15 23-19 2. 8-11 22-17 1/2-1/2")
                .doesNotContain("Kingme game");
        // Played on, the game is no longer the one the result was recorded for: its own result is written.
        assertThat(Files.readString(on)).contains("[Event \"Tinsley - Chinook\"]", "[Black \"Tinsley\"]",
                "[Result \"*\"]", "3. 9-14 *");
        // A new game is still saved with Kingme's own tags.
        Path fresh = dir.resolve("fresh.pdn");
        play("11-15\nsave " + fresh + "\nquit\n");
        assertThat(Files.readString(fresh)).contains("[Event \"Kingme game\"]", "[Black \"Black\"]");
    }
}
