package dev.kingme.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.Games;
import dev.kingme.rules.Rules;
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
}
