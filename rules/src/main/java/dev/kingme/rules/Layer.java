package dev.kingme.rules;

/**
 * The bitboards a state keeps, one 64-bit mask each. A piece is its owner's bit plus any of the others on
 * the same square, so moving or removing a piece moves or removes everything stacked on it (a king's
 * crown, a Lilypad pawn riding the checker).
 */
public enum Layer {
    /** Black's pieces. */
    BLACK,
    /** White's pieces. */
    WHITE,
    /** Kings (a crowned piece). */
    KING,
    /** Lilypad: the pawn riding on a checker. */
    PAWN;

    public static Layer of(Player p) {
        return p == Player.BLACK ? BLACK : WHITE;
    }
}
