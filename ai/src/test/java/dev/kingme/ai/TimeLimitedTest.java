package dev.kingme.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A clock cuts the AI's time per decision from outside ({@link TimeLimited}): the tree search stops at the
 * limit however long its own settings allow, and the AI of every level takes such a limit.
 */
class TimeLimitedTest {
    private static final Rules WARP = Games.byName("warp").rules(Map.of());

    @Test
    void aLimitedTreeSearchStopsAtTheLimitNotAtItsOwnTime() {
        // ten seconds and no cap on iterations of its own; the limit of 30 ms is what stops it
        Mcts mcts = new Mcts(new MctsSettings(0, 10_000, MctsSettings.PLAYOUT_PLIES, MctsSettings.EXPLORATION, 0), 1);
        mcts.limitTime(30);
        Mcts.Result r = mcts.search(WARP, WARP.initial());
        assertThat(r.millis()).as("a search limited to 30 ms, its own time 10 s").isLessThan(5_000);
        assertThat(r.iterations()).isPositive();
    }

    @Test
    void underAClockTheEngineAimsAtATargetAndNeverPassesItsOwnTime() {
        EngineChooser own = new EngineChooser(dev.kingme.engine.search.SearchLimits.movetime(500), 0, 1);
        own.limitTime(100, 300);
        assertThat(own.limits()).isEqualTo(new dev.kingme.engine.search.SearchLimits(0, 300, 0, 100));
        own.limitTime(400, 1_200);  // the longest time cut to the player's own 500 ms
        assertThat(own.limits()).isEqualTo(new dev.kingme.engine.search.SearchLimits(0, 500, 0, 400));
        own.limitTime(0, 0);
        assertThat(own.limits()).isEqualTo(dev.kingme.engine.search.SearchLimits.movetime(500));
    }

    @Test
    void everyLevelOfTheAiTakesALimit() {
        for (Level level : Level.values()) {
            assertThat(Players.of(new AiSpec(AiSpec.Kind.AI, level), 1)).isInstanceOf(TimeLimited.class);
            assertThat(Players.of(new AiSpec(AiSpec.Kind.MCTS, level), 1)).isInstanceOf(TimeLimited.class);
        }
    }

    @Test
    void aLimitedExpectimaxGivesUpTheDepthItHasNoTimeFor() {
        // twelve decisions deep with the dice between them: hours of search without the limit of 30 ms
        Rules rules = Games.byName("fantasy-rpg").rules(Map.of("black", "mage", "white", "cleric"));
        GameState s = ExpectimaxTest.statesAlongARandomGame(rules, new java.util.SplittableRandom(4), 12).stream()
                .filter(g -> rules.toAct(g) instanceof ToAct.Choice && rules.legalDecisions(g).size() > 1)
                .findFirst().orElseThrow();
        Expectimax deep = new Expectimax(12, 1);
        deep.limitTime(30);
        long start = System.nanoTime();
        Expectimax.Result r = deep.search(rules, s);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(millis).as("a search of twelve decisions limited to 30 ms").isLessThan(5_000);
        assertThat(rules.legalDecisions(s)).contains(r.best());
        assertThat(r.nodes()).isGreaterThan(rules.legalDecisions(s).size());
    }

    @Test
    void withTimeEnoughTheLimitedExpectimaxFindsTheFullDepthsValue() {
        Rules rules = DiceDuel.GAME.rules();
        java.util.SplittableRandom random = new java.util.SplittableRandom(5);
        for (int i = 0; i < 20; i++) {
            GameState s = DiceDuel.at(random.nextInt(DiceDuel.GOAL), random.nextInt(DiceDuel.GOAL), Player.WHITE);
            s = rules.resolve(s, ((ToAct.Chance) rules.toAct(s)).outcomes().get(random.nextInt(3)));
            Expectimax limited = new Expectimax(3, 9);
            limited.limitTime(60_000);
            assertThat(limited.search(rules, s).value()).isEqualTo(new Expectimax(3, 9).search(rules, s).value());
        }
    }
}
