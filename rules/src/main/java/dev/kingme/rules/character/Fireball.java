package dev.kingme.rules.character;

import dev.kingme.rules.GameState;

/** The Arcane Mage's Fireball: along a straight, unblocked diagonal from a checker of the Mage's (F8, F19). */
final class Fireball extends AreaSpell {
    static final String NAME = "fireball";

    Fireball() {
        super("Fireball", 3, "along a clear diagonal, 2 wounds to an enemy and 1 to every checker around it, each saving"
                + " for 1 less", "Fireball (Spell) - Spend 3 pennies to trace a straight, unblocked path from one of your"
                + " checkers to another checker. Deal 2 wounds to that checker and wound all checkers in the 8 surrounding"
                + " squares. Each affected checker can save for -1 wound of damage.", NAME, "fireball 19",
                "Fireball (3 pennies), instead of moving: at the enemy piece on 19 and the checkers around it", 2);
    }

    @Override
    long targets(CharacterRules rules, GameState s) {
        return Reach.inLine(s, Integer.MAX_VALUE);
    }

    @Override
    String noTarget(CharacterRules rules, GameState s, int square) {
        String none = noEnemy(rules, s, square);
        return none != null ? none : "no straight, unblocked diagonal from any of your checkers to " + rules.square(square);
    }
}
