package dev.kingme.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A check of a character file ({@link CharacterJson#check}): every mistake of one file found in one reading,
 * each where it is, with what to write instead, and never a mistake that only follows from another; warnings
 * for what plays but is likely not meant; and no finding at all in the built-in characters' files.
 */
class CharacterCheckTest {
    private static final String GOOD = BrokenCharacterFilesTest.GOOD;

    /** Each broken file, and every error the check finds in it, in the file's order, as "L:C what". */
    static Stream<Arguments> broken() {
        return Stream.of(
                Arguments.of("three mistakes in two powers", GOOD
                                .replace("\"per\": \"level\"", "\"per\": \"levels\"")
                                .replace("\"cost\": 2,", "\"cost\": \"two\", \"colour\": \"gold\",")
                                .replace("\"instead-of-moving\"", "\"instead-of-movng\""),
                        List.of("10:48 \"per\" must be one of \"jump-after-the-first\", \"move-of-several-jumps\","
                                        + " \"level\", \"capture\", \"own-turn\", found \"levels\"",
                                "14:15 power 2: \"cost\" must be a whole number 0-99, found a string",
                                "14:32 power 2: unknown key \"colour\" (expected builtin, title, cost, when, summary, seed,"
                                        + " neutralizable, act, gains, starts, wins, passive)",
                                "18:19 power 2: \"act\": \"window\" must be one of \"instead-of-moving\", \"before-moving\","
                                        + " \"instead-of-a-jump\", \"instead-of-the-first-jump\", \"when-jumped\", \"when-captured\","
                                        + " \"start-of-either-turn\", \"start-of-opponents-turn\", \"end-of-turn\", \"after-crowning\","
                                        + " \"after-a-jump\", found \"instead-of-movng\"")),
                Arguments.of("a misspelt key is not also a key missing", GOOD.replace("\"seed\": \"Every", "\"sed\": \"Every"),
                        List.of("9:14 power 1: unknown key \"sed\" (expected builtin, title, cost, when, summary, seed,"
                                + " neutralizable, act, gains, starts, wins, passive)")),
                Arguments.of("a window with a mistake is not judged against the effects", GOOD
                                .replace("\"instead-of-moving\"", "7")
                                .replace("{\"wound\": 1, \"save\": true}", "{\"extra-turn\": true}, {\"heal\": \"below\"}"),
                        List.of("18:19 power 2: \"act\": \"window\" must be a string, found a number",
                                "20:52 power 2: \"act\": an effect: \"heal\" must be one of \"target\", \"around\","
                                        + " \"target-and-around\", found \"below\"")),
                Arguments.of("a target with a mistake is not judged against the effects", GOOD
                                .replace("\"whose\": \"enemy\"", "\"whose\": \"foe\"")
                                .replace("{\"wound\": 1, \"save\": true}", "{\"place\": \"captured-checker\"}"),
                        List.of("19:29 \"whose\" must be one of \"enemy\", \"own\", \"empty\", found \"foe\"")),
                Arguments.of("a decision named for a command of the terminal, and an id for no character", GOOD
                                .replace("\"name\": \"smite\"", "\"name\": \"resign\"")
                                .replace("\"id\": \"paladin\"", "\"id\": \"none\""),
                        List.of("3:9 \"id\" must not be \"none\": it names a side that plays without a character",
                                "17:17 power 2: \"act\": \"name\" must not be \"resign\": the terminal takes it as its command"
                                        + " (the commands are moves, record, powers, undo, draw, accept, resign, save, load,"
                                        + " board, help, quit, exit), so the decision could not be typed")),
                Arguments.of("comments go in the file, a power and a decision only", GOOD
                                .replace("\"format\":", "\"comment\": [\"fine\", 2],\n  \"format\":")
                                .replace("{\"resource\": \"pennies\", \"per\": \"level\"}",
                                        "{\"resource\": \"pennies\", \"per\": \"level\", \"comment\": \"no\"}"),
                        List.of("2:23 a character: a \"comment\" is a string or a list of strings, found a number",
                                "11:68 power 1: a gain: unknown key \"comment\" (expected resource, per, amount)")),
                Arguments.of("a built-in power with blocks and an unknown key", GOOD.replace("\"title\": \"Spellcaster\",",
                                "\"builtin\": \"charm\", \"colour\": 1, \"title\": \"Spellcaster\","),
                        List.of("7:5 power 1: a built-in power takes nothing but \"builtin\"",
                                "8:37 power 1: unknown key \"colour\" (expected builtin, title, cost, when, summary, seed,"
                                        + " neutralizable, act, gains, starts, wins, passive)")),
                Arguments.of("text that is not JSON stops at its first fault", GOOD.replace("\"cost\": 2,", "\"cost\": 2,,")
                                .replace("\"title\": \"Smite\"", "\"title\": 5"),
                        List.of("14:17 expected a key in double quotes, found ','")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("broken")
    void everyMistakeIsFoundWithWhereItIsAndWhatToWriteInstead(String what, String text, List<String> errors) {
        CharacterCheck check = CharacterJson.check(text);
        assertThat(check.errors()).as(what).extracting(f -> f.line() + ":" + f.column() + " " + f.what())
                .containsExactlyElementsOf(errors);
        assertThat(check.ok()).isFalse();
        assertThat(check.character()).isNull();
        assertThat(check.errors()).extracting(CharacterFinding::fix).as(what + ": the fixes")
                .allSatisfy(fix -> assertThat(fix).isNotBlank().doesNotContain("what the message says"));
    }

    @Test
    void aFixSaysWhatToWrite() {
        CharacterCheck check = CharacterJson.check(GOOD.replace("\"cost\": 2,", "\"cots\": 2,")
                .replace("\"reach\": \"line\"", "\"reach\": \"lines\"").replace("\"id\": \"paladin\"", "\"id\": \"Holy Paladin\""));
        assertThat(check.errors()).extracting(CharacterFinding::fix).containsExactly(
                "write \"holy-paladin\"",
                "did you mean \"cost\"? Otherwise remove \"cots\" and its value",
                "did you mean \"line\"? Otherwise write one of the words listed, in double quotes");
    }

    @Test
    void readingRefusesAFileByItsFirstMistakeAsItAlwaysHas() {
        String text = GOOD.replace("\"cost\": 2,", "\"cost\": \"two\", \"colour\": \"gold\",");
        String first = "line 14, column 32: power 2: unknown key \"colour\" (expected builtin, title, cost, when, summary, seed,"
                + " neutralizable, act, gains, starts, wins, passive)";
        assertThatThrownBy(() -> CharacterJson.read(text)).hasMessage(first);
        assertThatThrownBy(() -> CharacterFiles.read("paladin.json", text))
                .hasMessage("paladin.json " + first + " (and 1 more mistake in the file)");
    }

    /** A good file with one change, and the warnings it earns ("L:C what"). */
    static Stream<Arguments> warned() {
        String paladin = CharacterSchemaTest.PALADIN;
        return Stream.of(
                Arguments.of("no typed example", paladin.replace("\"typed\": \"shield 22\",", ""),
                        List.of("21:14 power 2: its decision has no \"typed\" example, so 'help' and the browser do not"
                                + " show how \"shield\" is typed")),
                Arguments.of("a typed example of another name", paladin.replace("\"typed\": \"shield 22\"", "\"typed\": \"ward 22\""),
                        List.of("23:18 power 2: \"typed\" \"ward 22\" does not begin with the decision's name \"shield\","
                                + " so typing it as shown is not the decision")),
                Arguments.of("a typed example without its meaning", paladin.replaceAll("\"meaning\": \"[^\"]*\",", ""),
                        List.of("23:18 power 2: \"typed\" has no \"meaning\", so 'help' shows null beside it")),
                Arguments.of("a placeholder the game does not fill in", paladin.replace("{side} wards", "{sid} wards"),
                        List.of("31:17 power 2: \"says\" has {sid}, which the game does not fill in here (it fills in"
                                + " {side}, {opponent}, {power}, {target}, {from}, {through}, {to}, {wounds}, {source}), so it is"
                                + " shown as written")),
                Arguments.of("a resource gained that nothing spends", paladin.replace("{\"resource\": \"pennies\", \"per\": \"level\"}",
                                "{\"resource\": \"pennies\", \"per\": \"level\"}, {\"resource\": \"arrows\", \"per\": \"capture\"}"),
                        List.of("12:50 power 1: it gives arrows, and nothing of this character spends or counts them")),
                Arguments.of("a cost in what the character never holds", paladin.replace("\"per-turn\": 1,",
                                "\"per-turn\": 1, \"pays\": \"dimes\","),
                        List.of("12:9 power 1: it gives pennies, and nothing of this character spends or counts them",
                                "17:15 power 2: its decision is never offered: it costs 2 dimes, and the character starts"
                                        + " with 0 and gains none")),
                Arguments.of("conditions that never hold together", paladin.replace("\"per-turn\": 1,",
                                "\"per-turn\": 1, \"conditions\": [{\"pieces-between\": [1, 4]}, {\"pieces-between\": [6, 12]}],"),
                        List.of("26:38 power 2: its decision is never offered: no number of checkers is between all its"
                                + " \"pieces-between\"")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("warned")
    void whatPlaysButIsLikelyNotMeantIsAWarning(String what, String text, List<String> warnings) {
        CharacterCheck check = CharacterJson.check(text);
        assertThat(check.errors()).as(what).isEmpty();
        assertThat(check.ok()).isTrue();
        assertThat(check.warnings()).as(what).extracting(f -> f.line() + ":" + f.column() + " " + f.what())
                .containsExactlyElementsOf(warnings);
        assertThat(check.warnings().get(0).fix()).isNotBlank();
    }

    @Test
    void theDocsPaladinHasNothingToWarnOf() {
        assertThat(CharacterJson.check(CharacterSchemaTest.PALADIN).findings()).isEmpty();
    }

    static Stream<String> ids() {
        return BuiltinCharacterFilesTest.ids();
    }

    @ParameterizedTest
    @MethodSource("ids")
    void everyBuiltinFileChecksWithoutAFinding(String id) {
        CharacterCheck check = CharacterJson.check(CharacterFiles.builtInText(id));
        assertThat(check.findings()).as(id).isEmpty();
        assertThat(check.character()).isEqualTo(CharacterJson.read(CharacterFiles.builtInText(id)));
    }
}
