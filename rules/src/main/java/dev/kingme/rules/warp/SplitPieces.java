package dev.kingme.rules.warp;

import static dev.kingme.rules.warp.WarpRules.BOARD;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Direction;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Resolver;
import java.util.ArrayList;
import java.util.List;

/**
 * The pieces of a split going out from the split square one decision at a time, through the state's
 * pending queue (W6, W7): each is placed on an empty diagonal square, or split-jumps an enemy there and may
 * jump on or stop, each piece in a direction not used yet; a choice is offered only if the pieces still to
 * go out can still go.
 */
final class SplitPieces {
    static final String FRAGMENT = "fragment";
    static final String KING = "king";
    /** Pending: a piece of a split to place ({@code squares}: the split square, then the squares used). */
    static final String PLACE = "place";
    /** Pending: a split-jumping piece that may jump on ({@code squares}: where it stands, the split square, used). */
    static final String CHAIN = "split-chain";

    private SplitPieces() {
    }

    /** Adds to {@code out} the decisions of the split under way, whose next item is {@code head}. */
    static void decisions(GameState s, Pending head, List<Decision> out) {
        if (head.kind().startsWith(PLACE)) {
            placements(s, head, out);
            return;
        }
        int at = head.square();
        for (Decision.Jump j : Jumps.of(s, at, Kind.of(s, at))) {
            if (feasible(Jumps.lookAhead(s, j), head.squares().get(1), used(head, 2), head.amount())) {
                out.add(j);
            }
        }
        out.add(new Decision.Pass());
    }

    private static void placements(GameState s, Pending head, List<Decision> out) {
        int origin = head.square();
        List<Direction> used = used(head, 1);
        String what = head.kind().substring(PLACE.length() + 1);
        for (Direction d : Splits.usable(s, origin, used)) {
            List<Direction> after = new ArrayList<>(used);
            after.add(d);
            if (!feasible(s, origin, after, head.amount() - 1)) {
                continue;
            }
            int n = BOARD.neighbour(origin, d);
            out.add(s.owner(n) == null ? new Decision.Place(what, n) : new Decision.Jump(origin, n, BOARD.neighbour(n, d)));
        }
    }

    /** Can {@code remaining} more pieces of a split still go out from {@code origin}? */
    private static boolean feasible(GameState s, int origin, List<Direction> used, int remaining) {
        return Splits.usable(s, origin, used).size() >= remaining;
    }

    /** The directions already used by a split, from the squares of a pending item from index {@code from} on. */
    private static List<Direction> used(Pending p, int from) {
        int origin = p.squares().get(from == 2 ? 1 : 0);
        return directionsOf(origin, p.squares().subList(from, p.squares().size()));
    }

    private static List<Direction> directionsOf(int origin, List<Integer> used) {
        List<Direction> out = new ArrayList<>();
        for (int sq : used) {
            for (Direction d : Direction.DIAGONALS) {
                if (BOARD.neighbour(origin, d) == sq) {
                    out.add(d);
                }
            }
        }
        return out;
    }

    /** The effects of {@code d}, the decision of the split under way in {@code s}. */
    static void effects(GameState s, Decision d, List<Effect> fx) {
        Pending head = s.pending().get(0);
        fx.add(new Effect.Dequeue());
        if (head.kind().startsWith(PLACE)) {
            place(s, head, d, fx);
            return;
        }
        List<Integer> rest = head.squares().subList(1, head.squares().size());
        int at = -1;
        if (d instanceof Decision.Jump j) {
            Jumps.hop(j, fx);
            at = j.to();
        }
        GameState after = Resolver.apply(s, BOARD, new ArrayList<>(fx)).state();
        next(after, at, rest.get(0), rest.subList(1, rest.size()), head.amount(), "", fx);
    }

    /** The next piece goes out: placed on {@code d}'s square, or split-jumping onto it. */
    private static void place(GameState s, Pending head, Decision d, List<Effect> fx) {
        String what = head.kind().substring(PLACE.length() + 1);
        int origin = head.square();
        List<Integer> usedSquares = new ArrayList<>(head.squares().subList(1, head.squares().size()));
        int to;
        int mark;
        if (d instanceof Decision.Place p) {
            to = p.square();
            mark = to;
        } else {
            Decision.Jump j = (Decision.Jump) d;
            to = j.to();
            mark = j.over();
            fx.add(new Effect.Jumped(j.over()));
        }
        fx.add(new Effect.SetLayer(Layer.of(s.player()), to, true));
        fx.add(new Effect.SetLayer(what.equals(KING) ? Layer.KING : WarpLayers.FRAGMENT, to, true));
        usedSquares.add(mark);
        GameState after = Resolver.apply(s, BOARD, new ArrayList<>(fx)).state();
        next(after, d instanceof Decision.Jump ? to : -1, origin, usedSquares, head.amount() - 1, what, fx);
    }

    /**
     * After a piece of a split went out (or hopped on) from the split square {@code origin}: the piece on
     * {@code at} (-1: none that could go on) may jump on; otherwise the next piece is placed, or the turn
     * ends.
     */
    private static void next(GameState after, int at, int origin, List<Integer> used, int remaining, String what,
            List<Effect> fx) {
        List<Integer> squares = new ArrayList<>();
        if (at >= 0) {
            boolean more = false;
            for (Decision.Jump j : Jumps.of(after, at, Kind.of(after, at))) {
                more |= feasible(Jumps.lookAhead(after, j), origin, directionsOf(origin, used), remaining);
            }
            if (more) {
                squares.add(at);
                squares.add(origin);
                squares.addAll(used);
                fx.add(new Effect.Enqueue(List.of(new Pending(CHAIN + (what.isEmpty() ? "" : "-" + what), after.player(),
                        squares, remaining))));
                return;
            }
        }
        if (remaining > 0) {
            String kind = what.isEmpty() ? Kind.of(after, origin) == Kind.KING ? KING : FRAGMENT : what;
            squares.add(origin);
            squares.addAll(used);
            fx.add(new Effect.Enqueue(List.of(new Pending(PLACE + "-" + kind, after.player(), squares, remaining))));
            return;
        }
        EndOfTurn.of(after, fx);
    }
}
