package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.session.History;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
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
