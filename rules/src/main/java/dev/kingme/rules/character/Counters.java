package dev.kingme.rules.character;

import dev.kingme.rules.Counter;
import dev.kingme.rules.checkers.Captured;
import java.util.List;

/** What each side of a character game keeps off the board, each a counter of its record. */
public final class Counters {
    /** Captured checkers (the level of the character games). */
    public static final Counter POOL = Captured.POOL;
    /** Pennies counted as captured checkers (the Smart Fighter's). */
    public static final Counter POOL_PENNIES = Counter.declare("pool pennies", 1)
            .told("%d penny in the pool", "%d pennies in the pool");
    /** The purse. */
    public static final Counter PENNIES = Counter.declare("pennies", 2).told("%d penny", "%d pennies");
    /** Ennesby's dimes. */
    public static final Counter DIMES = Counter.declare("dimes", 3).told("%d dime", "%d dimes");
    /** The Thief's arrows. */
    public static final Counter ARROWS = Counter.declare("arrows", 4).told("%d arrow", "%d arrows");
    /** Turns the side must pass (Cure Critical Wounds): the power's own event says it in words. */
    public static final Counter SKIPS = Counter.declare("skips", 5).inViews();
    /** Arrows shot this turn. */
    public static final Counter SHOTS = Counter.declare("shots", 6);
    /** The pips left on a terraport's die; 0 when no terraport is under way. */
    public static final Counter COUNTDOWN = Counter.declare("countdown", 7).inViews();
    /** A terraport's destination: its square plus one; 0 when none. */
    public static final Counter PORT = Counter.declare("port", 8);
    /** 1 while the opponent may not jump this side's pieces (Reverend Fobius). */
    public static final Counter GUARD = Counter.declare("guard", 9);
    /** Checkers this side lost this turn other than by a jump. */
    public static final Counter LOST = Counter.declare("lost", 10);
    /** 1 when this side neutralized the opponent's powers for this turn (Admiral Breya). */
    public static final Counter TACTICS = Counter.declare("tactics", 11);
    /** 1 when this side has had its opponent name its best move this turn (Master Sergeant Thurl). */
    public static final Counter ASKED = Counter.declare("asked", 12);
    /** 1 once this side's checkers were transplanted onto a robot body (Lieutenant DerTrihs). */
    public static final Counter TRANSPLANTED = Counter.declare("transplanted", 13);

    /**
     * The uses so far this game of the character's powers limited per game ({@code per-game}), the first such
     * power's in the first, and so on: a character has at most {@value #MOST_PER_GAME} of them.
     */
    public static final List<Counter> GAME_USES = List.of(Counter.declare("uses this game 1", 14),
            Counter.declare("uses this game 2", 15), Counter.declare("uses this game 3", 16),
            Counter.declare("uses this game 4", 17));
    /** The most powers limited per game one character may have. */
    public static final int MOST_PER_GAME = 4;

    /** The opponent's turns left before this side's traps are gone. */
    public static final Counter TRAP_TURNS = Counter.declare("trap turns", 18);
    /**
     * This side's trapped squares, one bit a square by its number (1-16 in the first, 17-32 in the second): a
     * trap belongs to the square, so it is no layer, which moves with the piece on it.
     */
    public static final List<Counter> TRAPS = List.of(Counter.declare("traps 1-16", 19), Counter.declare("traps 17-32", 20));

    /** Every counter, in slot order. */
    static final List<Counter> ALL = List.of(POOL, POOL_PENNIES, PENNIES, DIMES, ARROWS, SKIPS, SHOTS, COUNTDOWN, PORT,
            GUARD, LOST, TACTICS, ASKED, TRANSPLANTED, GAME_USES.get(0), GAME_USES.get(1), GAME_USES.get(2),
            GAME_USES.get(3), TRAP_TURNS, TRAPS.get(0), TRAPS.get(1));

    /** The counters that start again at zero every turn. */
    static final List<Counter> FOR_THE_TURN = List.of(SHOTS, LOST, TACTICS, ASKED);

    private Counters() {
    }

    /** {@code owner}'s trapped squares (its traps or zones), kept as bits of {@link #TRAPS}. */
    public static long trapSquares(dev.kingme.rules.GameState s, dev.kingme.rules.Player owner) {
        long out = 0;
        for (int half = 0; half < 2; half++) {
            for (int bits = s.record(owner).get(TRAPS.get(half)); bits != 0; bits &= bits - 1) {
                out |= 1L << dev.kingme.rules.Topology.DARK_SQUARES.square(half * 16 + Integer.numberOfTrailingZeros(bits) + 1);
            }
        }
        return out;
    }
}
