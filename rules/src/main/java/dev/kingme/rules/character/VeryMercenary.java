package dev.kingme.rules.character;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.Verdict;

/** Captain Tagon's Very mercenary: three pennies win (S2); a victory condition, never neutralized. */
final class VeryMercenary extends Power {
    VeryMercenary() {
        super("Very mercenary", 0, null, "3 pennies win", "If Tagon has three or more pennies, then he wins the game.");
    }

    @Override
    boolean neutralizable() {
        return false;
    }

    @Override
    int pennyVictory() {
        return 3;
    }

    @Override
    Verdict victory(CharacterRules rules, GameState s, Player owner) {
        return Mercenary.pennyWin(rules, s, owner, pennyVictory(), "Very mercenary: ");
    }
}
