package dev.kingme.rules.warp;

import static dev.kingme.rules.warp.WarpRules.BOARD;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Direction;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.Resolver;
import java.util.ArrayList;
import java.util.List;

/**
 * Jumps (W2, W3): over an enemy onto the empty square beyond, across an edge too (a warp-jump). Capturing
 * is optional, and so is going on: after a hop the same piece may hop again or {@code stop}, unless the
 * hop crowned it (W4).
 */
final class Jumps {
    private Jumps() {
    }

    /** The hops the piece of kind {@code k} on {@code from} can make: over an enemy not yet jumped, onto an empty square. */
    static List<Decision.Jump> of(GameState s, int from, Kind k) {
        List<Decision.Jump> out = new ArrayList<>();
        Player owner = s.owner(from);
        if (owner == null) {
            return out;
        }
        long enemies = s.pieces(owner.opponent()) & ~s.jumped();
        for (Direction d : k.directions(owner)) {
            int over = BOARD.neighbour(from, d);
            int to = BOARD.neighbour(over, d);
            if ((enemies & (1L << over)) != 0 && s.owner(to) == null) {
                out.add(new Decision.Jump(from, over, to));
            }
        }
        return out;
    }

    /** Adds to {@code out} what may follow a hop of a capture under way: another hop of the same piece, or stop. */
    static void goingOn(GameState s, List<Decision> out) {
        out.addAll(of(s, s.chain(), Kind.of(s, s.chain())));
        out.add(new Decision.Pass());
    }

    /** The hop: the piece moves and the jumped piece is marked; the capture goes on if it can, else the turn ends. */
    static void effects(GameState s, Decision.Jump j, List<Effect> fx) {
        hop(j, fx);
        GameState after = Resolver.apply(s, BOARD, new ArrayList<>(fx)).state();
        Kind k = Kind.of(s, j.from());
        boolean crowns = k.crownedOn(s.player(), j.to());
        if (!crowns && !of(after, j.to(), k).isEmpty()) {
            fx.add(new Effect.ContinueChain(j.to()));
        } else {
            EndOfTurn.of(after, fx);
        }
    }

    /** The effects of hop {@code j}: the piece moves, and the piece it jumps is marked (taken at the end of the turn). */
    static void hop(Decision.Jump j, List<Effect> fx) {
        fx.add(new Effect.MovePiece(j.from(), j.to()));
        fx.add(new Effect.Jumped(j.over()));
    }

    /** A state with hop {@code j} made (the piece moved, the jumped piece marked), for looking ahead. */
    static GameState lookAhead(GameState s, Decision.Jump j) {
        return s.toBuilder().move(j.from(), j.to()).jumped(s.jumped() | 1L << j.over()).build();
    }
}
