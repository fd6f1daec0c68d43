package dev.kingme.rules.character;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;

/**
 * The character games' estimate of a side's prospects ({@link Rules#heuristic}): a game of checkers in
 * which a side also wins by pennies (a mercenary's five, Tagon's three) or by what its powers promise (Loot!'s
 * level difference, a terraport under way, arrows), and in which wounds, pennies on checkers and turns to
 * pass change what a checker is worth. Every term is a difference between the two sides, so the estimate is
 * zero-sum; cheap enough for every leaf of a search (a few bit counts).
 */
final class Prospects {
    private Prospects() {
    }

    static double of(CharacterRules rules, GameState s, Player p) {
        double x = side(rules, s, p) - side(rules, s, p.opponent());
        if (rules.sides().levelsMatter()) {
            x += 0.3 * Levels.ld(s, p);
        }
        return Rules.squash(x, 4);
    }

    /** What {@code p} holds, in checkers' worth. */
    private static double side(CharacterRules rules, GameState s, Player p) {
        long checkers = Reach.checkers(s, p);
        double x = Long.bitCount(checkers) + 0.5 * Long.bitCount(checkers & s.layer(Layer.KING))
                - 0.4 * Long.bitCount(checkers & s.layer(Marks.WOUNDED));
        // pennies on checkers take wounds in their place (the Smart Fighter's hit points, a charm)
        x += 0.15 * Long.bitCount(checkers & Marks.COINS.squares(s));
        Hero h = rules.hero(p);
        int pennies = s.record(p).get(Counters.PENNIES);
        int victory = h.pennyVictory();
        if (victory > 0) {
            double toward = Math.min(1.0, (double) pennies / victory);
            x += 6 * toward * toward;
        } else {
            x += 0.25 * Math.min(pennies, 6);
        }
        for (Power power : h.powers()) {
            double promise = power.prospects(rules, s, p);
            if (promise != 0) {
                x += promise;
            }
        }
        return x;
    }
}
