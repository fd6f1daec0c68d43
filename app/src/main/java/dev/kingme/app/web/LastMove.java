package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.session.History;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.Topology;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The last whole move played up to a point of a game, as the board marks it (the shape is in docs/web.md):
 * who played it, its kind, the route of the piece it moved, the squares whose enemy pieces it took, and
 * every square it touched. Chance rolls and agreed endings are not moves: after them the move before
 * stays the last one.
 */
final class LastMove {
    private LastMove() {
    }

    /** The last move among the first {@code count} steps, or null when none of them is a move. */
    static ObjectNode of(Rules rules, List<History.Step> steps, int count) {
        for (int i = count - 1; i >= 0; i--) {
            if (steps.get(i) instanceof History.Played p) {
                return of(rules, p);
            }
        }
        return null;
    }

    static ObjectNode of(Rules rules, History.Played played) {
        ObjectNode o = Fields.JSON.createObjectNode();
        o.put("player", GameView.name(played.player()));
        o.put("kind", ChoiceSquares.kind(played.line()));
        ArrayNode path = o.putArray("path");
        List<Integer> route = played.line().route();
        route.forEach(path::add);
        hops(rules.topology(), route, o.putArray("hops"));
        ArrayNode trail = o.putArray("trail");
        if (route.isEmpty() && played.line().first() instanceof dev.kingme.rules.Decision.Act act) {
            rules.trail(played.before(), act).forEach(trail::add);
        }
        List<Integer> area = ChoiceSquares.area(rules, played.before(), played.line());
        List<Integer> captured = captured(played.before(), played.after(), played.player(), route, area);
        ArrayNode taken = o.putArray("captured");
        captured.forEach(taken::add);
        Set<Integer> squares = new LinkedHashSet<>(route);
        squares.addAll(ChoiceSquares.touched(played.line()));
        squares.addAll(captured);
        ArrayNode all = o.putArray("squares");
        squares.forEach(all::add);
        return o;
    }

    /**
     * Each hop of the route as the board draws it: {@code from}, {@code to}, the {@code rows} and
     * {@code columns} the piece travelled (down and right are positive) and whether it went over an edge of
     * a board that wraps ({@code wraps}: it left by one edge and came in at the other). A hop no single
     * direction joins (a pawn hopping along its checkers) travels straight, within the board.
     */
    static void hops(Topology t, List<Integer> route, ArrayNode out) {
        for (int i = 0; i + 1 < route.size(); i++) {
            int from = route.get(i), to = route.get(i + 1);
            int rows = Topology.row(to) - Topology.row(from), columns = Topology.column(to) - Topology.column(from);
            int[] way = t.hop(from, to);
            boolean wraps = way != null && (way[0] != rows || way[1] != columns);
            if (way != null) {
                rows = way[0];
                columns = way[1];
            }
            out.addObject().put("from", from).put("to", to).put("rows", rows).put("columns", columns).put("wraps", wraps);
        }
    }

    /**
     * The squares whose pieces the move took: where the opponent had a piece before and has none after it
     * (taken off the board by a jump or a blast, or taken by the moving piece landing there), and where the
     * mover's own piece stood in the move's area and is gone (caught in its own bomb or line of fire). A
     * piece that only changed hands where it stands (charmed) is not captured, nor one that moved away.
     */
    private static List<Integer> captured(GameState before, GameState after, Player mover, List<Integer> route,
            List<Integer> area) {
        List<Integer> out = new java.util.ArrayList<>();
        Player other = mover.opponent();
        for (int sq = 0; sq < 64; sq++) {
            boolean theirs = before.owner(sq) == other && after.owner(sq) != other
                    && (after.owner(sq) == null || route.contains(sq));
            boolean mine = before.owner(sq) == mover && after.owner(sq) == null && area.contains(sq);
            if (theirs || mine) {
                out.add(sq);
            }
        }
        return out;
    }
}
