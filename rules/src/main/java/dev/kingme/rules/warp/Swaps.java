package dev.kingme.rules.warp;

import static dev.kingme.rules.warp.WarpRules.BOARD;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Direction;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Topology;
import java.util.ArrayList;
import java.util.List;

/** Swapping (W5): a king or a queen changes places with a piece of either side next to it. */
final class Swaps {
    static final String SWAP = "swap";

    private Swaps() {
    }

    /**
     * The squares a king on {@code sq} may swap with: its four orthogonal neighbours, across an edge too
     * (the warp-swap), and from a corner the opposite corner.
     */
    static List<Integer> targets(int sq) {
        List<Integer> out = new ArrayList<>();
        for (Direction d : new Direction[] {Direction.N, Direction.E, Direction.S, Direction.W}) {
            out.add(BOARD.neighbour(sq, d));
        }
        int r = Topology.row(sq);
        int c = Topology.column(sq);
        if ((r == 0 || r == 7) && (c == 0 || c == 7)) {
            out.add((7 - r) * 8 + (7 - c));
        }
        return out;
    }

    /** Adds to {@code out} the swaps of the king or queen on {@code sq}: with each piece on a square it may swap with. */
    static void add(GameState s, int sq, List<Decision> out) {
        for (int other : targets(sq)) {
            if (s.owner(other) != null) {
                out.add(Decision.Act.of(SWAP, sq, other));
            }
        }
    }

    /** The two pieces change places, and the turn ends. */
    static void effects(GameState s, Decision.Act a, List<Effect> fx) {
        int from = a.squares().get(0);
        int to = a.squares().get(1);
        fx.add(new Effect.Permute(List.of(from, to), List.of(to, from), "swap"));
        EndOfTurn.after(s, fx);
    }
}
