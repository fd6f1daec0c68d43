package dev.kingme.ai;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Verdict;

/**
 * The one scale every player here scores on: a number in [-1, 1] for a given side, 1 a win, -1 a loss,
 * 0 a draw, and the game's own {@link Rules#heuristic} in between when the search stops before the end.
 * Values are per side and zero-sum, so a search never flips a sign by ply: it asks for the value of the
 * side that acts at a node.
 */
final class Values {
    static final double WIN = 1;
    static final double LOSS = -1;

    private Values() {
    }

    /** The value of {@code verdict} for {@code p}. */
    static double of(Verdict verdict, Player p) {
        return verdict.isDraw() ? 0 : verdict.winner() == p ? WIN : LOSS;
    }

    /** The value of {@code s} for {@code p} without looking ahead: exact at the end, else the heuristic. */
    static double leaf(Rules rules, GameState s, Player p) {
        if (rules.toAct(s) instanceof ToAct.Terminal t) {
            return of(t.verdict(), p);
        }
        return clamp(rules.heuristic(s, p));
    }

    /** A heuristic kept strictly inside the verdicts' range, whatever a game returns. */
    static double clamp(double v) {
        return Double.isNaN(v) ? 0 : Math.max(-0.999, Math.min(0.999, v));
    }

    /** {@code v} (for {@code p}) as the value for {@code q}. */
    static double forSide(double v, Player p, Player q) {
        return p == q ? v : -v;
    }

    /** A value for {@code p} in words: {@code 61% for Black}, the chance of winning a win-or-lose game. */
    static String percent(double v, Player p) {
        long pct = Math.round((Math.max(-1, Math.min(1, v)) + 1) * 50);
        return pct + "% for " + p.title();
    }
}
