package dev.kingme.rules.character;

import static dev.kingme.rules.character.Table.refused;
import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.record.CharacterJson;
import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Options;
import dev.kingme.rules.Rules;
import dev.kingme.rules.Verdict;
import org.junit.jupiter.api.Test;

/**
 * What a side is told when the queue asks it something first: a decision of the power asked for, aimed at
 * the wrong square, is refused for its square; a "pass" of what may not be declined says so. And the words
 * a file's victory line fills in.
 */
class QueuedRefusalsTest {
    /** Sergeant Schlock's man on 27 crowns on 32; White holds 1 and 3 of his home row. */
    private static final Table CROWNING = Table.of("schlock", "none", "B:W1,3,20:B27");

    private static GameState crowned() {
        return Table.play(CROWNING.rules, CROWNING.state(), "27-32").state();
    }

    @Test
    void aRegenerationOntoAnOccupiedSquareIsRefusedForItsSquare() {
        GameState s = crowned();
        assertThat(Table.legal(CROWNING.rules, s)).containsExactly("regenerate 2", "regenerate 4");
        refused(CROWNING, s, Table.act("regenerate", 1), "1 is not an empty square");
        refused(CROWNING, s, Table.act("regenerate", 3), "3 is not an empty square");
        refused(CROWNING, s, new Decision.Step(Table.sq(20), Table.sq(24)), "Black must first decide where Regeneration"
                + " puts the piece back (regenerate and a free square of the home row)");
    }

    @Test
    void whatMayNotBeDeclinedSaysSoWhenPassed() {
        GameState s = crowned();
        assertThat(CROWNING.rules.question(s)).doesNotContain("pass");
        refused(CROWNING, s, Decision.Act.of("pass"), "Regeneration may not be declined: Black must decide where"
                + " Regeneration puts the piece back (regenerate and a free square of the home row)");
    }

    /** A victory line's {amount} is the number held, {resource} its word: "has 3 pennies", never "3 pennies pennies". */
    @Test
    void aVictoryLineFillsInTheNumberAndItsWordApart() {
        String file = """
                {"format": "kingme character 1", "id": "miser", "title": "Miser", "set": "schlock-mercenary",
                 "powers": [{"title": "Hoard", "seed": "You win with three pennies.",
                   "wins": [{"resource": "pennies", "at-least": 3, "says": "{hero} counts {amount} {resource}"}]}]}""";
        Hero miser = CharacterJson.read(file).hero();
        Rules rules = CharacterGames.rules(SchlockMercenary.GAME, Options.defaults(SchlockMercenary.GAME), miser, Hero.NONE);
        Table t = Table.of(rules, "B:W30,31:B1,5").pennies(dev.kingme.rules.Player.BLACK, 3);
        Verdict v = ((dev.kingme.rules.ToAct.Terminal) rules.toAct(t.state())).verdict();
        assertThat(v.reason()).isEqualTo("Miser counts 3 pennies");
    }
}
