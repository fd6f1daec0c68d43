package dev.kingme.rules.character;

import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import java.util.List;

/** The Smart Fighter's Smart: a turn of more than one jump puts a penny in the Fighter's pool, which counts as a level (F25). */
final class Smart extends Power {
    Smart() {
        super("Smart", 0, null, "a turn of more than one jump puts a penny in your pool (it counts as a captured checker)",
                "Smart - If you make more than one jump in a turn, put a penny in your pool of captured checkers. Pennies in"
                        + " your pool count as captured checkers.");
    }

    @Override
    void forHops(CharacterRules rules, GameState s, Player owner, List<Effect> fx) {
        if (s.hops() >= 2) {
            fx.add(new Effect.Note("smart", List.of(), "Smart: " + owner.title() + " puts a penny in the pool"));
            fx.add(new Effect.Count(owner, Counters.POOL_PENNIES, 1));
        }
    }

    @Override
    boolean actsThisTurn(CharacterRules rules, GameState s, Player owner, boolean captureAvailable) {
        return s.player() == owner && captureAvailable;
    }
}
