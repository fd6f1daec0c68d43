package dev.kingme.engine.eval;

/**
 * What the evaluation counts, each a group of one or more weights. Most are counted for each side on the
 * board as that side sees it (its men going up from its own back rank, squares 1-4) and enter as the side
 * to move's count less the opponent's; the last few belong to the position as a whole.
 *
 * <p>Every weight comes twice, for the opening (24 pieces) and the ending (none), and a position with
 * {@code n} pieces mixes the two in proportion (tapering), so each feature can matter more or less as the
 * board empties.
 */
public enum Feature {
    /** A man. */
    MEN(1),
    /** A king. */
    KINGS(1),
    /** A man on each of squares 1-28 (never on the crowning row): advancement, centre, edges, back rank. */
    MAN_SQUARE(28),
    /** A king on each of the 32 squares: kings want the centre and fear the single corner. */
    KING_SQUARE(32),
    /**
     * Which of the four back-rank squares hold the side's men, while the opponent still has men to crown
     * (16 patterns: the bridge on 1 and 3, the triangle, a lone guard, an empty rank).
     */
    BACK_RANK(16),
    /** A man with a free road to the crown, by rows still to go (1-4): almost a king already. */
    RUNAWAY(4),
    /** The simple moves the side's men have: room to move, the cure for running out of tempo. */
    MAN_MOBILITY(1),
    /** The simple moves the side's kings have. */
    KING_MOBILITY(1),
    /** Kings with no simple move: shut in. */
    TRAPPED_KING(1),
    /** Men that cannot step at all (both squares ahead taken or off the board). */
    FROZEN_MEN(1),
    /** An opponent man in the side's dog-hole (square 5 with the side's man on 1): it cannot move. */
    DOG_HOLE(1),
    /** How unevenly the side's men stand between the two wings (files a-d against e-h). */
    WING_IMBALANCE(1),
    /** Pieces ahead times the pieces already off the board (24 less those left): ahead, trade down. */
    TRADE(1),
    /** For the side ahead in an ending: its kings' distances to the nearest opposing piece (closing in). */
    KING_DISTANCE(1),
    /** For the side ahead in an ending: the free squares around the opposing kings (hemming them in). */
    WEAK_KING_ROOM(1),
    /** For the side ahead in an ending: opposing kings holding out in a double corner (1, 5, 28, 32). */
    WEAK_DOUBLE_CORNER(1),
    /** Having the move to make (a small bias for the side to move). */
    TURN(1),
    /** The side to move's pieces the opponent could take if it were its turn (threats at the horizon). */
    UNDER_ATTACK(1),
    /**
     * "The move" (the opposition) in endings of up to ten pieces: +1 when the side to move has it, -1 when
     * not, counted the classical way as the parity of the pieces on its system's files.
     */
    THE_MOVE(1);

    private final int size;
    private int offset;

    /** The number of weights of all features. */
    public static final int COUNT;

    static {
        int o = 0;
        for (Feature f : values()) {
            f.offset = o;
            o += f.size;
        }
        COUNT = o;
    }

    Feature(int size) {
        this.size = size;
    }

    public int size() {
        return size;
    }

    /** The index of this feature's first weight among all. */
    public int offset() {
        return offset;
    }

    /** The feature that weight {@code index} belongs to. */
    public static Feature of(int index) {
        for (Feature f : values()) {
            if (index >= f.offset && index < f.offset + f.size) {
                return f;
            }
        }
        throw new IllegalArgumentException("no weight " + index);
    }
}
