package dev.kingme.rules.character;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Options;
import dev.kingme.rules.Rules;
import dev.kingme.rules.character.PowerSpec.Amount;
import dev.kingme.rules.character.PowerSpec.Resource;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The ward block, as the docs' Paladin uses it ("may spend two pennies to make one of her checkers immune to
 * saves for a turn"): before she moves, for two pennies, one of her checkers is warded until the end of the
 * opponent's next move: it may not be jumped, and no wound, shot or power captures it.
 */
class BlockWardTest {
    private static final Hero PALADIN = new CharacterSpec("paladin", "Holy Paladin", Hero.Sets.FANTASY, List.of(
            new PowerSpec(null, "Shield of Faith", 2, "before you move", "a checker of yours cannot be captured until the"
                    + " end of the opponent's next turn", "May spend two pennies to make one of her checkers immune to saves"
                    + " for a turn.", true, new PowerSpec.Act("shield", "shield 22", "a ward on 22",
                    List.of(PowerSpec.Window.BEFORE_MOVING), null, Resource.PENNIES, 1, Amount.NUMBER,
                    new PowerSpec.Target(PowerSpec.Whose.OWN, PowerSpec.Reach.ANYWHERE, 0, Amount.NUMBER, null, null),
                    List.of(), List.of(new PowerSpec.Effect.Ward()), "{power}: {side} wards {target} until the end of"
                    + " {opponent}'s next turn", null, null, null, 0, 1, Amount.NUMBER), List.of(),
                    List.of(new PowerSpec.Start(Resource.PENNIES, 2, false)), List.of(), null))).hero();

    private static final Rules RULES = CharacterGames.rules(FantasyRpg.GAME, Options.defaults(FantasyRpg.GAME), PALADIN,
            Hero.byId("none"));

    /** White's man on 18 could jump Black's on 14 (landing on 9); Black's on 1 steps away meanwhile. */
    private static final String FEN = "B:W18,23:B14,1";

    private static GameState play(GameState s, String... moves) {
        GameState now = s;
        for (String move : moves) {
            GameState at = now;
            Decision d = RULES.legalDecisions(at).stream().filter(x -> RULES.notation(at, x).equals(move)).findFirst()
                    .orElseThrow(() -> new AssertionError(move + " is not legal in\n" + at + "\n" + legal(at)));
            now = RULES.step(at, d).state();
        }
        return now;
    }

    private static List<String> legal(GameState s) {
        return RULES.legalDecisions(s).stream().map(d -> RULES.notation(s, d)).toList();
    }

    @Test
    void withoutAWardTheCheckerIsJumped() {
        GameState s = play(RULES.initial(FEN), "1-5");
        assertThat(legal(s)).contains("18x9");
    }

    @Test
    void aWardedCheckerMayNotBeJumpedInTheOpponentsNextTurn() {
        GameState s = RULES.initial(FEN);
        assertThat(legal(s)).contains("shield 14", "shield 1");
        s = play(s, "shield 14", "1-5");
        assertThat(s.record(dev.kingme.rules.Player.BLACK).get(Counters.PENNIES)).isZero();
        assertThat(legal(s)).doesNotContain("18x9");
    }

    @Test
    void theWardEndsWithTheOpponentsNextMove() {
        GameState s = play(RULES.initial(FEN), "shield 14", "1-5");
        int fourteen = RULES.legalDecisions(RULES.initial(FEN)).stream()
                .filter(d -> RULES.notation(RULES.initial(FEN), d).equals("shield 14"))
                .map(d -> ((Decision.Act) d).squares().get(0)).findFirst().orElseThrow();
        assertThat(s.has(Marks.WARDED, fourteen)).isTrue();
        // shown on the board by every interface: a mark of the game's layers, with its meaning
        assertThat(RULES.layers()).contains(Marks.WARDED);
        assertThat(Marks.WARDED.shown()).isEqualTo(dev.kingme.rules.Layer.Shown.MARKER);
        s = play(s, legal(s).get(0));
        assertThat(s.has(Marks.WARDED, fourteen)).isFalse();
    }

    @Test
    void noWardWithoutTwoPennies() {
        GameState s = play(RULES.initial(FEN), "shield 14", "1-5");
        s = play(s, legal(s).get(0));
        assertThat(legal(s)).noneMatch(m -> m.startsWith("shield"));
    }
}
