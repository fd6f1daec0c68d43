package dev.kingme.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Window;
import dev.kingme.rules.record.Chooser;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Master Sergeant Thurl's Good Problem-solver (ruling S12): asked for Thurl's best move, an AI opponent
 * answers honestly, naming the move its own search thinks best for Thurl, even though that move beats it.
 */
class HonestHintTest {
    private final Rules rules = Games.byName("schlock-mercenary").rules(Map.of("black", "thurl", "white", "none"));

    /** The state after Thurl (Black) asks in the position of {@code fen}: White must answer. */
    private GameState asked(String fen) {
        GameState s = rules.initial(fen);
        Decision ask = rules.legalDecisions(s).stream().filter(d -> rules.notation(s, d).equals("problem-solver"))
                .findFirst().orElseThrow();
        GameState q = rules.apply(s, ask);
        assertThat(rules.toAct(q)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.REACTION));
        assertThat(rules.inInterestOf(q)).isEqualTo(Player.BLACK);
        return q;
    }

    private String answer(Chooser white, GameState q) {
        List<Decision> legal = rules.legalDecisions(q);
        return rules.notation(q, white.choose(rules, q, legal));
    }

    private List<Chooser> players() {
        return List.of(new Greedy(1), new Mcts(MctsSettings.iterations(300), 2), new Expectimax(2, 3),
                Players.of(AiSpec.parse("ai:medium"), 4));
    }

    /** The double jump that takes White's last two checkers, named first among the answers. */
    @Test
    void theOpponentNamesTheDoubleJumpThatBeatsIt() {
        GameState q = asked("B:W18,27:B14,15");
        assertThat(rules.legalDecisions(q)).hasSizeGreaterThan(1);
        for (Chooser white : players()) {
            assertThat(answer(white, q)).as(white.getClass().getSimpleName()).isEqualTo("suggest 14x23x32");
        }
    }

    /**
     * The capture that leaves White without a move (its last man is blocked), named last among the answers:
     * the two others each take a man and let White play on.
     */
    @Test
    void theOpponentNamesTheCaptureThatLeavesItNoMove() {
        GameState q = asked("B:W19,8:B4,3,16");
        assertThat(rules.legalDecisions(q)).hasSize(3);
        for (Chooser white : players()) {
            assertThat(answer(white, q)).as(white.getClass().getSimpleName()).isEqualTo("suggest 16x23");
        }
    }

    /** When White answers for itself, only its interest counts: this hook is what makes the answer honest. */
    @Test
    void onlyTheHintIsDecidedInTheOtherSidesInterest() {
        GameState s = rules.initial("B:W18,27:B14,15");
        assertThat(rules.inInterestOf(s)).isEqualTo(Player.BLACK);
        GameState afterAnswer = rules.apply(asked("B:W18,27:B14,15"), rules.legalDecisions(asked("B:W18,27:B14,15")).get(0));
        assertThat(rules.inInterestOf(afterAnswer)).isEqualTo(Player.BLACK);
        assertThat(rules.toAct(afterAnswer)).isEqualTo(new ToAct.Choice(Player.BLACK, Window.MAIN));
    }
}
