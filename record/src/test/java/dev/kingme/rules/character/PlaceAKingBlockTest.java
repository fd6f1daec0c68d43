package dev.kingme.rules.character;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.record.CharacterJson;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Options;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.Transition;
import org.junit.jupiter.api.Test;

/**
 * Placing a piece as a king: the effects {@code place} then {@code crown} on an empty target put a checker of its
 * owner's there and crown it at once, each checker out of the opponent's pool while it holds one (a spare
 * after), as any crown.
 */
class PlaceAKingBlockTest {
    static final String MARSHAL = """
            {"format": "kingme character 1", "id": "marshal", "title": "Marshal", "set": "fantasy-rpg",
             "powers": [{"title": "Call the Guard", "cost": 1, "summary": "instead of moving, a king of yours on an empty square of your home row",
               "seed": "Place a king on your home row.",
               "act": {"name": "guard", "window": "instead-of-moving", "target": {"whose": "empty", "reach": "home-row"},
                 "effects": [{"place": "captured-checker-or-spare"}, {"crown": "target"}],
                 "says": "{power}: {side} places a king on {target}"}}]}""";

    private static final Rules RULES = CharacterGames.rules(FantasyRpg.GAME, Options.defaults(FantasyRpg.GAME),
            CharacterJson.read(MARSHAL).hero(), Hero.NONE);

    @Test
    void aPlacedPieceIsCrownedAndBothCheckersComeOutOfThePool() {
        Table t = Table.of(RULES, "B:W30,31:B9").pennies(Player.BLACK, 1).pool(Player.WHITE, 2);
        GameState s = t.state();
        assertThat(Table.legal(RULES, s)).contains("guard 1", "guard 4");
        Transition tr = Table.play(RULES, s, "guard 2");
        GameState after = tr.state();
        assertThat(after.owner(Table.sq(2))).isEqualTo(Player.BLACK);
        assertThat(after.has(Layer.KING, Table.sq(2))).isTrue();
        assertThat(after.record(Player.WHITE).get(Counters.POOL)).isZero();
        assertThat(Table.texts(tr)).contains("Call the Guard: Black places a king on 2",
                "the crown comes out of White's pool of captured checkers");
    }

    @Test
    void withOneCheckerInThePoolTheCrownIsASpare() {
        Table t = Table.of(RULES, "B:W30,31:B9").pennies(Player.BLACK, 1).pool(Player.WHITE, 1);
        Transition tr = Table.play(RULES, t.state(), "guard 3");
        assertThat(tr.state().has(Layer.KING, Table.sq(3))).isTrue();
        assertThat(tr.state().record(Player.WHITE).get(Counters.POOL)).isZero();
        assertThat(Table.texts(tr)).contains("the crown is a spare checker");
    }
}
