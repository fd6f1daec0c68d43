package dev.kingme.engine;

/** The two players. Black moves first and starts on squares 1-12. */
public enum Side {
    BLACK('B'), WHITE('W');

    private final char letter;

    Side(char letter) {
        this.letter = letter;
    }

    /** The letter PDN uses for this side. */
    public char letter() {
        return letter;
    }

    public Side opponent() {
        return this == BLACK ? WHITE : BLACK;
    }

    /** The row a man of this side is crowned on. */
    public long crownRow() {
        return this == BLACK ? Squares.WHITE_BACK_ROW : Squares.BLACK_BACK_ROW;
    }

    public static Side ofLetter(char c) {
        switch (Character.toUpperCase(c)) {
            case 'B':
                return BLACK;
            case 'W':
                return WHITE;
            default:
                throw new IllegalArgumentException("'" + c + "' is not a side (expected B or W)");
        }
    }
}
