package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.character.Cast;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code kingme character new --set SET ID}: a commented starting file that passes {@code character check} and
 * plays at once, its powers offered and shown; an existing file or a built-in character's id refused unless
 * asked for.
 */
class CharacterNewCommandTest {
    @TempDir
    Path dir;

    @AfterEach
    void builtInCharactersAgain() {
        Cast.use(Cast.builtIn());
    }

    @ParameterizedTest
    @CsvSource({"fantasy-rpg, mage, Spark (1 penny), spark 19", "schlock-mercenary, schlock, Body Armor (2 pennies), armor 22"})
    void theStartingFilePassesTheCheckAndPlaysAtOnce(String set, String opponent, String power, String typed) throws IOException {
        Path file = dir.resolve("squire.json");
        Run made = Run.of("character", "new", "--set", set, "squire", "--out", file.toString());
        assertThat(made.exit()).as(made.err()).isZero();
        assertThat(made.out()).startsWith("wrote " + file + ": squire, a character of " + set);
        assertThat(Files.readString(file)).contains("\"comment\"", "\"id\": \"squire\"", "\"title\": \"Squire\"",
                "\"set\": \"" + set + "\"", "kingme character check " + file);

        Run check = Run.of("character", "check", file.toString());
        assertThat(check.exit()).isZero();
        assertThat(check.outLines()).containsExactly(file + ": ok", "1 file checked: 1 ok, 0 refused; 0 errors, 0 warnings");

        Cast.use(Cast.builtIn());
        Run play = PlayCommandTest.play("powers\nhelp\nquit\n", "--game", set, "--character-file", file.toString(),
                "--black", "squire", "--white", opponent);
        assertThat(play.exit()).as(play.err()).isZero();
        assertThat(play.out()).contains("Black (Squire):\n", "  " + power + ": ", "  " + typed + " ");

        Cast.use(Cast.builtIn());
        Run ais = Run.of("play", "--game", set, "--character-file", file.toString(), "--black", "greedy",
                "--black-character", "squire", "--white", "random", "--white-character", opponent, "--seed", "3");
        assertThat(ais.exit()).as(ais.err()).isZero();
        assertThat(ais.out()).contains("game over> ");
    }

    @Test
    void anExistingFileIsKeptUnlessReplaceIsGiven() throws IOException {
        Path file = PaladinFile.write(dir, "squire.json", "mine");
        Run kept = Run.of("character", "new", "--set", "fantasy-rpg", "squire", "--out", file.toString());
        assertThat(kept.exit()).isEqualTo(2);
        assertThat(kept.err()).isEqualTo("kingme: " + file + " already exists; --replace writes over it" + System.lineSeparator());
        assertThat(Files.readString(file)).isEqualTo("mine");
        Run replaced = Run.of("character", "new", "--set", "fantasy-rpg", "squire", "--out", file.toString(), "--replace");
        assertThat(replaced.exit()).isZero();
        assertThat(Files.readString(file)).contains("\"id\": \"squire\"");
    }

    @Test
    void aBuiltInCharactersIdIsRefusedUnlessTheFileIsToChangeIt() throws IOException {
        Path file = dir.resolve("mage.json");
        Run refused = Run.of("character", "new", "--set", "fantasy-rpg", "mage", "--out", file.toString());
        assertThat(refused.exit()).isEqualTo(2);
        assertThat(refused.err()).contains("'mage' is the built-in Arcane Mage's id: give the character an id of its own,"
                + " or --change-built-in for a file that changes it in the balance lab");
        assertThat(file).doesNotExist();
        Run made = Run.of("character", "new", "--set", "fantasy-rpg", "mage", "--out", file.toString(), "--change-built-in");
        assertThat(made.exit()).isZero();
        assertThat(Run.of("character", "check", file.toString()).out()).contains("warning: \"mage\" is the id of the built-in");
    }

    @Test
    void anUnknownSetABadIdOrNoneIsRefused() {
        assertThat(Run.of("character", "new", "--set", "warp", "squire").err())
                .contains("no set 'warp' (fantasy-rpg, schlock-mercenary)");
        assertThat(Run.of("character", "new", "--set", "fantasy-rpg", "Squire!").err())
                .contains("a character's id is lower-case letters, digits and hyphens");
        assertThat(Run.of("character", "new", "--set", "fantasy-rpg", "none").err())
                .contains("'none' is a side without a character");
        assertThat(Run.of("character", "new", "squire").err()).contains("Missing required option: '--set=SET'");
    }
}
