package dev.kingme.engine.search;

/**
 * How long a search under a clock goes on: it aims at the target time ({@link SearchLimits#targetMillis()})
 * and, after each finished iteration, scales it by what the iterations say. A best move that has just
 * changed asks for more time (the choice is open, up to twice the target), a best move that has held for
 * several iterations for less (down to {@value #STABLE_SCALE} of it), and a score that fell since the last
 * iteration for more again (a threat has come into view). The next iteration is not begun when it would
 * likely end past the scaled target (an iteration costs about as much as all those before it), and one under
 * way is stopped at one and a half times the scaled target, never past the longest time.
 *
 * <p>Without a target (a fixed time, a depth, nodes) it never stops a search: the search's own limits do.
 */
final class TimeManager {
    /** The share of the scaled target past which the next iteration is not begun. */
    static final double START_SHARE = 0.6;
    /** How far past the scaled target an iteration under way may run before it is stopped. */
    static final double OVERRUN = 1.3;
    /** The scale of a best move that has held since the first iterations. */
    static final double STABLE_SCALE = 1.0;
    /** The iterations before the first decision: the shallow ones change their minds for little reason. */
    static final int FIRST_DEPTH = 5;

    private long startNanos;
    private long targetNanos;
    private long mostNanos;
    private long lastBest;
    private int lastScore;
    private double instability;
    private boolean haveLast;

    /** Starts a search at {@code startNanos} under {@code limits}. */
    void begin(long startNanos, SearchLimits limits) {
        this.startNanos = startNanos;
        this.targetNanos = limits.targetMillis() * 1_000_000L;
        this.mostNanos = limits.movetimeMillis() * 1_000_000L;
        haveLast = false;
        instability = 0;
    }

    boolean active() {
        return targetNanos > 0;
    }

    /**
     * Notes a finished iteration of {@code depth} with {@code best} and {@code score} at {@code nowNanos};
     * returns the deadline for the next one (nanoTime), or -1 when the search should stop now.
     */
    long iterationDone(int depth, long best, int score, long nowNanos) {
        boolean changed = haveLast && best != lastBest;
        int fall = haveLast ? lastScore - score : 0;
        instability = instability * 0.5 + (changed ? 1.0 : 0.0);
        lastBest = best;
        lastScore = score;
        haveLast = true;
        if (depth < FIRST_DEPTH) {
            return startNanos + mostNanos;
        }
        double scale = STABLE_SCALE + instability * 0.6;
        if (fall > 0 && !Score.isDecisive(score)) {
            scale *= 1 + Math.min(fall, 100) / 200.0;
        }
        scale = Math.min(scale, 2.0);
        long scaled = (long) (targetNanos * scale);
        long elapsed = nowNanos - startNanos;
        if (elapsed >= scaled * START_SHARE) {
            return -1;
        }
        return startNanos + Math.min(mostNanos, (long) (scaled * OVERRUN));
    }
}
