package dev.kingme.rules.record;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Rules;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * Picks uniformly among the legal decisions: the baseline opponent and the driver of random playouts.
 * Seeded, so a match between random choosers is repeatable; like its generator it is not thread-safe,
 * so give each thread its own.
 */
public final class RandomChooser implements Chooser {
    private final RandomGenerator random;

    public RandomChooser(long seed) {
        this(new SplittableRandom(seed));
    }

    public RandomChooser(RandomGenerator random) {
        this.random = random;
    }

    @Override
    public Decision choose(Rules rules, GameState state, List<Decision> legal) {
        return legal.get(random.nextInt(legal.size()));
    }
}
