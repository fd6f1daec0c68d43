package dev.kingme.rules.character;

import static dev.kingme.rules.character.Table.refused;
import static dev.kingme.rules.character.Table.sq;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.record.CharacterJson;
import dev.kingme.record.json.JsonException;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Options;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import org.junit.jupiter.api.Test;

/**
 * A target relative to the event that opened the window: {@code "reach": "crowned"} after a crowning aims at the
 * piece just crowned, and at no other checker of its owner's ({@code "reach": "self"} would offer them all).
 */
class CrownedTargetTest {
    static final String PRIEST = """
            {"format": "kingme character 1", "id": "priest", "title": "Priest", "set": "fantasy-rpg",
             "powers": [{"title": "Anointing", "summary": "the piece just crowned is warded",
               "seed": "A new king is anointed.",
               "act": {"name": "anoint", "window": "after-crowning", "target": {"whose": "own", "reach": "crowned"},
                 "effects": [{"ward": true}], "says": "{power}: {side} anoints {target}"}}]}""";

    private static final Rules RULES = CharacterGames.rules(FantasyRpg.GAME, Options.defaults(FantasyRpg.GAME),
            CharacterJson.read(PRIEST).hero(), Hero.NONE);

    @Test
    void onlyThePieceJustCrownedIsOffered() {
        Table t = Table.of(RULES, "B:W1,3,20:B27,9");
        GameState s = Table.play(RULES, t.state(), "27-32").state();
        assertThat(s.has(dev.kingme.rules.Layer.KING, sq(32))).isTrue();
        assertThat(Table.legal(RULES, s)).containsExactly("anoint 32");
        refused(t, s, Table.act("anoint", 9), "the Anointing cannot reach 9");
        GameState after = Table.play(RULES, s, "anoint 32").state();
        assertThat(after.has(Marks.WARDED, sq(32))).isTrue();
        assertThat(after.player()).isEqualTo(Player.WHITE);
    }

    @Test
    void aMoveThatCrownsNothingAsksNothing() {
        Table t = Table.of(RULES, "B:W1,3,20:B27,9");
        GameState s = Table.play(RULES, t.state(), "9-13").state();
        assertThat(s.player()).isEqualTo(Player.WHITE);
        assertThat(s.pending()).isEmpty();
    }

    @Test
    void theCrownedPieceIsAimedAtOnlyAfterACrowning() {
        assertThatThrownBy(() -> CharacterJson.read(PRIEST.replace("\"after-crowning\"", "\"end-of-turn\"")))
                .isInstanceOf(JsonException.class).hasMessageContaining("\"reach\" \"crowned\" is the piece just crowned");
    }
}
