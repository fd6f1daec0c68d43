package dev.kingme.rules.warp;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;

/** A side's points (a checker or a fragment 1, a king 2, a queen 4), and what they say of its prospects. */
final class Points {
    private Points() {
    }

    /** The sum of the points of {@code p}'s pieces on the board. */
    static int of(GameState s, Player p) {
        int sum = 0;
        for (long m = s.pieces(p); m != 0; m &= m - 1) {
            sum += Kind.of(s, Long.numberOfTrailingZeros(m)).points;
        }
        return sum;
    }

    /**
     * Points decide a game that runs out of quiet turns, and pieces decide the rest: the points lead (a
     * checker or a fragment 1, a king 2, a queen 4) as a share of the points on the board, plus a little
     * for each piece, since a side with no piece left loses whatever its points were.
     */
    static double prospects(GameState s, Player p) {
        int mine = of(s, p);
        int theirs = of(s, p.opponent());
        double lead = mine + theirs == 0 ? 0 : (mine - theirs) * 24.0 / (mine + theirs + 24);
        double pieces = 0.25 * (Long.bitCount(s.pieces(p)) - Long.bitCount(s.pieces(p.opponent())));
        return Rules.squash(lead + pieces, 3);
    }
}
