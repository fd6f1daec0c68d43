package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.session.History;
import dev.kingme.engine.Fen;
import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.Line;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import java.util.List;
import java.util.Map;

/**
 * A puzzle's positions as the browser's board shows them, in American checkers' rules as the server plays them: the
 * board, the moves there are with the squares each goes through (for trying them on the board, as the analysis board
 * does), and a move played as the board marks and animates it.
 */
final class PuzzleBoards {
    static final Rules RULES = Games.byName("american").rules(Map.of());

    private PuzzleBoards() {
    }

    /** The game's state at {@code p}. */
    static GameState state(Position p) {
        return RULES.initial(Fen.format(p));
    }

    /** {@code {"board", "moves": [TEXT...], "paths": [[SQUARE...]...]}} for {@code p}. */
    static ObjectNode view(Position p) {
        GameState s = state(p);
        ObjectNode o = Fields.JSON.createObjectNode();
        o.set("board", GameView.board(RULES, s));
        ArrayNode moves = o.putArray("moves");
        ArrayNode paths = o.putArray("paths");
        if (RULES.toAct(s) instanceof ToAct.Choice) {
            for (Line l : Lines.expand(RULES, s)) {
                moves.add(RULES.notation(s, l.decisions()));
                l.route().forEach(paths.addArray()::add);
            }
        }
        return o;
    }

    /** As {@link #view} for the position after {@code move} in {@code before}, with the move as {@code lastMove}. */
    static ObjectNode after(Position before, Move move) {
        return view(before.apply(move)).set("lastMove", lastMove(before, move));
    }

    /** The moves of {@code p} as this game writes them. */
    static List<String> moves(Position p) {
        GameState s = state(p);
        return Lines.expand(RULES, s).stream().map(l -> RULES.notation(s, l.decisions())).toList();
    }

    /** The move {@code text} names in {@code p}, as this game writes its moves, or null when it names none. */
    static Position afterText(Position p, String text) {
        GameState s = state(p);
        for (Line l : Lines.expand(RULES, s)) {
            if (RULES.notation(s, l.decisions()).equals(text)) {
                return RULES.enginePosition(l.after());
            }
        }
        return null;
    }

    /** {@code move} of {@code before} as this game writes it. */
    static String text(Position before, Move move) {
        GameState s = state(before);
        return RULES.notation(s, line(s, before.apply(move)).decisions());
    }

    private static ObjectNode lastMove(Position before, Move move) {
        GameState s = state(before);
        Line line = line(s, before.apply(move));
        ToAct.Choice who = (ToAct.Choice) RULES.toAct(s);
        return LastMove.of(RULES, new History.Played(s, who.player(), line, RULES.notation(s, line.decisions())));
    }

    /** The line of {@code s} that leads to {@code after}. */
    private static Line line(GameState s, Position after) {
        List<Line> lines = Lines.expand(RULES, s);
        for (Line l : lines) {
            if (after.equals(RULES.enginePosition(l.after()))) {
                return l;
            }
        }
        throw new IllegalStateException("no move of " + RULES.setupText(s) + " leads to " + Fen.format(after));
    }
}
