package dev.kingme.rules;

/** The eight directions on the board, as row and column steps (row grows towards White's side). */
public enum Direction {
    NW(-1, -1), NE(-1, 1), SW(1, -1), SE(1, 1), N(-1, 0), S(1, 0), W(0, -1), E(0, 1);

    /** The four diagonal directions, the only ones checkers moves along. */
    public static final Direction[] DIAGONALS = {NW, NE, SW, SE};

    public final int dRow;
    public final int dCol;

    Direction(int dRow, int dCol) {
        this.dRow = dRow;
        this.dCol = dCol;
    }

    public boolean isDiagonal() {
        return dRow != 0 && dCol != 0;
    }

    /** True when this direction goes forward for {@code player}. */
    public boolean isForwardFor(Player player) {
        return dRow == player.forward();
    }

    public Direction reverse() {
        for (Direction d : values()) {
            if (d.dRow == -dRow && d.dCol == -dCol) {
                return d;
            }
        }
        throw new AssertionError(this);
    }
}
