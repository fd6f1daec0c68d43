package dev.kingme.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.search.SearchLimits;
import dev.kingme.rules.Games;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.record.Match;
import dev.kingme.rules.record.MatchRunner;
import dev.kingme.rules.record.RandomChooser;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Engines are made when a decision needs one, and a pool lends them one decision at a time. */
class EngineSourceTest {
    @Test
    void aPoolMakesAnEngineOnlyWhenNoneIsFreeAndKeepsAtMostItsShare() {
        EngineSource.Pool pool = new EngineSource.Pool(1);
        EngineBridge a = pool.take();
        EngineBridge b = pool.take();
        assertThat(a).isNotSameAs(b);
        assertThat(pool.made()).isEqualTo(2);
        pool.give(a);
        pool.give(b);
        assertThat(pool.made()).as("one kept, one dropped").isEqualTo(1);
        assertThat(pool.take()).as("the one kept is lent again").isSameAs(a);
        assertThat(pool.made()).isEqualTo(1);
    }

    @Test
    void aPlayersOwnEngineIsMadeAtItsFirstDecisionAndKept() {
        EngineSource own = EngineSource.own(5);
        EngineBridge first = own.take();
        own.give(first);
        assertThat(own.take()).isSameAs(first);
    }

    @Test
    void aPlayerWithLentEnginesWinsAgainstRandomAsOneWithItsOwnDoes() {
        Rules american = Games.byName("american").rules(Map.of());
        for (long seed = 1; seed <= 2; seed++) {
            Match own = MatchRunner.seeded(seed).play(american, new EngineChooser(SearchLimits.depth(4), 0, seed),
                    new RandomChooser(seed), 300);
            Match pooled = MatchRunner.seeded(seed).play(american, new EngineChooser(SearchLimits.depth(4), 0, seed, true),
                    new RandomChooser(seed), 300);
            assertThat(pooled.verdict().winner()).isEqualTo(Player.BLACK);
            assertThat(own.verdict().winner()).isEqualTo(Player.BLACK);
        }
    }
}
