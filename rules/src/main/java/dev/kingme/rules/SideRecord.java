package dev.kingme.rules;

/**
 * What one side holds off the board: its pool of captured checkers (a king is two checkers, so capturing
 * one adds two) and the pennies that count as captured checkers in it, the coins the character games
 * count (pennies, dimes, arrows), turns it must pass, and shots made this turn. Immutable; the state
 * keeps one per side.
 */
public record SideRecord(int pool, int poolPennies, int pennies, int dimes, int arrows, int skips, int shots) {
    public static final SideRecord EMPTY = new SideRecord(0, 0, 0, 0, 0, 0, 0);

    public SideRecord {
        if (pool < 0 || poolPennies < 0 || pennies < 0 || dimes < 0 || arrows < 0 || skips < 0 || shots < 0) {
            throw new IllegalArgumentException("a side cannot hold fewer than none: " + describe(pool, poolPennies,
                    pennies, dimes, arrows, skips, shots));
        }
    }

    /** The things a side counts, for effects that add to or take from them. */
    public enum Counter {
        POOL, POOL_PENNIES, PENNIES, DIMES, ARROWS, SKIPS, SHOTS;

        /** The counter's name in events and errors ("pool pennies"). */
        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
        }

        /** {@code n} of this counter in words: "1 penny", "3 pennies", "2 checkers in the pool". */
        public String count(int n) {
            boolean one = n == 1;
            switch (this) {
                case POOL: return n + (one ? " checker" : " checkers") + " in the pool";
                case POOL_PENNIES: return n + (one ? " penny" : " pennies") + " in the pool";
                case PENNIES: return n + (one ? " penny" : " pennies");
                case DIMES: return n + (one ? " dime" : " dimes");
                case ARROWS: return n + (one ? " arrow" : " arrows");
                case SKIPS: return n + (one ? " turn" : " turns") + " to pass";
                default: return n + (one ? " shot" : " shots") + " this turn";
            }
        }
    }

    /** The level of the character games: checkers in the pool plus pennies counted as captured checkers. */
    public int level() {
        return pool + poolPennies;
    }

    public int get(Counter c) {
        switch (c) {
            case POOL: return pool;
            case POOL_PENNIES: return poolPennies;
            case PENNIES: return pennies;
            case DIMES: return dimes;
            case ARROWS: return arrows;
            case SKIPS: return skips;
            default: return shots;
        }
    }

    /** This record with {@code delta} added to {@code c} (refused below zero). */
    public SideRecord plus(Counter c, int delta) {
        int[] v = {pool, poolPennies, pennies, dimes, arrows, skips, shots};
        v[c.ordinal()] += delta;
        if (v[c.ordinal()] < 0) {
            throw new IllegalArgumentException("a side cannot hold fewer than none: " + c.label() + " would be "
                    + v[c.ordinal()]);
        }
        return new SideRecord(v[0], v[1], v[2], v[3], v[4], v[5], v[6]);
    }

    /** This record at the start of a new turn: no shots made yet. */
    public SideRecord newTurn() {
        return shots == 0 ? this : new SideRecord(pool, poolPennies, pennies, dimes, arrows, skips, 0);
    }

    private static String describe(int... v) {
        StringBuilder sb = new StringBuilder();
        for (Counter c : Counter.values()) {
            sb.append(sb.length() == 0 ? "" : ", ").append(c.label()).append(' ').append(v[c.ordinal()]);
        }
        return sb.toString();
    }
}
