package dev.kingme.rules;

import java.util.Arrays;

/**
 * What one side holds off the board: its pool of captured checkers (a king is two checkers, so capturing
 * one adds two) and the pennies that count as captured checkers in it, the coins the character games
 * count (pennies, dimes, arrows), turns it must pass, and the few numbers a character's power keeps
 * (shots made this turn, a terraport's countdown, a protection). Immutable; the state keeps one per side.
 */
public final class SideRecord {
    public static final SideRecord EMPTY = new SideRecord(new int[Counter.values().length]);

    /** The things a side counts, for effects that add to or take from them. */
    public enum Counter {
        /** Captured checkers (the level of the character games). */
        POOL,
        /** Pennies counted as captured checkers (the Smart Fighter's). */
        POOL_PENNIES,
        /** The purse. */
        PENNIES,
        /** Ennesby's dimes. */
        DIMES,
        /** The Thief's arrows. */
        ARROWS,
        /** Turns the side must pass. */
        SKIPS,
        /** Arrows shot this turn; starts again each turn. */
        SHOTS,
        /** The pips left on a terraport's die; 0 when no terraport is under way. */
        COUNTDOWN,
        /** A terraport's destination: its square plus one; 0 when none. */
        PORT,
        /** 1 while the opponent may not jump this side's pieces (Reverend Fobius). */
        GUARD,
        /** Checkers this side lost this turn other than by a jump; starts again each turn. */
        LOST,
        /** 1 when this side neutralized the opponent's powers for this turn (Admiral Breya); starts again each turn. */
        TACTICS,
        /** 1 when this side has had its opponent name its best move this turn (Master Sergeant Thurl). */
        ASKED,
        /** 1 once this side's checkers were transplanted onto a robot body (Lieutenant DerTrihs). */
        TRANSPLANTED;

        /** The counter's name in events and errors ("pool pennies"). */
        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
        }

        /** Counters that start again at zero every turn. */
        public boolean perTurn() {
            return this == SHOTS || this == LOST || this == TACTICS || this == ASKED;
        }

        /**
         * Counters whose changes are events a player reads (pennies spent, arrows gained); the others are
         * bookkeeping that the power's own event says in words.
         */
        public boolean shown() {
            return ordinal() <= SKIPS.ordinal();
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
                case SHOTS: return n + (one ? " shot" : " shots") + " this turn";
                default: return label() + " " + n;
            }
        }
    }

    private final int[] values;

    private SideRecord(int[] values) {
        this.values = values;
    }

    /** A record with the given counts (every counter not named is 0). */
    public static SideRecord of(int pool, int poolPennies, int pennies, int dimes, int arrows, int skips, int shots) {
        return EMPTY.plus(Counter.POOL, pool).plus(Counter.POOL_PENNIES, poolPennies).plus(Counter.PENNIES, pennies)
                .plus(Counter.DIMES, dimes).plus(Counter.ARROWS, arrows).plus(Counter.SKIPS, skips)
                .plus(Counter.SHOTS, shots);
    }

    public int pool() {
        return get(Counter.POOL);
    }

    public int poolPennies() {
        return get(Counter.POOL_PENNIES);
    }

    public int pennies() {
        return get(Counter.PENNIES);
    }

    public int dimes() {
        return get(Counter.DIMES);
    }

    public int arrows() {
        return get(Counter.ARROWS);
    }

    public int skips() {
        return get(Counter.SKIPS);
    }

    public int shots() {
        return get(Counter.SHOTS);
    }

    /** The level of the character games: checkers in the pool plus pennies counted as captured checkers. */
    public int level() {
        return pool() + poolPennies();
    }

    public int get(Counter c) {
        return values[c.ordinal()];
    }

    /** This record with {@code delta} added to {@code c} (refused below zero). */
    public SideRecord plus(Counter c, int delta) {
        if (delta == 0) {
            return this;
        }
        int[] v = values.clone();
        v[c.ordinal()] += delta;
        if (v[c.ordinal()] < 0) {
            throw new IllegalArgumentException("a side cannot hold fewer than none: " + c.label() + " would be "
                    + v[c.ordinal()]);
        }
        return new SideRecord(v);
    }

    /** This record with {@code c} set to {@code value}. */
    public SideRecord with(Counter c, int value) {
        return plus(c, value - get(c));
    }

    /** This record at the start of a new turn: the counters kept for one turn start again. */
    public SideRecord newTurn() {
        SideRecord r = this;
        for (Counter c : Counter.values()) {
            if (c.perTurn()) {
                r = r.with(c, 0);
            }
        }
        return r;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SideRecord r && Arrays.equals(values, r.values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("SideRecord[");
        for (Counter c : Counter.values()) {
            if (values[c.ordinal()] != 0) {
                sb.append(sb.length() > 11 ? ", " : "").append(c.label()).append(' ').append(values[c.ordinal()]);
            }
        }
        return sb.append(']').toString();
    }
}
