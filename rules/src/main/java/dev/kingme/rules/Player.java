package dev.kingme.rules;

/** The two sides. Black sits at row 0 (the top of the board as drawn) and moves first. */
public enum Player {
    BLACK, WHITE;

    public Player opponent() {
        return this == BLACK ? WHITE : BLACK;
    }

    /** The row step that is "forward" for this side: Black moves down the board, White up. */
    public int forward() {
        return this == BLACK ? 1 : -1;
    }

    /** This side's back row (where it starts and where the opponent's men are crowned). */
    public int backRow() {
        return this == BLACK ? 0 : 7;
    }

    public String title() {
        return this == BLACK ? "Black" : "White";
    }
}
