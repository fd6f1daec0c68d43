package dev.kingme.ai;

/**
 * How much an analysis or a decision may cost: a depth, a time in milliseconds, or both (whichever comes
 * first). Zero means no limit for that measure; at least one must be set.
 */
public record Budget(int depth, long movetimeMillis) {
    public Budget {
        if (depth < 0 || movetimeMillis < 0) {
            throw new IllegalArgumentException("a budget must not be negative");
        }
        if (depth == 0 && movetimeMillis == 0) {
            throw new IllegalArgumentException("a budget needs a depth or a time");
        }
    }

    public static Budget depth(int depth) {
        return new Budget(depth, 0);
    }

    public static Budget movetime(long millis) {
        return new Budget(0, millis);
    }

    public static Budget of(Level level) {
        return new Budget(level.depth(), level.movetimeMillis());
    }
}
