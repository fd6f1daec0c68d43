package dev.kingme.rules.character;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.Verdict;

/**
 * The Ranged Attack Thief's Loot!: it wins with LD 3 or more, or at the third hop of a move (F26); a
 * victory condition, never neutralized (S9).
 */
final class Loot extends Power {
    Loot() {
        super("Loot!", 0, null, "you win with LD 3 or more, or with a triple jump",
                "Loot! - You win if your LD is 3 or greater. You win if you make a triple-jump.");
    }

    @Override
    boolean neutralizable() {
        return false;
    }

    @Override
    Verdict victory(CharacterRules rules, GameState s, Player owner) {
        if (owner == s.player() && s.hops() >= 3) {
            return Verdict.win(owner, "Loot!: " + owner.title() + "'s Thief made a triple jump");
        }
        int ld = Levels.ld(s, owner);
        return ld >= 3 ? Verdict.win(owner, "Loot!: " + owner.title() + "'s Thief has LD " + Levels.signed(ld)) : null;
    }

    /** Level difference counts toward Loot!, the more the closer to 3. */
    @Override
    double prospects(CharacterRules rules, GameState s, Player owner) {
        int ld = Levels.ld(s, owner);
        return ld > 0 ? 1.5 * ld * ld / 9.0 : 0;
    }
}
