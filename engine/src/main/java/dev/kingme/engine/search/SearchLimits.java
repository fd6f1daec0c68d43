package dev.kingme.engine.search;

/**
 * When a search stops: at a depth, after some wall-clock time, or after some nodes, whichever comes first.
 * Zero means "no limit" for that measure; at least one measure must be set.
 *
 * <p>Under a clock the time has two parts: {@code movetimeMillis} is the most the search may take, never
 * passed, and {@code targetMillis} (0 when there is none) the time it aims at, which it spends more or less
 * of as the search goes ({@link TimeManager}): more when the best move changes or the score falls, less
 * when the best move holds.
 */
public record SearchLimits(int maxDepth, long movetimeMillis, long maxNodes, long targetMillis) {
    public SearchLimits {
        if (maxDepth < 0 || movetimeMillis < 0 || maxNodes < 0 || targetMillis < 0) {
            throw new IllegalArgumentException("search limits must not be negative");
        }
        if (maxDepth == 0 && movetimeMillis == 0 && maxNodes == 0) {
            throw new IllegalArgumentException("a search needs a depth, a time or a node limit");
        }
        if (targetMillis > 0 && (movetimeMillis == 0 || targetMillis > movetimeMillis)) {
            throw new IllegalArgumentException("a target time needs a longest time at least as long, got target "
                    + targetMillis + " ms and longest " + movetimeMillis + " ms");
        }
    }

    /** Limits without a target: a fixed time, a depth or nodes. */
    public SearchLimits(int maxDepth, long movetimeMillis, long maxNodes) {
        this(maxDepth, movetimeMillis, maxNodes, 0);
    }

    public static SearchLimits depth(int depth) {
        return new SearchLimits(depth, 0, 0);
    }

    public static SearchLimits movetime(long millis) {
        return new SearchLimits(0, millis, 0);
    }

    /** A clock's limits: aim at {@code targetMillis}, never pass {@code mostMillis}. */
    public static SearchLimits clock(long targetMillis, long mostMillis) {
        return new SearchLimits(0, mostMillis, 0, targetMillis);
    }

    /** The time to plan for: the target under a clock, else the fixed time (0 when there is neither). */
    public long plannedMillis() {
        return targetMillis > 0 ? targetMillis : movetimeMillis;
    }
}
