package dev.kingme.rules.character;

import static dev.kingme.rules.character.Table.sq;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.record.CharacterJson;
import dev.kingme.record.json.JsonException;
import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Options;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Window;
import org.junit.jupiter.api.Test;

/**
 * A target relative to the move's event: {@code reach: moved} is the piece that made its owner's move, where it
 * stands as the move ends (a step's or a capture's last square), offered at the end of the turn and nowhere
 * else; the other pieces are refused with the reason.
 */
class MovedTargetTest {
    static final String VANGUARD = """
            {"format": "kingme character 1", "id": "vanguard", "title": "Vanguard", "set": "fantasy-rpg",
             "powers": [{"title": "Hold the Line", "cost": 1, "summary": "the piece that just moved may not be jumped this turn",
               "seed": "After you move, pay a penny: the piece that moved stands firm.",
               "starts": [{"resource": "pennies", "amount": 3}],
               "act": {"name": "hold", "window": "end-of-turn", "target": {"whose": "own", "reach": "moved"},
                 "effects": [{"ward": true}], "says": "{power}: {side} holds {target}"}}]}""";

    private static final Rules RULES = CharacterGames.rules(FantasyRpg.GAME, Options.defaults(FantasyRpg.GAME),
            CharacterJson.read(VANGUARD).hero(), Hero.NONE);

    @Test
    void thePieceThatStepsIsTheOnlyTarget() {
        Table t = Table.of(RULES, "B:W27,32:B9,10");
        GameState s = Table.play(RULES, t.state(), "9-13").state();
        assertThat(RULES.toAct(s)).isEqualTo(new ToAct.Choice(Player.BLACK, Window.REACTION));
        assertThat(Table.legal(RULES, s)).containsExactlyInAnyOrder("hold 13", "pass");
        GameState asked = s;
        assertThatThrownBy(() -> RULES.step(asked, Decision.Act.of("hold", sq(10))))
                .isInstanceOf(IllegalDecisionException.class)
                .hasMessage("the Hold the Line aims at the piece that just moved, on 13, not at 10");
        assertThatThrownBy(() -> RULES.step(asked, new Decision.Step(sq(10), sq(14))))
                .isInstanceOf(IllegalDecisionException.class)
                .hasMessage("Black must first decide whether to use Hold the Line on 13 (hold, or pass)");
        s = Table.play(RULES, s, "hold 13").state();
        assertThat(s.has(Marks.WARDED, sq(13))).isTrue();
        assertThat(s.record(Player.BLACK).get(Counters.PENNIES)).isEqualTo(2);
        assertThat(RULES.toAct(s)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
    }

    @Test
    void aCapturesTargetIsWhereItsLastHopLanded() {
        Table t = Table.of(RULES, "B:W14,23,32:B9");
        GameState s = Table.play(RULES, t.state(), "9x18").state();
        s = Table.play(RULES, s, "18x27").state();
        assertThat(Table.legal(RULES, s)).containsExactlyInAnyOrder("hold 27", "pass");
    }

    @Test
    void notInTheMainWindowAndOnlyWithItsOwnWindow() {
        Table t = Table.of(RULES, "B:W27,32:B9,10");
        assertThatThrownBy(() -> RULES.step(t.state(), Decision.Act.of("hold", sq(9))))
                .isInstanceOf(IllegalDecisionException.class)
                .hasMessage("Hold the Line is used at the end of your turn");
        assertThatThrownBy(() -> CharacterJson.read(VANGUARD.replace("\"end-of-turn\"", "\"before-moving\"")))
                .isInstanceOf(JsonException.class)
                .hasMessageContaining("\"reach\" \"moved\" is the piece that just made the move: it goes with the window"
                        + " \"end-of-turn\" alone and \"whose\" \"own\"");
        var spec = CharacterJson.read(VANGUARD);
        assertThat(CharacterJson.read(CharacterJson.write(spec))).isEqualTo(spec);
    }
}
