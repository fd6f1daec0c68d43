package dev.kingme.rules.record;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Rules;
import dev.kingme.rules.warp.Warp;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Random playouts of Warp Checkers, long ones (the 20-turn points rule off) so that kings, queens and
 * their powers come about: the model's promises hold at every node, and random play reaches every kind
 * of decision: a decision no playout ever offers is one no player can make.
 */
class WarpPlayoutsTest {
    @Test
    void randomGamesKeepThePromisesAndUseEveryKindOfDecision() {
        Rules rules = Warp.GAME.rules(Map.of(Warp.QUIET_TURNS, "0"));
        SplittableRandom rnd = new SplittableRandom(2026);
        Map<String, Integer> used = new TreeMap<>();
        for (int g = 0; g < 12; g++) {
            Match m = MatchRunner.seeded(rnd.nextLong()).play(rules, new RandomChooser(rnd.nextLong()),
                    new RandomChooser(rnd.nextLong()), 1_500);
            Invariants.checkMatch(Warp.GAME, rules, m, rnd.split());
            GameState s = Replayer.start(m.record(), rules);
            for (Entry e : m.record().entries()) {
                Decision d = ((Entry.Chosen) e).decision();
                String kind = d instanceof Decision.Act a ? a.name() + (a.choice().isEmpty() ? "" : " " + a.choice())
                        : d.getClass().getSimpleName();
                used.merge(kind, 1, Integer::sum);
                s = rules.apply(s, d);
            }
        }
        assertThat(used).as("decisions made in random play: %s", used).containsKeys("Step", "Jump", "Pass", "Place",
                "swap", "merge", "skip", "split", "split kings", "split fragments", "cycle cw", "cycle ccw", "cycle 180");
    }
}
