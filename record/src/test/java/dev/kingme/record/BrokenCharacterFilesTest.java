package dev.kingme.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.record.json.JsonException;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Broken character files and the exact message each is refused with: where (line and column of the value at
 * fault) and what is wrong, in words a designer can act on. Nothing of a broken file is ever played.
 */
class BrokenCharacterFilesTest {
    /** A small good file; each case below breaks one thing in it. */
    static final String GOOD = """
            {
              "format": "kingme character 1",
              "id": "paladin",
              "title": "Holy Paladin",
              "set": "fantasy-rpg",
              "powers": [
                {
                  "title": "Spellcaster",
                  "seed": "Every time you gain a level, you get a penny.",
                  "gains": [{"resource": "pennies", "per": "level"}]
                },
                {
                  "title": "Smite",
                  "cost": 2,
                  "seed": "Spend two pennies to wound a checker along a line.",
                  "act": {
                    "name": "smite",
                    "window": "instead-of-moving",
                    "target": {"whose": "enemy", "reach": "line", "range": 3},
                    "effects": [{"wound": 1, "save": true}],
                    "says": "{side} smites {target}"
                  }
                }
              ]
            }
            """;

    static Stream<Arguments> broken() {
        return Stream.of(
                Arguments.of("an unknown block (effect)", GOOD.replace("{\"wound\": 1, \"save\": true}", "{\"explode\": 1}"),
                        "line 20, column 33: power 2: \"act\": an effect: unknown block \"explode\" (the effects are \"wound\", \"capture\", \"heal\", \"prevent-capture\", \"protect-from-jumps\", \"ward\", \"skip-turns\", \"neutralize\", \"extra-turn\", \"place\", \"crown\", \"gain\", \"pay-per\", \"opponent-names-best-move\", \"trap\", \"pool\", \"move\")"),
                Arguments.of("uses per game of none", GOOD.replace("\"window\": \"instead-of-moving\",",
                        "\"window\": \"instead-of-moving\", \"per-game\": 0,"),
                        "line 18, column 52: power 2: \"act\": \"per-game\" must be a whole number 1-99, found 0"),
                Arguments.of("a trap on a target that is not empty", GOOD.replace("{\"wound\": 1, \"save\": true}",
                        "{\"trap\": {\"turns\": 2, \"does\": \"wound\"}}"),
                        "line 20, column 30: power 2: \"act\": an effect: \"trap\": a trap is set on a target that is \"empty\""),
                Arguments.of("beside the jumper outside a jump's window", GOOD.replace("\"reach\": \"line\", \"range\": 3",
                        "\"reach\": \"beside-jumper\""), 
                        "line 19, column 47: power 2: \"act\": \"target\": \"reach\" \"beside-jumper\" is next to the piece that just jumped: it goes with the window \"after-a-jump\" alone and \"whose\" \"enemy\""),
                Arguments.of("after a jump, a target not beside the jumper", GOOD.replace("\"window\": \"instead-of-moving\",",
                        "\"window\": \"after-a-jump\","), 
                        "line 19, column 47: power 2: \"act\": \"target\": a decision made \"after-a-jump\" aims next to the piece that jumped: its \"reach\" is \"beside-jumper\""),
                Arguments.of("uses per window outside a jump's window", GOOD.replace("\"window\": \"instead-of-moving\",",
                        "\"window\": \"instead-of-moving\", \"per-window\": 2,"), 
                        "line 18, column 54: power 2: \"act\": only a decision made \"after-a-jump\" has uses \"per-window\""),
                Arguments.of("a jump bound of none", GOOD.replace("\"target\": {", "\"conditions\": [{\"jumps-at-least\": 0}], \"target\": {"),
                        "line 19, column 43: power 2: \"act\": a condition: \"jumps-at-least\" must be a whole number 1-12, found 0"),
                Arguments.of("a move of an enemy piece", GOOD.replace("{\"wound\": 1, \"save\": true}",
                        "{\"move\": {\"to\": \"anywhere\", \"after\": \"die\"}}"), 
                        "line 20, column 30: power 2: \"act\": an effect: \"move\": a move's target is a piece of the owner's"),
                Arguments.of("a move anywhere with a range", GOOD.replace("\"whose\": \"enemy\"", "\"whose\": \"own\"")
                        .replace("{\"wound\": 1, \"save\": true}", "{\"move\": {\"to\": \"anywhere\", \"range\": 2, \"after\": \"now\"}}"),
                        "line 20, column 58: power 2: \"act\": an effect: \"move\": only a move along a \"line\" has a range"),
                Arguments.of("the piece that moved, outside the end of the turn", GOOD.replace("\"reach\": \"line\", \"range\": 3",
                        "\"reach\": \"moved\""), 
                        "line 19, column 47: power 2: \"act\": \"target\": \"reach\" \"moved\" is the piece that just made the move: it goes with the window \"end-of-turn\" alone and \"whose\" \"own\""),
                Arguments.of("a zone that does what no trap does", GOOD.replace("\"whose\": \"enemy\"", "\"whose\": \"empty\"")
                        .replace("\"reach\": \"line\", \"range\": 3", "\"reach\": \"anywhere\"")
                        .replace("{\"wound\": 1, \"save\": true}", "{\"trap\": {\"turns\": 2, \"does\": \"wall\"}}"), 
                        "line 20, column 51: \"does\" must be one of \"wound\", \"capture\", \"block\", found \"wall\""),
                Arguments.of("an unknown income", GOOD.replace("\"per\": \"level\"", "\"per\": \"turn\""),
                        "line 10, column 48: \"per\" must be one of \"jump-after-the-first\", \"move-of-several-jumps\", \"level\", \"capture\", \"own-turn\", found \"turn\""),
                Arguments.of("a condition bounded below zero", GOOD.replace("\"target\": {", "\"conditions\": [{\"level-at-most\": -1}], \"target\": {"),
                        "line 19, column 42: power 2: \"act\": a condition: \"level-at-most\" must be a whole number 0-99, found -1"),
                Arguments.of("an unknown key", GOOD.replace("\"cost\": 2,", "\"cost\": 2, \"colour\": \"gold\","),
                        "line 14, column 28: power 2: unknown key \"colour\" (expected builtin, title, cost, when, summary, seed, neutralizable, act, gains, starts, wins, passive)"),
                Arguments.of("a cost that is not a number", GOOD.replace("\"cost\": 2", "\"cost\": \"two\""),
                        "line 14, column 15: power 2: \"cost\" must be a whole number 0-99, found a string"),
                Arguments.of("a line target with no range", GOOD.replace(", \"range\": 3", ""),
                        "line 19, column 19: power 2: \"act\": \"target\": a target reached along a line needs a \"range\""
                                + " (a number of squares, \"level\" or \"unlimited\")"),
                Arguments.of("a range on a target that is no line", GOOD.replace("\"reach\": \"line\"", "\"reach\": \"anywhere\""),
                        "line 19, column 68: power 2: \"act\": \"target\": only a target reached along a \"line\" has a range"),
                Arguments.of("a truncated file", GOOD.substring(0, GOOD.indexOf("\"says\"")),
                        "line 21, column 9: expected a key in double quotes, found the end of the text"),
                Arguments.of("a wrong format line", GOOD.replace("kingme character 1", "kingme character 2"),
                        "line 2, column 13: \"format\" must be \"kingme character 1\", found \"kingme character 2\""),
                Arguments.of("an unknown builtin", GOOD.replace("\"title\": \"Spellcaster\",\n      \"seed\": \"Every time you gain"
                        + " a level, you get a penny.\",\n      \"gains\": [{\"resource\": \"pennies\", \"per\": \"level\"}]",
                        "\"builtin\": \"spell-caster\""),
                        "line 8, column 18: power 1: no built-in power \"spell-caster\" (there are charm, illusion, head-in-a-jar, big-robot-body)"),
                Arguments.of("an unknown resource", GOOD.replace("\"resource\": \"pennies\"", "\"resource\": \"gold\""),
                        "line 10, column 30: power 1: a gain: \"resource\" must be one of \"pennies\", \"arrows\", \"dimes\", \"pool-pennies\", found \"gold\""),
                Arguments.of("two powers of one title", GOOD.replace("\"title\": \"Smite\"", "\"title\": \"Spellcaster\""),
                        "line 13, column 16: power 2: a second power titled \"Spellcaster\""),
                Arguments.of("an unknown window", GOOD.replace("\"instead-of-moving\"", "\"whenever\""),
                        "line 18, column 19: power 2: \"act\": \"window\" must be one of \"instead-of-moving\", \"before-moving\", \"instead-of-a-jump\", \"instead-of-the-first-jump\", \"when-jumped\", \"when-captured\", \"start-of-either-turn\", \"start-of-opponents-turn\", \"end-of-turn\", \"after-crowning\", \"after-a-jump\", found \"whenever\""),
                Arguments.of("a reaction with a target of its own", GOOD.replace("\"instead-of-moving\"", "\"when-jumped\""),
                        "line 19, column 19: power 2: \"act\": a reaction to a jump or a capture aims at the piece jumped or captured, so it takes no \"target\""),
                Arguments.of("another turn outside the end of the turn", GOOD.replace("{\"wound\": 1, \"save\": true}",
                        "{\"extra-turn\": true}"),
                        "line 20, column 36: power 2: \"act\": an effect: \"extra-turn\" needs the window \"end-of-turn\" (and no other)"),
                Arguments.of("an effect of two blocks", GOOD.replace("{\"wound\": 1, \"save\": true}",
                        "{\"wound\": 1, \"heal\": \"target\"}"),
                        "line 20, column 42: power 2: \"act\": an effect has one of \"wound\", \"capture\", \"heal\", \"prevent-capture\", \"protect-from-jumps\", \"ward\", \"skip-turns\", \"neutralize\", \"extra-turn\", \"place\", \"crown\", \"gain\", \"pay-per\", \"opponent-names-best-move\", \"trap\", \"pool\", \"move\", not both \"wound\" and \"heal\""),
                Arguments.of("no effects", GOOD.replace("[{\"wound\": 1, \"save\": true}]", "[]"),
                        "line 20, column 20: power 2: \"act\": \"effects\" must list at least one effect"),
                Arguments.of("a cost with nothing to pay for", GOOD.replace("\"title\": \"Spellcaster\",",
                        "\"title\": \"Spellcaster\", \"cost\": 1,"),
                        "line 8, column 39: power 1: a cost needs an \"act\" to pay for"),
                Arguments.of("pieces between the most and the least", GOOD.replace("\"target\":",
                        "\"conditions\": [{\"pieces-between\": [8, 5]}],\n        \"target\":"),
                        "line 19, column 43: power 2: \"act\": a condition: \"pieces-between\" gives the least first, then the most, found 8 and 5"),
                Arguments.of("a place on a square that is no empty one", GOOD.replace("{\"wound\": 1, \"save\": true}",
                        "{\"place\": \"captured-checker\"}"),
                        "line 20, column 31: power 2: \"act\": an effect: \"place\": a checker is placed on a target that is \"empty\""),
                Arguments.of("a duplicate key", GOOD.replace("\"cost\": 2,", "\"cost\": 2, \"cost\": 3,"),
                        "line 14, column 18: duplicate key \"cost\""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("broken")
    void aBrokenFileIsRefusedWithWhereAndWhat(String what, String text, String message) {
        assertThatThrownBy(() -> CharacterJson.read(text)).as(what).isInstanceOf(JsonException.class).hasMessage(message);
        CharacterCheck check = CharacterJson.check(text);
        assertThat(check.errors()).as(what).extracting(f -> "line " + f.line() + ", column " + f.column() + ": " + f.what())
                .contains(message);
        assertThat(check.errors()).as(what + ": what to write instead")
                .allSatisfy(f -> assertThat(f.fix()).doesNotContain("what the message says"));
    }

    /** Every word the terminal takes as a command: a decision of that name could never be typed. */
    static Stream<String> commands() {
        return CommandWords.ALL.stream();
    }

    @ParameterizedTest
    @MethodSource("commands")
    void aDecisionNamedForACommandOfTheTerminalIsRefused(String command) {
        assertThatThrownBy(() -> CharacterJson.read(GOOD.replace("\"name\": \"smite\"", "\"name\": \"" + command + "\"")))
                .isInstanceOf(JsonException.class)
                .hasMessage("line 17, column 17: power 2: \"act\": \"name\" must not be \"" + command + "\": the terminal"
                        + " takes it as its command (the commands are moves, record, powers, undo, draw, accept, resign, save,"
                        + " load, board, help, quit, exit), so the decision could not be typed");
    }
}
