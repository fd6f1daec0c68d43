package dev.kingme.engine;

/** What can stand on a square. */
public enum Piece {
    EMPTY, BLACK_MAN, BLACK_KING, WHITE_MAN, WHITE_KING;

    public boolean isKing() {
        return this == BLACK_KING || this == WHITE_KING;
    }

    /** The owner, or null for an empty square. */
    public Side side() {
        switch (this) {
            case BLACK_MAN:
            case BLACK_KING:
                return Side.BLACK;
            case WHITE_MAN:
            case WHITE_KING:
                return Side.WHITE;
            default:
                return null;
        }
    }
}
