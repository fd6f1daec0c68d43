package dev.kingme.engine.search;

import java.util.Locale;

/**
 * Search scores, always for the side to move: centi-men (a man is worth 100) for ordinary positions, and
 * for decided games {@link #WIN} less the plies to the end, so that the search prefers the quickest win
 * and the slowest loss, and a win found by a deeper line can never outrank a shorter one.
 */
public final class Score {
    /** The score of a side that wins on the spot; a win in {@code n} plies scores {@code WIN - n}. */
    public static final int WIN = 30000;
    /** Scores this close to {@link #WIN} are wins: no evaluation comes near, no search path is this long. */
    static final int DECISIVE = WIN - 1000;
    /** Above every real score: the bounds of a full window. */
    static final int INFINITY = WIN + 1;

    private Score() {
    }

    /** The score of a side that wins in {@code plies} plies (0: it has already won). */
    public static int winIn(int plies) {
        return WIN - plies;
    }

    /** The score of a side that loses in {@code plies} plies (0: it has lost, it has no move). */
    public static int lossIn(int plies) {
        return -WIN + plies;
    }

    /** True when the score is a forced win for the side to move. */
    public static boolean isWin(int score) {
        return score >= DECISIVE;
    }

    /** True when the score is a forced loss for the side to move. */
    public static boolean isLoss(int score) {
        return score <= -DECISIVE;
    }

    /** True for a forced win or loss. */
    public static boolean isDecisive(int score) {
        return isWin(score) || isLoss(score);
    }

    /**
     * The plies to the end of a decided game, counting both sides' moves, for a win or a loss.
     *
     * @throws IllegalArgumentException when the score is not decisive
     */
    public static int movesToWin(int score) {
        if (!isDecisive(score)) {
            throw new IllegalArgumentException("score " + score + " is not a forced win or loss");
        }
        return WIN - Math.abs(score);
    }

    /** {@code +1.25} (a man and a quarter ahead), {@code 0.00}, {@code win in 7}, {@code loss in 4} (plies). */
    public static String text(int score) {
        if (isWin(score)) {
            return "win in " + movesToWin(score);
        }
        if (isLoss(score)) {
            return "loss in " + movesToWin(score);
        }
        if (score == 0) {
            return "0.00";
        }
        return String.format(Locale.ROOT, "%+.2f", score / 100.0);
    }

    /** A score as the table keeps it: a win or a loss counted from the node, so it stays right at another ply. */
    static int toTable(int score, int ply) {
        if (isWin(score)) {
            return score + ply;
        }
        if (isLoss(score)) {
            return score - ply;
        }
        return score;
    }

    /** The inverse of {@link #toTable}: a table's score at {@code ply}. */
    static int fromTable(int score, int ply) {
        if (isWin(score)) {
            return score - ply;
        }
        if (isLoss(score)) {
            return score + ply;
        }
        return score;
    }
}
