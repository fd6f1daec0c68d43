package dev.kingme.rules.checkers;

import dev.kingme.rules.Counter;

/**
 * Each side's pool of captured checkers, as checkers players keep them beside the board: jumped pieces go
 * there when they leave the board (a king is two checkers stacked). The character games read levels off it.
 */
public final class Captured {
    /** The side's pool of captured checkers. */
    public static final Counter POOL = Counter.declare("pool", 0).told("%d checker in the pool", "%d checkers in the pool");

    private Captured() {
    }
}
