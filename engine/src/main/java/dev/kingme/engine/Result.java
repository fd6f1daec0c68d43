package dev.kingme.engine;

/** How a game stands, with PDN's result token. */
public enum Result {
    ONGOING("*"), BLACK_WINS("1-0"), WHITE_WINS("0-1"), DRAW("1/2-1/2");

    private final String pdn;

    Result(String pdn) {
        this.pdn = pdn;
    }

    /** The PDN result token (American convention: 1-0 means Black, who moves first, won). */
    public String pdn() {
        return pdn;
    }

    public static Result winner(Side side) {
        return side == Side.BLACK ? BLACK_WINS : WHITE_WINS;
    }

    /** The result for a PDN token, or null if it is not one. */
    public static Result ofPdn(String token) {
        for (Result r : values()) {
            if (r.pdn.equals(token)) {
                return r;
            }
        }
        if ("1/2".equals(token) || "½-½".equals(token)) {
            return DRAW;
        }
        return null;
    }
}
