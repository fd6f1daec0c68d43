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
import org.junit.jupiter.api.Test;

/**
 * A zone that blocks ({@code "trap": {"does": "block"}}): the opponent's pieces may neither step nor jump onto
 * the square while it lasts, and are told why; the owner's own pieces may; when its turns are over the square
 * is open again.
 */
class ZoneBlockTest {
    static final String WARDEN = """
            {"format": "kingme character 1", "id": "warden", "title": "Warden", "set": "fantasy-rpg",
             "powers": [{"title": "Barrier", "cost": 1, "summary": "instead of moving, close an empty square to the opponent for 2 turns",
               "seed": "Raise a barrier on an empty square.",
               "act": {"name": "barrier", "window": "instead-of-moving", "target": {"whose": "empty", "reach": "anywhere"},
                 "effects": [{"trap": {"turns": 2, "does": "block"}}], "says": "{power}: {side} closes {target}"}}]}""";

    private static final Rules RULES = CharacterGames.rules(FantasyRpg.GAME, Options.defaults(FantasyRpg.GAME),
            CharacterJson.read(WARDEN).hero(), Hero.NONE);

    @Test
    void theOpponentMayNotStepOntoAZoneAndIsToldWhy() {
        Table t = Table.of(RULES, "B:W22,30:B1").pennies(Player.BLACK, 3);
        GameState s = Table.play(RULES, t.state(), "barrier 18").state();
        assertThat(Table.legal(RULES, s)).contains("22-17").doesNotContain("22-18");
        assertThat(RULES.describe(s)).contains("zones on 18 (2 turns of White's left)");
        assertThat(RULES.marks(s)).contains(new dev.kingme.rules.SquareMark(sq(18), Player.BLACK, "zone", "#",
                "zone closed to the opponent"));
        GameState closed = s;
        assertThatThrownBy(() -> RULES.step(closed, new Decision.Step(sq(22), sq(18))))
                .isInstanceOf(IllegalDecisionException.class).hasMessage("18 is closed to White's pieces now");
        // two of White's turns later the zone is gone and 18 is open again
        s = Table.play(RULES, s, "30-26").state();
        s = Table.play(RULES, s, "1-5").state();
        s = Table.play(RULES, s, "26-23").state();
        s = Table.play(RULES, s, "5-9").state();
        assertThat(Table.legal(RULES, s)).contains("22-18");
    }

    @Test
    void noJumpLandsOnAZoneButTheOwnersPiecesMayEnterIt() {
        // White's 18 could jump Black's 14 onto 9, which Black closes first
        Table t = Table.of(RULES, "B:W18,23,32:B14,5").pennies(Player.BLACK, 3);
        GameState s = Table.play(RULES, t.state(), "barrier 9").state();
        assertThat(Table.legal(RULES, s)).doesNotContain("18x9").contains("32-27");
        s = Table.play(RULES, s, "32-27").state();
        assertThat(Table.legal(RULES, s)).as("its owner's pieces come and go").contains("5-9");
    }

    @Test
    void oneTrappingPowerACharacter() {
        String second = WARDEN.substring(0, WARDEN.lastIndexOf("]}")) + """
                , {"title": "Snare", "seed": "A snare.", "act": {"name": "snare", "window": "instead-of-moving",
                  "target": {"whose": "empty", "reach": "anywhere"}, "effects": [{"trap": {"turns": 1, "does": "wound"}}],
                  "says": "{power}"}}]}""";
        assertThatThrownBy(() -> CharacterJson.read(second)).isInstanceOf(JsonException.class)
                .hasMessageContaining("a character has at most one power that sets traps");
    }
}
