package dev.kingme.engine.search;

/**
 * A player's clock: the time left, the increment added after each move, and the moves to the next time
 * control (0 when the rest of the game must be played in the remaining time).
 */
public record Clock(long remainingMillis, long incrementMillis, int movesToGo) {
    /**
     * Kept back from every allocation: the move still has to reach the board after the search stops, and a
     * program on a busy machine may wait for a core (an engine with 30 ms kept back lost on time in a match of
     * two games at once on two cores).
     */
    static final long MIN_SAFETY_MILLIS = 100;
    /** Without a time control in sight, plan for this many more moves from the starting position. */
    static final int HORIZON_MOVES = 30;
    /** ... and never for fewer than this many, however few pieces are left. */
    static final int FEWEST_HORIZON_MOVES = 12;
    /** The pieces of the starting position. */
    public static final int ALL_PIECES = 24;

    public Clock {
        if (remainingMillis < 0 || incrementMillis < 0 || movesToGo < 0) {
            throw new IllegalArgumentException("clock values must not be negative");
        }
    }

    /** The longest a move may take, in targets: room for a move whose choice is still open. */
    static final int MOST_TARGETS = 3;

    /** As {@link #allocate(int)} from the starting position's 24 pieces: a horizon of {@value #HORIZON_MOVES} moves. */
    public SearchLimits allocate() {
        return allocate(ALL_PIECES);
    }

    /**
     * The limits for the next move with {@code pieces} on the board: a target of an even share of the
     * remaining time over the moves to go plus three quarters of the increment, and a longest time of
     * {@value #MOST_TARGETS} targets, neither more than the remaining time less a safety margin (a twentieth of
     * it, at least {@value #MIN_SAFETY_MILLIS} ms). Without a time control in sight the moves to go are
     * {@value #HORIZON_MOVES} less one for each piece gone from the board, never fewer than
     * {@value #FEWEST_HORIZON_MOVES}: a game with fewer pieces has fewer moves left, and a fixed horizon left
     * a third of the time unused at the end of a game. The search spends about the target, more or less as its
     * iterations agree ({@link TimeManager}). When nothing is left above the margin, a one-ply search (which
     * takes next to no time) is all there is.
     */
    public SearchLimits allocate(int pieces) {
        int horizon = Math.max(FEWEST_HORIZON_MOVES, HORIZON_MOVES - (ALL_PIECES - Math.min(pieces, ALL_PIECES)));
        int moves = movesToGo > 0 ? Math.min(movesToGo, horizon) : horizon;
        long share = remainingMillis / moves + incrementMillis * 3 / 4;
        long margin = Math.max(MIN_SAFETY_MILLIS, remainingMillis / 20);
        long cap = remainingMillis - margin;
        if (cap < 1) {
            return SearchLimits.depth(1);
        }
        long target = Math.max(1, Math.min(share, cap));
        return SearchLimits.clock(target, Math.min(cap, target * MOST_TARGETS));
    }
}
