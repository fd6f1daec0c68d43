package dev.kingme.rules;

/**
 * A change to the state, as data. Rules turn a decision into a list of effects and {@link Resolver}
 * applies them, in one place, writing the event log as it goes.
 */
public sealed interface Effect {
    /** Everything on {@code from} moves to {@code to}. */
    record MovePiece(int from, int to) implements Effect {
    }

    /** A piece is jumped: it stays until the capture ends ({@link EndTurn}), then leaves the board. */
    record Jumped(int square) implements Effect {
    }

    /** Everything on {@code square} leaves the board at once (a huff, a captured piece in some games). */
    record Remove(int square, String why) implements Effect {
    }

    /** The piece on {@code square} becomes a king. */
    record Crown(int square) implements Effect {
    }

    /** Sets or clears one layer on one square (placing or moving a pawn). */
    record SetLayer(Layer layer, int square, boolean on) implements Effect {
    }

    /** The capture goes on: the same side decides the next hop of the piece on {@code square}. */
    record ContinueChain(int square) implements Effect {
    }

    /** The current side has huffed this turn. */
    record Huffed() implements Effect {
    }

    /**
     * The turn ends: jumped pieces leave the board for the pool of the side that jumped them (a king is
     * two checkers), the other side is to act in {@code next}; {@code progress} says
     * the turn did something irreversible (resets the no-progress count and the repetition history);
     * {@code declined} lists the mover's pieces that could have captured but did not.
     */
    record EndTurn(boolean progress, long declined, Window next) implements Effect {
    }

    /** The same side acts again in another window without the turn passing (setup steps). */
    record Handover(Player player, Window window) implements Effect {
    }

    /** Adds {@code delta} (may be negative) to one of {@code player}'s counters. */
    record Count(Player player, SideRecord.Counter counter, int delta) implements Effect {
    }

    /** The out-of-turn window closes: the side in {@link GameState#resume()} acts in {@code window}. */
    record Resume(Window window) implements Effect {
    }

    /** The players agreed how the game ends (draw by agreement, resignation). */
    record Agree(Verdict verdict) implements Effect {
    }
}
