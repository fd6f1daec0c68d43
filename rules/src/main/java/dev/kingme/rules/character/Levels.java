package dev.kingme.rules.character;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;

/**
 * Levels and saving throws (Fantasy RPG Checkers, F2, F4): a side's level is its pool of captured checkers
 * plus the pennies put there; LD is its level minus the opponent's; a die plus LD of 4 or more saves, and a
 * natural 6 always does.
 */
public final class Levels {
    private Levels() {
    }

    public static int level(GameState s, Player p) {
        return s.record(p).get(Counters.POOL) + s.record(p).get(Counters.POOL_PENNIES);
    }

    /** Level difference: {@code p}'s level minus its opponent's. */
    public static int ld(GameState s, Player p) {
        return level(s, p) - level(s, p.opponent());
    }

    /** The saving throw: a die plus LD of 4 or more, or a natural 6, saves. */
    public static boolean saves(int roll, int ld) {
        return roll == 6 || roll + ld >= 4;
    }

    public static String signed(int n) {
        return n > 0 ? "+" + n : String.valueOf(n);
    }

    /** " (LD +2)": {@code p}'s level difference, for the label of its saving throw. */
    public static String ldText(GameState s, Player p) {
        return " (LD " + signed(ld(s, p)) + ")";
    }
}
