package dev.kingme.rules.lilypad;

import dev.kingme.rules.Direction;
import dev.kingme.rules.GameState;
import dev.kingme.rules.GameStateBuilder;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.Topology;
import java.util.List;

/**
 * Where the pawns are and where they may go. A pawn is a bit of {@link Layer#PAWN} on a checker; it
 * belongs to the checker's owner, so "a pawn on one's own checker" holds by construction, the pawn rides
 * its checker ({@link GameStateBuilder#move}) and leaves with it when it is captured
 * ({@link GameStateBuilder#clear}).
 */
public final class Pawns {
    /** The name of the pawn, of its placement ({@code Place}) and of its move ({@code Act}). */
    static final String PAWN = "pawn";
    /** The pawn riding on a checker: a layer of the state, drawn as a chess pawn beside the checker. */
    public static final Layer LAYER = Layer.declare("pawn", 3).marker("\u265f", "pawn (on the piece beside it)");

    private Pawns() {
    }

    /** The square of {@code p}'s pawn, or -1 when it has none (not placed yet, or lost). */
    static int of(GameState s, Player p) {
        long m = s.layer(Pawns.LAYER) & s.pieces(p);
        return m == 0 ? -1 : Long.numberOfTrailingZeros(m);
    }

    /** The squares of {@code p}'s back row, as a mask. */
    static long backRow(Player p) {
        return 0xFFL << (8 * p.backRow());
    }

    /**
     * The checkers the pawn on {@code from} may move to: "a diagonally adjacent checker that you control",
     * and, since "you may move your pawn as many squares as you want to in a single turn", every own checker
     * joined to {@code from} by a chain of diagonally adjacent own checkers, in any direction (the pawn is
     * not a man: forward means nothing to it). Only the destination matters, so the route is not part of
     * the move. The pawn's own checker is never a destination: the board must change.
     */
    static long destinations(GameState s, Topology t, int from, boolean oneStep) {
        long own = s.pieces(s.owner(from));
        long reached = 1L << from;
        long frontier = reached;
        while (frontier != 0) {
            long next = 0;
            for (long m = frontier; m != 0; m &= m - 1) {
                next |= neighbours(t, Long.numberOfTrailingZeros(m)) & own & ~reached;
            }
            reached |= next;
            frontier = oneStep ? 0 : next;
        }
        return reached & ~(1L << from);
    }

    /**
     * A shortest chain of the own checkers the pawn on {@code from} hops along to {@code to}, both ends
     * included; just the two when no chain joins them (the move is not drawn hop by hop then).
     */
    static List<Integer> chain(GameState s, Topology t, int from, int to) {
        long own = s.pieces(s.owner(from));
        int[] previous = new int[64];
        java.util.Arrays.fill(previous, -1);
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>(List.of(from));
        previous[from] = from;
        while (!queue.isEmpty() && previous[to] < 0) {
            int at = queue.poll();
            for (long m = neighbours(t, at) & own; m != 0; m &= m - 1) {
                int next = Long.numberOfTrailingZeros(m);
                if (previous[next] < 0) {
                    previous[next] = at;
                    queue.add(next);
                }
            }
        }
        if (previous[to] < 0) {
            return List.of(from, to);
        }
        java.util.LinkedList<Integer> out = new java.util.LinkedList<>();
        for (int at = to; at != from; at = previous[at]) {
            out.addFirst(at);
        }
        out.addFirst(from);
        return List.copyOf(out);
    }

    /** The diagonal neighbours of {@code square}, as a mask. */
    static long neighbours(Topology t, int square) {
        long out = 0;
        for (Direction d : Direction.DIAGONALS) {
            int n = t.neighbour(square, d);
            out |= n >= 0 ? 1L << n : 0;
        }
        return out;
    }
}
