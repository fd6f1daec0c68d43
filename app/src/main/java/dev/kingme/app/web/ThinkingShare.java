package dev.kingme.app.web;

import java.util.function.LongSupplier;

/**
 * The share of the server's time that analyses may think, so that the games being played keep the rest: a bucket
 * of thinking milliseconds, refilled with the wall clock at {@code share} ms a millisecond and holding at most
 * {@code burst} ms. An analysis reserves its thinking time before it starts, waiting for the bucket when it is short
 * (a reservation may take it below zero; the next one waits for that too), or is turned away when the wait would be
 * too long.
 */
final class ThinkingShare {
    private final double share;
    private final double burst;
    private final LongSupplier nanos;
    /** The thinking milliseconds at hand (negative: reserved ahead), as of {@link #last}. Guarded by this. */
    private double atHand;
    private long last;

    ThinkingShare(double share, double burst, LongSupplier nanos) {
        if (share <= 0 || burst <= 0) {
            throw new IllegalArgumentException("share and burst must be positive");
        }
        this.share = share;
        this.burst = burst;
        this.nanos = nanos;
        this.atHand = burst;
        this.last = nanos.getAsLong();
    }

    /**
     * Reserves {@code millis} of thinking when it is at hand within {@code maxWaitMillis}: the milliseconds to wait
     * before starting (0: at once), or -1, nothing reserved, when the wait would be longer.
     */
    synchronized long reserve(long millis, long maxWaitMillis) {
        refill();
        double shortBy = millis - atHand;
        long wait = shortBy <= 0 ? 0 : (long) Math.ceil(shortBy / share);
        if (wait > maxWaitMillis) {
            return -1;
        }
        atHand -= millis;
        return wait;
    }

    /** How long, in whole seconds (at least 1), until {@code millis} of thinking is at hand. */
    synchronized long secondsUntil(long millis) {
        refill();
        return Math.max(1, (long) Math.ceil((millis - atHand) / share / 1000));
    }

    /** Adds what the clock gave since {@link #last}, up to the burst. Caller holds this. */
    private void refill() {
        long now = nanos.getAsLong();
        atHand = Math.min(burst, atHand + (now - last) / 1e6 * share);
        last = now;
    }
}
