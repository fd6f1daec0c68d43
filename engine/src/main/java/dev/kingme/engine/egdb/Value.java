package dev.kingme.engine.egdb;

/**
 * A position's value in one byte, as the databases store it: 0 a draw, otherwise the plies to the end of
 * the game under best play plus one. The parity tells who wins, since the winner makes the last move: a
 * loss in {@code d} plies has {@code d} even (a loss in 0 is having no move), a win has {@code d} odd. So
 * odd bytes are losses and even ones wins for the side to move.
 */
public final class Value {
    /** A draw. */
    public static final int DRAW = 0;
    /** Not in the databases at hand. */
    public static final int UNKNOWN = -1;
    /** The longest game a byte holds. */
    static final int MAX_PLIES = 254;

    private Value() {
    }

    static int lossIn(int plies) {
        return plies + 1;
    }

    static int winIn(int plies) {
        return plies + 1;
    }

    public static boolean isWin(int v) {
        return v > 0 && (v & 1) == 0;
    }

    public static boolean isLoss(int v) {
        return v > 0 && (v & 1) == 1;
    }

    /**
     * The value for the side to move of a position whose move leads to a position of value {@code next} for
     * the other side: a win where that is a loss, a loss where it is a win, a ply longer; a draw where it draws.
     */
    static int before(int next) {
        return next == DRAW ? DRAW : next + 1;
    }

    /** The better of two values for the side to move: the quicker win, a win over a draw, a draw over a loss, the longer loss. */
    static int better(int a, int b) {
        return rank(a) >= rank(b) ? a : b;
    }

    private static int rank(int v) {
        return isWin(v) ? 1000 - v : isLoss(v) ? v - 1000 : 0;
    }

    /** The plies to the end of a won or lost game. */
    public static int plies(int v) {
        return v - 1;
    }

    /** {@code win in 7}, {@code loss in 4}, {@code draw}. */
    public static String text(int v) {
        return v == UNKNOWN ? "unknown" : v == DRAW ? "draw" : (isWin(v) ? "win in " : "loss in ") + plies(v);
    }
}
