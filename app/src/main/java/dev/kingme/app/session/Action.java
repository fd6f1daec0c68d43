package dev.kingme.app.session;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Player;
import java.util.List;
import java.util.Objects;

/**
 * Everything that changes a game being played, as an object: what a person or an AI decided, what chance
 * rolled, what the players agree on besides the rules (taking back, draws, resignation), and a flag fall
 * when a side's time runs out. The terminal
 * makes them from what is typed, the web server from a request or from its stored rows; {@link Session}
 * checks and takes them the same way for both.
 */
public sealed interface Action {
    /** The side that takes the action; null for chance. */
    Player player();

    /** A whole move: the decisions {@code player} makes in a row (one hop of a capture each). */
    record Move(Player player, List<Decision> decisions) implements Action {
        public Move {
            Objects.requireNonNull(player, "player");
            decisions = List.copyOf(decisions);
            if (decisions.isEmpty()) {
                throw new IllegalArgumentException("a move is at least one decision");
            }
        }
    }

    /** Chance came up the outcome whose value is {@code value}. */
    record Roll(int value) implements Action {
        @Override
        public Player player() {
            return null;
        }
    }

    /** Take back the last move (and the AI's reply to it). */
    record Undo(Player player) implements Action {
    }

    record OfferDraw(Player player) implements Action {
    }

    /** {@code player} agrees to the draw the opponent offered. */
    record AcceptDraw(Player player) implements Action {
    }

    record DeclineDraw(Player player) implements Action {
    }

    /** {@code player} gives the game up. */
    record Resign(Player player) implements Action {
    }

    /** {@code player}'s time ran out (its flag fell): the game ends as {@link FlagFall} says. */
    record Flag(Player player) implements Action {
    }
}
