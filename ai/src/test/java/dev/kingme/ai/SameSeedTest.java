package dev.kingme.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.search.SearchLimits;
import dev.kingme.rules.Games;
import dev.kingme.rules.Rules;
import dev.kingme.rules.record.Chooser;
import dev.kingme.rules.record.GameRecord;
import dev.kingme.rules.record.MatchRunner;
import java.util.Map;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Test;

/** The same seeds give the same game, decision for decision and roll for roll; other seeds another game. */
class SameSeedTest {
    private static GameRecord play(Rules rules, LongFunction<Chooser> player, long seed, int plies) {
        return MatchRunner.seeded(seed).play(rules, player.apply(seed * 31 + 1), player.apply(seed * 31 + 2), plies)
                .record();
    }

    private static void sameGame(Rules rules, LongFunction<Chooser> player, int plies) {
        GameRecord a = play(rules, player, 5, plies);
        GameRecord b = play(rules, player, 5, plies);
        GameRecord c = play(rules, player, 6, plies);
        assertThat(a).isEqualTo(b);
        assertThat(a.entries()).isNotEqualTo(c.entries());
    }

    @Test
    void greedyRepeatsItself() {
        sameGame(Games.byName("fantasy-rpg").rules(Map.of("black", "ranger", "white", "bard")), Greedy::new, 120);
    }

    @Test
    void mctsWithAnIterationBudgetRepeatsItself() {
        sameGame(Games.byName("schlock-mercenary").rules(Map.of("black", "thurl", "white", "cleric")),
                seed -> new Mcts(MctsSettings.iterations(40).withTemperature(0.5), seed), 60);
        sameGame(Games.byName("warp").rules(Map.of()), seed -> new Mcts(MctsSettings.iterations(30), seed), 40);
    }

    @Test
    void expectimaxRepeatsItself() {
        sameGame(Games.byName("lilypad").rules(Map.of()), seed -> new Expectimax(1, seed), 60);
    }

    @Test
    void theEngineWithADepthRepeatsItself() {
        sameGame(Games.byName("american").rules(Map.of()), seed -> new EngineChooser(SearchLimits.depth(3), 60, seed),
                60);
    }
}
