package dev.kingme.app;

import dev.kingme.rules.Outcome;
import dev.kingme.rules.ToAct;
import java.util.List;
import java.util.Random;

/**
 * Rolls chance for a terminal game: picks one outcome with its probability. The generator lives here, never
 * in the game state (see docs/architecture.md), and a seed makes a session's rolls repeatable.
 */
public final class ChanceRoller {
    private final Random random;

    public ChanceRoller(Random random) {
        this.random = random;
    }

    public Outcome roll(ToAct.Chance chance) {
        List<Outcome> outcomes = chance.outcomes();
        double r = random.nextDouble();
        for (Outcome o : outcomes) {
            r -= o.probability();
            if (r < 0) {
                return o;
            }
        }
        // Rounding can leave a sliver past the last outcome's share.
        return outcomes.get(outcomes.size() - 1);
    }
}
