package dev.kingme.rules.character;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;

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
        if (h == Hero.THIEF) {
            x += 0.1 * Math.min(s.record(p).get(Counters.ARROWS), 5);
            int ld = CharacterRules.ld(s, p);
            x += ld > 0 ? 1.5 * ld * ld / 9.0 : 0;
        }
        x -= 0.7 * s.record(p).get(Counters.SKIPS);
        if (h == Hero.KEVYN) {
            x += terraport(rules, s, p);
        }
        return x;
    }

    /**
     * What Kevyn's terraport under way promises, judged as if the die ran out now: a piece whose
     * destination is taken is as good as lost (it is captured into no pool), one that would arrive where
     * an enemy piece can jump it is nearly so, and a man bound for a safe square of the far row will be
     * crowned. Without this term a terraport would look like nothing to the search until the
     * die runs out, and a search choosing among hundreds of them by chance alone sends pieces onto taken
     * squares.
     */
    static double terraport(CharacterRules rules, GameState s, Player kevyn) {
        Integer piece = Mercenaries.terraportUnderWay(s, kevyn);
        if (piece == null || piece < 0) {
            return 0;
        }
        int to = s.record(kevyn).get(Counters.PORT) - 1;
        if (to == piece) {
            return 0;
        }
        boolean king = s.has(Layer.KING, piece);
        double worth = king ? 1.5 : 1;
        if (s.owner(to) != null) {
            return -0.8 * worth;
        }
        if (rules.exposedOn(s, kevyn, to, piece)) {
            return -0.6 * worth;  // it would arrive where an enemy piece can jump it
        }
        return !king && rules.crownsOn(kevyn, to) ? 0.4 : 0;
    }
}
