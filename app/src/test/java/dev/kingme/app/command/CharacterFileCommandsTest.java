package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kingme.record.RecordJson;
import dev.kingme.rules.character.Cast;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --character-file}: a character written in a file, listed, played by the AI and recorded by id, and
 * files with a mistake refused whole. Each run changes the process's cast, as the command line does; it is
 * put back after every test.
 */
class CharacterFileCommandsTest {
    @TempDir
    Path dir;

    @AfterEach
    void builtInCharactersAgain() {
        Cast.use(Cast.builtIn());
    }

    @Test
    void gamesListsTheFilesCharacterUnderItsGameAndOffersItInBoth() throws Exception {
        Run r = Run.of("games", "--character-file", PaladinFile.write(dir).toString());
        assertThat(r.exit()).as(r.err()).isZero();
        List<String> lines = r.outLines();
        assertThat(lines).contains("  paladin  Holy Paladin: Devout; Smite (2 pennies)  (from a file)");
        int fantasy = indexOf(lines, "fantasy-rpg ");
        int paladin = lines.indexOf("  paladin  Holy Paladin: Devout; Smite (2 pennies)  (from a file)");
        assertThat(paladin).as("listed after the built-in Fantasy RPG characters").isEqualTo(fantasy + 7);
        for (String game : List.of("fantasy-rpg ", "schlock-mercenary ")) {
            assertThat(lines.get(indexOf(lines, game))).contains("black=none|ranger|cleric|bard|thief|fighter|mage|paladin|schlock");
        }
    }

    @Test
    void twoAisPlayTheFilesCharacterToTheEndAndTheSavedRecordLoadsOnlyWithItsFile() throws Exception {
        Path paladin = PaladinFile.write(dir);
        Path saved = dir.resolve("game.json");
        Run r = Run.of("play", "--character-file", paladin.toString(), "--game", "fantasy-rpg", "--black", "ai:beginner",
                "--black-character", "paladin", "--white", "ai:beginner", "--white-character", "mage", "--seed", "4");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("Holy Paladin", "Black (ai:beginner): ", "White (ai:beginner): ", "game over> ");

        Cast.use(Cast.builtIn());
        Run greedy = Run.withInput("save " + saved + "\nquit\n", "play", "--character-file", paladin.toString(),
                "--game", "fantasy-rpg", "--black", "greedy", "--black-character", "paladin", "--white", "random",
                "--white-character", "cleric", "--seed", "2");
        assertThat(greedy.out()).contains("game over> ", "saved to " + saved);
        assertThat(RecordJson.read(Files.readString(saved)).options()).containsEntry("black", "paladin");

        Cast.use(Cast.builtIn());
        Run without = Run.withInput("load " + saved + "\nquit\n", "play", "--game", "fantasy-rpg");
        assertThat(without.out()).contains("no character 'paladin' (none, ranger,",
                "a character written in a file is played only with its file: load it with --character-file FILE");
        Run with = Run.withInput("load " + saved + "\nquit\n", "play", "--character-file", paladin.toString(),
                "--game", "fantasy-rpg");
        assertThat(with.out()).contains("loaded game 1 of " + saved).doesNotContain("! ");
    }

    @Test
    void aMatchBetweenAisPlaysTheFilesCharacterAndRecordsItById() throws Exception {
        Path json = dir.resolve("m.json");
        Run r = Run.of("match", "--character-file", PaladinFile.write(dir).toString(), "--game", "fantasy-rpg",
                "--black", "ai:beginner", "--black-character", "paladin", "--white", "greedy", "--white-character", "cleric",
                "--games", "2", "--seed", "5", "--json", json.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("match: ai:beginner (paladin) against greedy (cleric), fantasy-rpg, 2 games", "in 2 games");
        JsonNode games = new ObjectMapper().readTree(Files.readString(json)).get("games");
        assertThat(games.get(0).get("record").get("options").get("black").asText()).isEqualTo("paladin");
        assertThat(games.get(1).get("record").get("options").get("white").asText()).isEqualTo("paladin");
    }

    @Test
    void analyzeTakesTheFilesCharacter() throws Exception {
        Run r = Run.of("analyze", "--character-file", PaladinFile.write(dir).toString(), "--game", "fantasy-rpg",
                "--black", "paladin", "--white", "mage", "--movetime", "200");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("best: ");
    }

    @Test
    void aFileWithAMistakeIsRefusedWithItsLineAndColumnAndNothingIsPlayed() throws Exception {
        Path good = PaladinFile.write(dir);
        Path broken = PaladinFile.broken(dir);
        Run r = Run.withInput("quit\n", "play", "--character-file", good.toString(), "--character-file", broken.toString(),
                "--game", "fantasy-rpg", "--black", "paladin");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("kingme: " + broken + " line 15, column 15: power 2: \"cost\" must be a whole"
                + " number 0-99, found a string" + System.lineSeparator());
        assertThat(r.out()).isEmpty();
        // the good file was not loaded either
        assertThat(Cast.current()).isSameAs(Cast.builtIn());
    }

    @Test
    void aFileMayNotTakeABuiltInIdNorAnotherFilesOne() throws Exception {
        Run clash = Run.of("games", "--character-file", PaladinFile.clash(dir).toString());
        assertThat(clash.exit()).isEqualTo(2);
        assertThat(clash.err()).contains(dir.resolve("mage.json") + ": character 'mage' is built in (Arcane Mage);"
                + " give the file's character an id of its own");
        Path twice = PaladinFile.write(dir, "again.json", PaladinFile.TEXT);
        Run again = Run.of("games", "--character-file", PaladinFile.write(dir).toString(), "--character-file", twice.toString());
        assertThat(again.exit()).isEqualTo(2);
        assertThat(again.err()).contains(twice + ": character 'paladin' is already loaded from another file");
        assertThat(Cast.current()).isSameAs(Cast.builtIn());
    }

    @Test
    void aFilesCharacterWithoutItsFileIsRefusedSayingHowToLoadIt() {
        Run r = Run.of("play", "--game", "fantasy-rpg", "--black", "paladin");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("--black: option black must be one of none, ranger,", ", not 'paladin'; a character"
                + " written in a file is played only with its file: load it with --character-file FILE");
        Run match = Run.of("match", "--game", "fantasy-rpg", "--black", "greedy", "--black-character", "paladin",
                "--white", "random");
        assertThat(match.err()).contains("no character 'paladin'", "--character-file FILE");
    }

    @Test
    void theServerRefusesToStartWithABrokenCharacterFolder() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("characters"));
        PaladinFile.write(folder);
        Path broken = PaladinFile.broken(folder);
        Run r = Run.of("serve", "--characters", folder.toString(), "--port", "0", "--host", "127.0.0.1",
                "--data", dir.resolve("data").toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains(broken + " line 15, column 15: ");
        assertThat(dir.resolve("data")).doesNotExist();
        assertThat(Run.of("serve", "--characters", dir.resolve("none").toString()).err())
                .contains(dir.resolve("none") + ": no such folder of character files");
    }

    private static int indexOf(List<String> lines, String start) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(start)) {
                return i;
            }
        }
        throw new AssertionError("no line starting " + start + " in " + lines);
    }
}
