package dev.kingme.ai;

/**
 * A machine player whose time per decision can be cut short from outside, as a clock asks: a game's
 * clock that leaves less than the level's own time sets the most the next decisions may take, while the
 * player keeps what it learnt of the game so far (its tables, its plan, the positions seen).
 */
public interface TimeLimited {
    /**
     * From now on each decision takes at most {@code millis} milliseconds; 0 lifts the limit (the level's own
     * time again).
     */
    void limitTime(long millis);

    /**
     * As {@link #limitTime(long)} under a clock: each decision aims at {@code targetMillis} and never takes
     * more than {@code mostMillis}; a player that can plan its time (the checkers engine) spends more or less
     * of the target as its search goes, one that cannot takes the target. 0 lifts the limit.
     */
    default void limitTime(long targetMillis, long mostMillis) {
        limitTime(targetMillis);
    }
}
