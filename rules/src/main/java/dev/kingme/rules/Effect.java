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

    /**
     * What stands on each square of {@code from} moves to the square at the same place in {@code to}, all at
     * once (Warp Checkers' swap and cycling); {@code what} names the change for the log.
     */
    record Permute(java.util.List<Integer> from, java.util.List<Integer> to, String what) implements Effect {
        public Permute {
            from = java.util.List.copyOf(from);
            to = java.util.List.copyOf(to);
            if (from.size() != to.size() || !new java.util.HashSet<>(from).equals(new java.util.HashSet<>(to))) {
                throw new IllegalArgumentException("a permutation moves pieces among the same squares: " + from + " to " + to);
            }
        }
    }

    /** Everything on {@code square} leaves the board at once (a huff, a captured piece in some games). */
    record Remove(int square, String why) implements Effect {
    }

    /**
     * The pieces jumped so far in the move under way leave the board at once, as they would when the turn
     * ends: a move that wins before its end has its captures settled before the verdict (the game counts
     * them into a pool with a {@link Count} of its own).
     */
    record TakeJumped() implements Effect {
    }

    /** Clears one layer on every square (marks that last a turn, as the turn ends). */
    record ClearLayer(Layer layer) implements Effect {
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
     * The turn ends: jumped pieces leave the board (a game that keeps a pool of captured checkers counts them
     * into it with a {@link Count} before), the other side is to act in {@code next}; {@code progress} says
     * the turn did something irreversible (resets the no-progress count and the repetition history);
     * {@code declined} lists the mover's pieces that could have captured but did not.
     */
    record EndTurn(boolean progress, long declined, Window next) implements Effect {
    }

    /** The same side acts again in another window without the turn passing (setup steps). */
    record Handover(Player player, Window window) implements Effect {
    }

    /**
     * Adds {@code delta} (may be negative) to one of {@code player}'s counters; a counter whose changes are
     * told says so in an event unless {@code quiet} (captured pieces counted into the pool as they leave).
     */
    record Count(Player player, Counter counter, int delta, boolean quiet) implements Effect {
        public Count(Player player, Counter counter, int delta) {
            this(player, counter, delta, false);
        }
    }

    /** The out-of-turn window closes: the side in {@link GameState#resume()} acts in {@code window}. */
    record Resume(Window window) implements Effect {
    }

    /**
     * The game ends with this verdict: the players agreed (draw by agreement, resignation), or a rule ended
     * it at a moment the position alone does not show (a win by a triple jump).
     */
    record Agree(Verdict verdict) implements Effect {
    }

    /** A jumped piece is no longer taken (a power saved it): it stays when the capture ends. */
    record Unjump(int square) implements Effect {
    }

    /** Adds {@code delta} (may be negative) to the {@code count} on {@code square} (pennies on a checker). */
    record Tally(SquareCount count, int square, int delta) implements Effect {
    }

    /** Puts {@code items} at the front of the state's pending queue, in this order. */
    record Enqueue(java.util.List<Pending> items) implements Effect {
        public Enqueue {
            items = java.util.List.copyOf(items);
        }
    }

    /** Takes the head off the state's pending queue (it has been dealt with). */
    record Dequeue() implements Effect {
    }

    /** Says what happened when nothing on the board changes (a die roll, a spell cast, a turn passed). */
    record Note(String kind, java.util.List<Integer> squares, String text) implements Effect {
        public Note {
            squares = java.util.List.copyOf(squares);
        }
    }
}
