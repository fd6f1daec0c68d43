package dev.kingme.app.session;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.ToAct;
import java.util.List;

/**
 * Rolls chance for a game people play: picks one outcome with its probability, drawn from the game's seed
 * and the state chance acts in. The same chance event in the same game therefore always comes up the
 * same: a move taken back and made again meets the dice it met the first time, so undo is never a way to
 * roll again; a different move meets dice of its own, which the first try did not reveal. The generator
 * lives here, never in the game state (see docs/architecture.md).
 */
public final class ChanceRoller {
    private final long seed;

    /** A roller for the game whose chance {@code seed} fixes. */
    public ChanceRoller(long seed) {
        this.seed = seed;
    }

    /** The outcome of {@code chance}, which acts in {@code state}. */
    public Outcome roll(ToAct.Chance chance, GameState state) {
        List<Outcome> outcomes = chance.outcomes();
        double r = uniform(state.stableHash());
        for (Outcome o : outcomes) {
            r -= o.probability();
            if (r < 0) {
                return o;
            }
        }
        // Rounding can leave a sliver past the last outcome's share.
        return outcomes.get(outcomes.size() - 1);
    }

    /** A number in [0, 1) that depends only on the seed and {@code key}, spread evenly (SplitMix64's finish). */
    private double uniform(long key) {
        long z = seed ^ (key * 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z ^= z >>> 31;
        return (z >>> 11) * 0x1.0p-53;
    }
}
