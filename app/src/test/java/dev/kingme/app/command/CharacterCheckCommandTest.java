package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code kingme character check FILE...}: a table of broken files, each reported whole (every mistake with
 * its line, column and what to write instead); many files in one pass; warnings that do not refuse a file;
 * and the exit status, 0 with no error and 1 with one.
 */
class CharacterCheckCommandTest {
    @TempDir
    Path dir;

    private static final String GOOD = PaladinFile.TEXT;

    /** A broken file, and every line its check prints ({@code F} stands for the file's name). */
    static Stream<Arguments> broken() {
        return Stream.of(
                Arguments.of("a cost, a key and a window wrong", GOOD.replace("\"cost\": 2,", "\"cost\": \"two\", \"colour\": 1,")
                                .replace("\"instead-of-moving\"", "\"instead-of-movng\""),
                        List.of("F line 15, column 15: error: power 2: \"cost\" must be a whole number 0-99, found a string",
                                "    fix: write a whole number from 0 to 99, without quotes or a decimal point",
                                "F line 15, column 32: error: power 2: unknown key \"colour\" (expected builtin, title, cost,"
                                        + " when, summary, seed, neutralizable, act, gains, starts, wins, passive)",
                                "    fix: remove \"colour\" and its value",
                                "F line 22, column 19: error: power 2: \"act\": \"window\" must be one of \"instead-of-moving\","
                                        + " \"before-moving\", \"instead-of-a-jump\", \"instead-of-the-first-jump\","
                                        + " \"when-jumped\", \"when-captured\", \"start-of-either-turn\","
                                        + " \"start-of-opponents-turn\", \"end-of-turn\", \"after-crowning\", \"after-a-jump\", found"
                                        + " \"instead-of-movng\"",
                                "    fix: did you mean \"instead-of-moving\"? Otherwise write one of the words listed, in"
                                        + " double quotes")),
                Arguments.of("a decision named for a command of the terminal", GOOD.replace("\"name\": \"smite\"",
                                "\"name\": \"moves\""),
                        List.of("F line 19, column 17: error: power 2: \"act\": \"name\" must not be \"moves\": the terminal"
                                        + " takes it as its command (the commands are moves, record, powers, undo, draw, accept,"
                                        + " resign, save, load, board, help, quit, exit), so the decision could not be typed",
                                "    fix: give the decision another name, such as \"smite\"")),
                Arguments.of("a misspelt key and a missing one", GOOD.replace("\"seed\": \"Devout", "\"sede\": \"Devout")
                                .replace("\"says\": \"{side} smites {target}\"", "\"typed-as\": \"smite\""),
                        List.of("F line 10, column 15: error: power 1: unknown key \"sede\" (expected builtin, title, cost,"
                                        + " when, summary, seed, neutralizable, act, gains, starts, wins, passive)",
                                "    fix: did you mean \"seed\"? Otherwise remove \"sede\" and its value",
                                "F line 18, column 14: error: power 2: \"act\" needs the key \"says\"",
                                "    fix: add \"says\": ... to it",
                                "F line 25, column 21: error: power 2: \"act\": unknown key \"typed-as\" (expected name,"
                                        + " typed, meaning, window, event, pays, per-turn, target, conditions, effects, says,"
                                        + " question, refusal, called, per-game, per-window)",
                                "    fix: remove \"typed-as\" and its value")),
                Arguments.of("JSON that stops being JSON", GOOD.replace("\"cost\": 2,", "\"cost\": 2"),
                        List.of("F line 16, column 7: error: expected ',' or '}', found '\"'",
                                "    fix: put a ',' between two members, or close the object with '}'")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("broken")
    void aBrokenFileIsReportedWholeAndRefused(String what, String text, List<String> lines) throws IOException {
        Path file = PaladinFile.write(dir, "broken.json", text);
        Run r = Run.of("character", "check", file.toString());
        assertThat(r.exit()).as(what).isEqualTo(1);
        int errors = (int) lines.stream().filter(l -> l.contains(": error: ")).count();
        List<String> expected = new ArrayList<>(lines.stream().map(l -> l.replace("F line", file + " line")).toList());
        expected.add("1 file checked: 0 ok, 1 refused; " + errors + (errors == 1 ? " error" : " errors") + ", 0 warnings");
        assertThat(r.outLines()).as(what).containsExactlyElementsOf(expected);
    }

    @Test
    void everyFileIsCheckedInOnePassAndOneWithAMistakeMakesTheStatusOne() throws IOException {
        Path good = PaladinFile.write(dir);
        Path broken = PaladinFile.broken(dir);
        Path latin = dir.resolve("latin.json");
        String french = GOOD.replace("Holy Paladin", "Paladin d'Orl\u00e9ans");
        Files.write(latin, french.getBytes(StandardCharsets.ISO_8859_1));
        Path missing = dir.resolve("missing.json");
        Run r = Run.of("character", "check", good.toString(), broken.toString(), latin.toString(), missing.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.outLines()).containsExactly(
                good + ": ok",
                broken + " line 15, column 15: error: power 2: \"cost\" must be a whole number 0-99, found a string",
                "    fix: write a whole number from 0 to 99, without quotes or a decimal point",
                latin + " line 4, column 26: error: the file is not UTF-8 text: the byte 0xE9 at offset "
                        + french.indexOf('\u00e9') + " (counting from 0) is not UTF-8",
                "    fix: save the file as UTF-8 (an editor's \"Save with encoding\" or \"Encoding\" menu)",
                missing + ": error: no such character file",
                "    fix: give the path of a character file that exists",
                "4 files checked: 1 ok, 3 refused; 3 errors, 0 warnings");
    }

    @Test
    void warningsAloneLeaveTheStatusZero() throws IOException {
        Path mage = PaladinFile.clash(dir);
        Path unsaid = PaladinFile.write(dir, "unsaid.json", GOOD.replace("\"typed\": \"smite 19\",", ""));
        Run r = Run.of("character", "check", mage.toString(), unsaid.toString());
        assertThat(r.exit()).as(r.out()).isZero();
        assertThat(r.outLines()).containsExactly(
                mage + " line 3, column 9: warning: \"mage\" is the id of the built-in Arcane Mage: play, games and serve"
                        + " refuse the file, and the balance lab plays it in the Arcane Mage's place",
                "    fix: give the character an id of its own, unless the file is meant to change the Arcane Mage in the"
                        + " balance lab",
                unsaid + " line 18, column 14: warning: power 2: its decision has no \"typed\" example, so 'help' and the"
                        + " browser do not show how \"smite\" is typed",
                "    fix: add \"typed\": \"smite 19\" and \"meaning\": what typing it does",
                "2 files checked: 2 ok, 0 refused; 0 errors, 2 warnings");
    }

    @Test
    void aFileIsNeeded() {
        Run r = Run.of("character", "check");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("Missing required parameter: 'FILE'");
    }
}
