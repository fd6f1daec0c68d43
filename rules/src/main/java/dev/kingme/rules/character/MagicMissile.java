package dev.kingme.rules.character;

import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import java.util.List;

/** The Arcane Mage's Magic Missile: one wound at the end of a clear movement path of a checker of the Mage's (F9). */
final class MagicMissile extends Spell {
    MagicMissile() {
        super("Magic Missile", 1, "1 wound to an enemy at the end of a clear path one of your checkers could move along",
                "Magic Missile (Spell) - Spend 1 penny to trace an unobstructed, legal movement path from one of your"
                        + " checkers to any checker. Wound the checker at the end of the path.", "magic-missile",
                "magic-missile 23", "Magic Missile (1 penny), instead of moving: a wound to the enemy piece on 23");
    }

    @Override
    long targets(CharacterRules rules, GameState s) {
        Player me = s.player();
        long out = 0;
        for (long m = Reach.checkers(s, me); m != 0; m &= m - 1) {
            int from = Long.numberOfTrailingZeros(m);
            out |= Reach.pathEnds(s, from, rules.directionsOf(s, from));
        }
        return out & s.pieces(me.opponent());
    }

    @Override
    List<Effect> cast(CharacterRules rules, GameState s, int square) {
        return List.of(cast(rules, s.player(), "Magic Missile", "at", square),
                new Effect.Enqueue(List.of(Pending.of(Frame.WOUND, s.player(), 1, square), end(s.player()))));
    }

    @Override
    String noTarget(CharacterRules rules, GameState s, int square) {
        String none = noEnemy(rules, s, square);
        return none != null ? none : "no clear movement path from any of your checkers to " + rules.square(square);
    }
}
