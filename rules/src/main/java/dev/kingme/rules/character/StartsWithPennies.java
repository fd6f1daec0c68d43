package dev.kingme.rules.character;

import dev.kingme.rules.GameState;
import dev.kingme.rules.GameStateBuilder;
import dev.kingme.rules.Player;

/** Pennies in the purse at the start ("Starts the game with a penny"). */
final class StartsWithPennies extends Power {
    private final int pennies;

    StartsWithPennies(int pennies) {
        super(pennies == 1 ? "Starts with a penny" : "Starts with two pennies", 0, null, null,
                pennies == 1 ? "Starts the game with a penny." : "Starts the game with two pennies.");
        this.pennies = pennies;
    }

    @Override
    boolean neutralizable() {
        return false;
    }

    @Override
    boolean usesPurse() {
        return true;
    }

    @Override
    void atSetUp(CharacterRules rules, GameStateBuilder b, Player owner) {
        b.record(owner, b.record(owner).plus(Counters.PENNIES, pennies));
    }
}
