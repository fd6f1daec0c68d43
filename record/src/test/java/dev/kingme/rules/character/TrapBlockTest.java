package dev.kingme.rules.character;

import static dev.kingme.rules.character.Table.refused;
import static dev.kingme.rules.character.Table.sq;
import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.record.CharacterJson;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Options;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.SquareMark;
import dev.kingme.rules.Transition;
import org.junit.jupiter.api.Test;

/**
 * A trap, an effect on a square that lasts: the empty target is trapped for the opponent's next turns, an
 * enemy piece ending a move on it springs it (captured here), and the traps go when their turns are over;
 * shown on the board and in the status line, and refused on a square that is not empty.
 */
class TrapBlockTest {
    static final String TRAPPER = """
            {"format": "kingme character 1", "id": "trapper", "title": "Trapper", "set": "fantasy-rpg",
             "powers": [{"title": "Snare", "cost": 1, "summary": "instead of moving, trap an empty square for 2 turns",
               "seed": "Set a snare on an empty square.",
               "act": {"name": "snare", "window": "instead-of-moving", "target": {"whose": "empty", "reach": "anywhere"},
                 "effects": [{"trap": {"turns": 2, "does": "capture"}}], "says": "{power}: {side} snares {target}"}}]}""";

    private static final Rules RULES = CharacterGames.rules(FantasyRpg.GAME, Options.defaults(FantasyRpg.GAME),
            CharacterJson.read(TRAPPER).hero(), Hero.NONE);

    /** Black (the Trapper) on 1; White's men on 22 and 30 step up the board towards 17 and 18. */
    private static Table table() {
        return Table.of(RULES, "B:W22,30:B1").pennies(Player.BLACK, 3);
    }

    @Test
    void aPieceEndingItsMoveOnATrapIsCapturedAndTheTrapIsSpent() {
        GameState s = Table.play(RULES, table().state(), "snare 18").state();
        assertThat(RULES.marks(s)).contains(new SquareMark(sq(18), Player.BLACK, "trap", "^", "trap"));
        assertThat(RULES.describe(s)).contains("traps on 18 (2 turns of White's left)");
        Transition sprung = Table.play(RULES, s, "22-18");
        assertThat(Table.texts(sprung)).contains("Snare: the piece on 18 springs Black's trap");
        GameState after = sprung.state();
        assertThat(after.owner(sq(18))).isNull();
        assertThat(after.record(Player.BLACK).get(Counters.POOL)).isEqualTo(1);
        assertThat(RULES.marks(after)).noneMatch(m -> m.kind().equals("trap"));
    }

    @Test
    void aTrapNobodyEntersIsGoneAfterItsTurns() {
        GameState s = Table.play(RULES, table().state(), "snare 14").state();
        s = Table.play(RULES, s, "30-26").state();
        assertThat(RULES.describe(s)).contains("traps on 14 (1 turn of White's left)");
        s = Table.play(RULES, s, "1-5").state();
        s = Table.play(RULES, s, "26-23").state();
        assertThat(RULES.marks(s)).noneMatch(m -> m.kind().equals("trap"));
        assertThat(RULES.describe(s)).doesNotContain("traps on");
        // a piece may then stand there unharmed
        GameState later = Table.play(RULES, Table.play(RULES, s, "5-9").state(), "22-18").state();
        assertThat(later.owner(sq(18))).isEqualTo(Player.WHITE);
    }

    @Test
    void aTrapGoesOnlyOnAnEmptySquareAndReadsBack() {
        Table t = table();
        refused(t, t.state(), Table.act("snare", 22), "22 is not an empty square");
        var spec = CharacterJson.read(TRAPPER);
        assertThat(CharacterJson.read(CharacterJson.write(spec))).isEqualTo(spec);
    }
}
