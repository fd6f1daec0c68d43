package dev.kingme.engine.search;

/**
 * Where the search looks less far than full-width alpha-beta, with {@link Searcher#setSelective selective
 * search} on: late-move reductions, static cut-offs and futility pruning, and how endings are spared them;
 * and where it looks further (singular extensions).
 * The numbers were chosen by engine-against-engine matches (bench/README.md, "Pruning").
 */
final class Selectivity {
    /** Quiet moves from this index on (in move order) are searched less deep first, at a null-window node. */
    static final int LMR_FIRST = 2;
    /** The same at a principal-variation node, where a mistake costs more. */
    static final int LMR_FIRST_PV = 4;
    static final int LMR_MIN_DEPTH = 3;
    /** Static cut-offs: the depths they apply to and their margins a ply, in hundredths of a man. */
    static final int STATIC_CUT_DEPTH = 3;
    static final int STATIC_CUT_MARGIN = 60;
    static final int FUTILITY_DEPTH = 2;
    static final int FUTILITY_MARGIN = 80;
    /**
     * Positions with fewer pieces are endings: searched without static cut-offs and futility pruning, and
     * reduced only as {@link #endingReduction} says. There a winning plan is many quiet moves long while the
     * static score stays high all along, and the middlegame's pruning and reductions made the strongest level
     * repeat moves in a won ending (Negative Second Position, bench/README.md).
     */
    static final int MIDDLEGAME_PIECES = 11;
    static final int ENDING_LMR_FIRST = 3;
    static final int ENDING_LMR_FIRST_PV = 5;
    /**
     * Singular extensions: at middlegame nodes of this depth or more, the table's move (stored at least three
     * plies less deep, not an upper bound) is singular when every other move, searched to half the depth,
     * stays below the table's score less this margin a ply, in hundredths of a man.
     */
    static final int SINGULAR_DEPTH = 6;
    static final int SINGULAR_MARGIN = 3;

    private Selectivity() {
    }

    /** The index from which quiet moves are reduced. */
    static int lmrFirst(boolean ending, boolean pvNode) {
        return ending ? (pvNode ? ENDING_LMR_FIRST_PV : ENDING_LMR_FIRST) : pvNode ? LMR_FIRST_PV : LMR_FIRST;
    }

    /**
     * How much less deep the {@code i}th move is first searched: a ply, one more for a late move of a deep
     * node, one more for a very late move of a deeper one, one more at a deep null-window node; never down
     * to the horizon.
     */
    static int reduction(int depth, int i, int lmrFirst, boolean pvNode, int childDepth) {
        int r = 1;
        if (depth >= 5 && i >= 2 * lmrFirst) {
            r++;
        }
        if (depth >= 8 && i >= 3 * lmrFirst) {
            r++;
        }
        if (!pvNode && depth >= 6) {
            r++;
        }
        return Math.max(0, Math.min(r, childDepth - 1));
    }

    /** The same in an ending: a ply, two for a late move of a deep node. */
    static int endingReduction(int depth, int i, int lmrFirst) {
        return depth >= 6 && i >= 2 * lmrFirst ? 2 : 1;
    }
}
