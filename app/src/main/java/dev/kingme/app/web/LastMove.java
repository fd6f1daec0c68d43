package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.session.History;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
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
    static ObjectNode of(List<History.Step> steps, int count) {
        for (int i = count - 1; i >= 0; i--) {
            if (steps.get(i) instanceof History.Played p) {
                return of(p);
            }
        }
        return null;
    }

    static ObjectNode of(History.Played played) {
        ObjectNode o = Fields.JSON.createObjectNode();
        o.put("player", GameView.name(played.player()));
        o.put("kind", ChoiceSquares.kind(played.line()));
        ArrayNode path = o.putArray("path");
        List<Integer> route = played.line().route();
        route.forEach(path::add);
        List<Integer> captured = captured(played.before(), played.after(), played.player(), route);
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
     * The squares where the opponent had a piece before the move and has none after it: taken off the
     * board (a jump, a blast), or taken by the moving piece landing there. A piece that only changed hands
     * where it stands (charmed) is not captured.
     */
    private static List<Integer> captured(GameState before, GameState after, Player mover, List<Integer> route) {
        List<Integer> out = new java.util.ArrayList<>();
        Player other = mover.opponent();
        for (int sq = 0; sq < 64; sq++) {
            if (before.owner(sq) == other && after.owner(sq) != other
                    && (after.owner(sq) == null || route.contains(sq))) {
                out.add(sq);
            }
        }
        return out;
    }
}
