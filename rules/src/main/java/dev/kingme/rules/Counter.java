package dev.kingme.rules;

import java.util.Locale;

/**
 * A number one side keeps off the board (its pool of captured checkers, its pennies, a countdown),
 * declared by the game that keeps it, at a slot of the side's {@link SideRecord}, with whether its changes are
 * told (events) and shown in views. The core declares none: games never share a state, so two games may
 * use one slot for different things.
 */
public final class Counter {
    /** How many counters a side's record holds. */
    public static final int SLOTS = 21;

    private final String label;
    private final int slot;
    private final boolean told;
    private final boolean viewed;
    private final String one;
    private final String many;

    private Counter(String label, int slot, boolean told, boolean viewed, String one, String many) {
        this.label = label;
        this.slot = slot;
        this.told = told;
        this.viewed = viewed;
        this.one = one;
        this.many = many;
    }

    /** A game's counter {@code label} ("pool pennies") at {@code slot} (0 to 20): not told, not viewed. */
    public static Counter declare(String label, int slot) {
        if (slot < 0 || slot >= SLOTS) {
            throw new IllegalArgumentException("a counter takes a slot from 0 to " + (SLOTS - 1) + ", not " + slot);
        }
        return new Counter(label, slot, false, false, null, null);
    }

    /**
     * This counter counted in words ({@code %d} the number: "%d penny", "%d pennies"), its changes told as
     * events ("White gains 2 pennies (now 3)") and shown in views.
     */
    public Counter told(String one, String many) {
        return new Counter(label, slot, true, true, one, many);
    }

    /** This counter shown in views (its changes not told: the game's own events say them in words). */
    public Counter inViews() {
        return new Counter(label, slot, told, true, one, many);
    }

    /** Its name in events, views and errors ("pool pennies"). */
    public String label() {
        return label;
    }

    public int slot() {
        return slot;
    }

    /** True when a change of it is an event a player reads (pennies spent); false for bookkeeping. */
    public boolean told() {
        return told;
    }

    /** True when views show it beside the board. */
    public boolean viewed() {
        return viewed;
    }

    /** {@code n} of it in words: "1 penny", "3 pennies", "2 checkers in the pool"; else "label n". */
    public String count(int n) {
        String template = n == 1 ? one : many;
        return template != null ? String.format(Locale.ROOT, template, n) : label + " " + n;
    }

    @Override
    public String toString() {
        return label;
    }
}
