package dev.kingme.balance;

/** How one game of the lab ended, by colour: Black moves first. */
public enum Result {
    BLACK_WINS, WHITE_WINS, DRAW;

    /** The points Black scored: 1, 1/2 or 0. */
    public double blackPoints() {
        return this == BLACK_WINS ? 1 : this == DRAW ? 0.5 : 0;
    }
}
