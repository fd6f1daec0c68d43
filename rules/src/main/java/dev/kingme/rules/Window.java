package dev.kingme.rules;

/** The moment in which a side decides: part of "who acts", stored in the state. */
public enum Window {
    /** Before play starts: setup decisions (Lilypad's pawn placement). */
    SETUP,
    /** The main decision of a turn: a move, or another action the game allows instead. */
    MAIN,
    /** In the middle of a capture: the next hop of the same piece. */
    MID_CHAIN,
    /**
     * A decision that interrupts a turn (see {@link GameState#pending()}): a defender's reaction in the
     * opponent's turn, or the mover's choice within an effect under way (where to deal wounds).
     */
    REACTION
}
