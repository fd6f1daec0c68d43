package dev.kingme.ai;

import java.util.Locale;

/**
 * How good a move was, by how much it lowered its player's expected score (a win 1, a draw 1/2, a loss 0) from
 * what the best move kept: the drop {@code d} is the best move's expected score less the played move's, both
 * as the analysis judges them. The thresholds (docs/review.md says why these):
 * <ul>
 *   <li>{@link #BEST}: the analysis's own best move, or a drop under 0.01;</li>
 *   <li>{@link #GOOD}: under 0.05;</li>
 *   <li>{@link #INACCURACY}: under 0.10;</li>
 *   <li>{@link #MISTAKE}: under 0.15;</li>
 *   <li>{@link #BLUNDER}: 0.15 or more (a man given away from a level game, or a win let go to a draw).</li>
 * </ul>
 */
public enum MoveClass {
    BEST, GOOD, INACCURACY, MISTAKE, BLUNDER;

    /** The drops at and above which a move is an inaccuracy, a mistake and a blunder. */
    public static final double INACCURACY_FROM = 0.05;
    public static final double MISTAKE_FROM = 0.10;
    public static final double BLUNDER_FROM = 0.15;
    /** A drop below this is as good as the best move. */
    public static final double BEST_BELOW = 0.01;

    /** The class of a move that lowered its player's expected score by {@code drop}; {@code best}: it was the best move. */
    public static MoveClass of(double drop, boolean best) {
        if (best || drop < BEST_BELOW) {
            return BEST;
        }
        return drop < INACCURACY_FROM ? GOOD : drop < MISTAKE_FROM ? INACCURACY : drop < BLUNDER_FROM ? MISTAKE : BLUNDER;
    }

    /** Its name in lower case, as the review prints it: {@code inaccuracy}. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
