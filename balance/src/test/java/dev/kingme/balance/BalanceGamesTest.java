package dev.kingme.balance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.Games;
import dev.kingme.rules.Player;
import dev.kingme.rules.Verdict;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** {@link BalanceGames}: one game of the lab, a pure function of its plan and task. */
class BalanceGamesTest {
    /** The AI at a small budget, so that the test is quick; the budget is iterations, never time. */
    private static final BalancePlan AI = new BalancePlan(List.of("thief", "tagon", "kevyn"), 1, "ai:easy", 60, 5, 80);

    @Test
    void theSameTaskPlayedTwiceAndOnTwoThreadsAtOnceGivesTheSameResult() {
        GameTask task = AI.task(5);  // tagon against kevyn
        GameResult alone = BalanceGames.play(AI, task);
        CompletableFuture<GameResult> a = CompletableFuture.supplyAsync(() -> BalanceGames.play(AI, task));
        CompletableFuture<GameResult> b = CompletableFuture.supplyAsync(() -> BalanceGames.play(AI, task));
        assertThat(a.join()).isEqualTo(alone);
        assertThat(b.join()).isEqualTo(alone);
        assertThat(alone).extracting(GameResult::index, GameResult::black, GameResult::white, GameResult::round,
                GameResult::seed).containsExactly(5, "tagon", "kevyn", 0, task.seed());
        assertThat(alone.plies()).isPositive().isLessThanOrEqualTo(80);
    }

    @Test
    void aGameStillGoingAtTheMoveLimitIsADraw() {
        BalancePlan plan = new BalancePlan(List.of("mage", "cleric"), 1, "random", 0, 1, 6);
        GameResult g = BalanceGames.play(plan, plan.task(0));
        assertThat(g.result()).isEqualTo(Result.DRAW);
        assertThat(g.condition()).isEqualTo(BalanceGames.MOVE_LIMIT);
        assertThat(g.reason()).isEqualTo("still going after 6 decisions");
        assertThat(g.plies()).isEqualTo(6);
    }

    @Test
    void aTaskOfAnotherPlanIsRefused() {
        GameTask foreign = new GameTask(0, "thief", "thief", 0, 12345);
        assertThatThrownBy(() -> BalanceGames.play(AI, foreign)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a game of this plan");
    }

    @Test
    void aPairingWithAFantasyCharacterIsHostedByFantasyRpg() {
        assertThat(BalanceGames.host("mage", "cleric").name()).isEqualTo("fantasy-rpg");
        assertThat(BalanceGames.host("mage", "tagon").name()).isEqualTo("fantasy-rpg");
        assertThat(BalanceGames.host("tagon", "thief").name()).isEqualTo("fantasy-rpg");
        assertThat(BalanceGames.host("tagon", "schlock").name()).isEqualTo("schlock-mercenary");
    }

    @Test
    void bothGamesPlayAMixedPairingAlike() {
        // the two games differ only in the characters they list: either host gives the same game
        BalancePlan plan = new BalancePlan(List.of("thief", "tagon"), 2, "greedy", 0, 3, 300);
        for (GameTask t : plan.tasks()) {
            assertThat(BalanceGames.played(plan, t, Games.byName("schlock-mercenary")))
                    .isEqualTo(BalanceGames.played(plan, t, Games.byName("fantasy-rpg")));
        }
    }

    @Test
    void theConditionIsTheVerdictWithoutSidesOrNumbers() {
        assertThat(condition(Verdict.win(Player.BLACK, "White has no pieces left"))).isEqualTo("has no pieces left");
        assertThat(condition(Verdict.win(Player.BLACK, "White has no pieces left (only illusions, which are not checkers)")))
                .isEqualTo("has no pieces left");
        assertThat(condition(Verdict.win(Player.WHITE, "Black has no legal move"))).isEqualTo("has no legal move");
        assertThat(condition(Verdict.win(Player.WHITE, "Black has no pieces left"))).isEqualTo("has no pieces left");
        assertThat(condition(Verdict.win(Player.WHITE, "Loot!: White's Thief has LD +3"))).isEqualTo("Loot!");
        assertThat(condition(Verdict.win(Player.WHITE, "Loot!: White's Thief made a triple jump"))).isEqualTo("Loot!");
        assertThat(condition(Verdict.win(Player.BLACK, "Mercenary: Black's Sergeant Schlock has 5 pennies")))
                .isEqualTo("Mercenary");
        assertThat(condition(Verdict.win(Player.BLACK, "Very mercenary: Black's Captain Tagon has 3 pennies")))
                .isEqualTo("Very mercenary");
        assertThat(condition(Verdict.win(Player.BLACK, "High-powered Maser: White holds 3 dimes but only 1 penny to pay"
                + " for them"))).isEqualTo("High-powered Maser");
        assertThat(condition(Verdict.draw("the same position occurred 3 times"))).isEqualTo("repetition");
        assertThat(condition(Verdict.draw("40 moves by each side without a capture or a man's move")))
                .isEqualTo("no progress");
        assertThat(condition(Verdict.draw("1 move by each side without a capture or a man's move")))
                .isEqualTo("no progress");
        assertThat(condition(Verdict.draw("both sides lost their last pieces at once")))
                .isEqualTo("both sides lost their last pieces at once");
        assertThat(condition(Verdict.win(Player.BLACK, "White lost 12 things"))).isEqualTo("lost N things");
    }

    private static String condition(Verdict v) {
        return BalanceGames.condition(v);
    }
}
