package dev.kingme.app.session;

/**
 * The clock as it stood when an action was taken: each side's remaining time in milliseconds once the
 * action was charged (the mover's thinking time taken off, its increment added), and the moment it was
 * taken (milliseconds since the epoch). Stored with every action of a game with a clock, so that the clock
 * is rebuilt from the stored actions alone.
 */
public record ClockStamp(long blackMs, long whiteMs, long at) {
    public ClockStamp {
        if (blackMs < 0 || whiteMs < 0) {
            throw new IllegalArgumentException("a clock's time cannot be negative: " + blackMs + ", " + whiteMs);
        }
    }
}
