package dev.kingme.rules.character;

import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import java.util.List;

/** The Spellcasters' frame: a penny for every level gained (F14); one spell instead of moving (F11). */
final class Spellcaster extends Power {
    Spellcaster() {
        super("Spellcaster", 0, null, "a penny for every level gained; one spell instead of moving",
                "Spellcaster - Every time you gain a level, you get a penny. You can cast one spell during your turn"
                        + " instead of moving.");
    }

    @Override
    boolean usesPurse() {
        return true;
    }

    @Override
    void forCaptures(CharacterRules rules, GameState s, Player owner, int levels, int captures, List<Effect> fx) {
        if (levels > 0) {
            fx.add(new Effect.Count(owner, Counters.PENNIES, levels));
        }
    }

    @Override
    boolean actsThisTurn(CharacterRules rules, GameState s, Player owner, boolean captureAvailable) {
        return s.player() == owner && captureAvailable;
    }
}
