package dev.kingme.rules.warp;

import static dev.kingme.rules.warp.WarpRules.BOARD;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Direction;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import java.util.List;

/**
 * Basic movement (W1): a step to an empty diagonal neighbour, forward for regular checkers and fragments,
 * any way for kings and queens. The board wraps, so a step across an edge is the text's warp.
 */
final class Steps {
    private Steps() {
    }

    /** Adds to {@code out} the steps of the piece of kind {@code k} on {@code sq}, the side to move's. */
    static void add(GameState s, int sq, Kind k, List<Decision> out) {
        for (Direction d : k.directions(s.player())) {
            int to = BOARD.neighbour(sq, d);
            if (s.owner(to) == null) {
                out.add(new Decision.Step(sq, to));
            }
        }
    }

    /** The step moves the piece, and the turn ends. */
    static void effects(GameState s, Decision.Step st, List<Effect> fx) {
        fx.add(new Effect.MovePiece(st.from(), st.to()));
        EndOfTurn.after(s, fx);
    }
}
