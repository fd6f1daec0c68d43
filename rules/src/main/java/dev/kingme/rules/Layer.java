package dev.kingme.rules;

/**
 * The bitboards a state keeps, one 64-bit mask each. A piece is its owner's bit plus any of the others on
 * the same square, so moving or removing a piece moves or removes everything stacked on it (a king's
 * crown, a Lilypad pawn riding the checker, a wound, the pennies on a checker).
 */
public enum Layer {
    /** Black's pieces. */
    BLACK,
    /** White's pieces. */
    WHITE,
    /** Kings (a crowned piece). */
    KING,
    /** Lilypad: the pawn riding on a checker. */
    PAWN,
    /** Character games: a wounded (face-down) checker. */
    WOUNDED,
    /** Character games: an illusory checker (a quarter used as a checker); not a checker for any count. */
    ILLUSION,
    /** Pennies on a checker, bit 0 of the count (see {@link GameState#coins(int)}). */
    COIN_1,
    /** Pennies on a checker, bit 1 of the count. */
    COIN_2,
    /** Pennies on a checker, bit 2 of the count. */
    COIN_4,
    /** Marks for this turn only (a save already tried against the piece); cleared when the turn ends. */
    TRIED,
    /** Marks for this turn only (a piece that may not be jumped again); cleared when the turn ends. */
    SHIELDED,
    /** Character games: the piece a terraport will move (Commander Kevyn's dime on the checker). */
    TERRAPORT,
    /** Warp Checkers: a fragment checker (never promoted). */
    FRAGMENT,
    /** Warp Checkers: a queen (also marked {@link #KING}, since it has every ability of a king). */
    QUEEN;

    /** The most pennies one checker can hold (three bits). */
    public static final int MAX_COINS = 7;

    public static Layer of(Player p) {
        return p == Player.BLACK ? BLACK : WHITE;
    }

    /** Layers that only last for the turn in which they were set. */
    public boolean perTurn() {
        return this == TRIED || this == SHIELDED;
    }
}
