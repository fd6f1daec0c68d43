package dev.kingme.engine.search;

/**
 * When a search stops: at a depth, after some wall-clock time, or after some nodes, whichever comes first.
 * Zero means "no limit" for that measure; at least one measure must be set.
 */
public record SearchLimits(int maxDepth, long movetimeMillis, long maxNodes) {
    public SearchLimits {
        if (maxDepth < 0 || movetimeMillis < 0 || maxNodes < 0) {
            throw new IllegalArgumentException("search limits must not be negative");
        }
        if (maxDepth == 0 && movetimeMillis == 0 && maxNodes == 0) {
            throw new IllegalArgumentException("a search needs a depth, a time or a node limit");
        }
    }

    public static SearchLimits depth(int depth) {
        return new SearchLimits(depth, 0, 0);
    }

    public static SearchLimits movetime(long millis) {
        return new SearchLimits(0, millis, 0);
    }
}
