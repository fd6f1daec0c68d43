package dev.kingme.rules;

/**
 * What one side holds off the board: its pool of captured checkers (a king is two checkers, so capturing
 * one adds two), and the coins the character games count (pennies, dimes, arrows). Immutable; the state
 * keeps one per side.
 */
public record SideRecord(int pool, int pennies, int dimes, int arrows) {
    public static final SideRecord EMPTY = new SideRecord(0, 0, 0, 0);

    public SideRecord {
        if (pool < 0 || pennies < 0 || dimes < 0 || arrows < 0) {
            throw new IllegalArgumentException("a side cannot hold fewer than none: pool " + pool + ", pennies "
                    + pennies + ", dimes " + dimes + ", arrows " + arrows);
        }
    }

    /** The things a side counts, for effects that add to or take from them. */
    public enum Counter {
        POOL, PENNIES, DIMES, ARROWS
    }

    public int get(Counter c) {
        switch (c) {
            case POOL: return pool;
            case PENNIES: return pennies;
            case DIMES: return dimes;
            default: return arrows;
        }
    }

    /** This record with {@code delta} added to {@code c} (refused below zero). */
    public SideRecord plus(Counter c, int delta) {
        return new SideRecord(pool + (c == Counter.POOL ? delta : 0), pennies + (c == Counter.PENNIES ? delta : 0),
                dimes + (c == Counter.DIMES ? delta : 0), arrows + (c == Counter.ARROWS ? delta : 0));
    }
}
