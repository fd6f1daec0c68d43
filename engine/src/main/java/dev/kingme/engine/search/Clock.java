package dev.kingme.engine.search;

/**
 * A player's clock: the time left, the increment added after each move, and the moves to the next time
 * control (0 when the rest of the game must be played in the remaining time).
 */
public record Clock(long remainingMillis, long incrementMillis, int movesToGo) {
    /** Kept back from every allocation: the move still has to reach the board after the search stops. */
    static final long MIN_SAFETY_MILLIS = 30;
    /** Without a time control in sight, plan for this many more moves. */
    static final int HORIZON_MOVES = 30;

    public Clock {
        if (remainingMillis < 0 || incrementMillis < 0 || movesToGo < 0) {
            throw new IllegalArgumentException("clock values must not be negative");
        }
    }

    /**
     * The limits for the next move: an even share of the remaining time over the moves to go (or
     * {@value #HORIZON_MOVES} when unknown) plus three quarters of the increment, never more than the
     * remaining time less a safety margin (a twentieth of it, at least {@value #MIN_SAFETY_MILLIS} ms). When
     * nothing is left above the margin, a one-ply search (which takes next to no time) is all there is.
     */
    public SearchLimits allocate() {
        int moves = movesToGo > 0 ? Math.min(movesToGo, HORIZON_MOVES) : HORIZON_MOVES;
        long share = remainingMillis / moves + incrementMillis * 3 / 4;
        long margin = Math.max(MIN_SAFETY_MILLIS, remainingMillis / 20);
        long cap = remainingMillis - margin;
        if (cap < 1) {
            return SearchLimits.depth(1);
        }
        return SearchLimits.movetime(Math.max(1, Math.min(share, cap)));
    }
}
