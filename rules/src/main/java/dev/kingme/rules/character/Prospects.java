package dev.kingme.rules.character;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.SideRecord.Counter;

/**
 * The character games' estimate of a side's prospects ({@link Rules#heuristic}): a game of checkers
 * in which a side also wins by pennies (a mercenary's five, Tagon's three) or by level difference (Loot!),
 * and in which wounds, pennies on checkers and turns to pass change what a checker is worth. Every term is
 * a difference between the two sides, so the estimate is zero-sum; cheap enough for every leaf of a
 * search (a few bit counts).
 */
final class Prospects {
    private Prospects() {
    }

    static double of(CharacterRules rules, GameState s, Player p) {
        double x = side(rules, s, p) - side(rules, s, p.opponent());
        if (rules.levelsMatter()) {
            x += 0.3 * CharacterRules.ld(s, p);
        }
        return Rules.squash(x, 4);
    }

    /** What {@code p} holds, in checkers' worth. */
    private static double side(CharacterRules rules, GameState s, Player p) {
        long checkers = Reach.checkers(s, p);
        double x = Long.bitCount(checkers) + 0.5 * Long.bitCount(checkers & s.layer(Layer.KING))
                - 0.4 * Long.bitCount(checkers & s.layer(Layer.WOUNDED));
        // pennies on checkers take wounds in their place (the Smart Fighter's hit points, a charm)
        x += 0.15 * Long.bitCount(checkers & (s.layer(Layer.COIN_1) | s.layer(Layer.COIN_2) | s.layer(Layer.COIN_4)));
        Hero h = rules.hero(p);
        int pennies = s.record(p).pennies();
        int victory = h.pennyVictory();
        if (victory > 0) {
            double toward = Math.min(1.0, (double) pennies / victory);
            x += 6 * toward * toward;
        } else {
            x += 0.25 * Math.min(pennies, 6);
        }
        if (h == Hero.THIEF) {
            x += 0.1 * Math.min(s.record(p).arrows(), 5);
            int ld = CharacterRules.ld(s, p);
            x += ld > 0 ? 1.5 * ld * ld / 9.0 : 0;
        }
        x -= 0.7 * s.record(p).get(Counter.SKIPS);
        return x;
    }
}
