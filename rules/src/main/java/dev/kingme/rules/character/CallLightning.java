package dev.kingme.rules.character;

import dev.kingme.rules.GameState;

/** The Stalwart Cleric's Call Lightning: any enemy piece, no path needed (F19). */
final class CallLightning extends AreaSpell {
    CallLightning() {
        super("Call Lightning", 5, "3 wounds to an enemy and 1 to every checker around it, each saving for 1 less",
                "Call Lightning (Spell) - Spend 5 pennies. Deal 3 wounds to a checker and wound all checkers in the 8"
                        + " surrounding squares. Each affected checker can save for -1 wound of damage.",
                "call-lightning", "call-lightning 18",
                "Call Lightning (5 pennies), instead of moving: strike the enemy piece on 18 and the checkers around it", 3);
    }

    @Override
    long targets(CharacterRules rules, GameState s) {
        return s.pieces(s.player().opponent());
    }

    @Override
    String noTarget(CharacterRules rules, GameState s, int square) {
        return "there is no enemy piece on " + rules.square(square);
    }
}
