package dev.kingme.rules;

import java.util.Arrays;

/**
 * What one side holds off the board: the numbers its game keeps for it ({@link Counter}s: a pool of
 * captured checkers, pennies, a countdown...), one slot each. Immutable; the state keeps one per side.
 */
public final class SideRecord {
    public static final SideRecord EMPTY = new SideRecord(new int[Counter.SLOTS]);

    private final int[] values;

    private SideRecord(int[] values) {
        this.values = values;
    }

    public int get(Counter c) {
        return values[c.slot()];
    }

    /** This record with {@code delta} added to {@code c} (refused below zero). */
    public SideRecord plus(Counter c, int delta) {
        if (delta == 0) {
            return this;
        }
        int[] v = values.clone();
        v[c.slot()] += delta;
        if (v[c.slot()] < 0) {
            throw new IllegalArgumentException("a side cannot hold fewer than none: " + c.label() + " would be "
                    + v[c.slot()]);
        }
        return new SideRecord(v);
    }

    /** This record with {@code c} set to {@code value}. */
    public SideRecord with(Counter c, int value) {
        return plus(c, value - get(c));
    }

    /** The record as text with its counters named by {@code counters} (the game's), the others by slot. */
    public String describe(Iterable<Counter> counters) {
        String[] names = new String[values.length];
        for (Counter c : counters) {
            names[c.slot()] = c.label();
        }
        StringBuilder sb = new StringBuilder("SideRecord[");
        for (int i = 0; i < values.length; i++) {
            if (values[i] != 0) {
                sb.append(sb.length() > 11 ? ", " : "").append(names[i] != null ? names[i] : "#" + i).append(' ')
                        .append(values[i]);
            }
        }
        return sb.append(']').toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SideRecord r && Arrays.equals(values, r.values);
    }

    @Override
    public int hashCode() {
        // Arrays.hashCode over the first FIRST_SLOTS slots, and over the later ones only up to the last that is
        // not zero: a record whose later slots are empty hashes as it did when there were no more slots, so
        // chance keyed on a state's hash (GameState#stableHash) rolls as it did for every game begun before.
        int end = values.length;
        while (end > FIRST_SLOTS && values[end - 1] == 0) {
            end--;
        }
        int h = 1;
        for (int i = 0; i < end; i++) {
            h = 31 * h + values[i];
        }
        return h;
    }

    /** The slots there were before counters of later slots were declared (see {@link #hashCode}). */
    private static final int FIRST_SLOTS = 14;

    @Override
    public String toString() {
        return describe(java.util.List.of());
    }
}
