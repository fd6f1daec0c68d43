package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.puzzles.PuzzleSet;
import dev.kingme.app.session.GameError;
import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.engine.puzzles.Puzzle;
import dev.kingme.engine.puzzles.Theme;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.List;
import java.util.Locale;

/**
 * The puzzle trainer's routes (docs/web.md, "Puzzles"): a puzzle to solve, by theme, without its solution; a move
 * tried on it, answered right or wrong with the opponent's reply; and the solution, for whoever asks to see it. The
 * server keeps nothing about who solves what: a try says how far into the solution it is.
 */
final class PuzzlesApi {
    /** The longest move text a try may send. */
    static final int MAX_MOVE = 40;

    private final PuzzleSet set;

    PuzzlesApi(PuzzleSet set) {
        this.set = set;
    }

    void routes(Javalin app) {
        app.get("/api/puzzles", this::next);
        app.get("/api/puzzles/{id}", ctx -> Api.json(ctx, answer(puzzle(ctx.pathParam("id")))));
        app.post("/api/puzzles/{id}/try", this::tryMove);
        app.get("/api/puzzles/{id}/solution", this::solution);
    }

    /** The puzzle after {@code after} of the theme asked for (the first after the last), or the theme's first. */
    private void next(Context ctx) {
        String themeId = ctx.queryParam("theme");
        Theme theme = null;
        if (themeId != null && !themeId.isEmpty() && !themeId.equals("all")) {
            try {
                theme = Theme.ofId(themeId);
            } catch (IllegalArgumentException e) {
                throw GameError.invalid("'theme': " + Fields.clip(themeId) + " is no theme; the themes are all, shot,"
                        + " breakthrough and endgame");
            }
        }
        Theme wanted = theme;
        List<Puzzle> of = set.puzzles().stream().filter(p -> wanted == null || p.theme() == wanted).toList();
        if (of.isEmpty()) {
            throw GameError.notFound("there is no puzzle of the theme " + wanted.id());
        }
        String after = ctx.queryParam("after");
        int at = after == null || after.isEmpty() ? -1 : of.indexOf(puzzle(after));
        Api.json(ctx, answer(of.get((at + 1) % of.size())));
    }

    private Puzzle puzzle(String id) {
        return set.byId(id).orElseThrow(() -> GameError.notFound("there is no puzzle '" + Fields.clip(id) + "'"));
    }

    /**
     * A puzzle as the trainer starts it, the themes with how many puzzles each has, and the catalogue: every puzzle's
     * id, theme and difficulty in the set's order (the trainer takes the next one it has not solved from there).
     */
    private ObjectNode answer(Puzzle p) {
        ObjectNode o = Fields.JSON.createObjectNode();
        ArrayNode themes = o.putArray("themes");
        for (Theme t : Theme.values()) {
            themes.addObject().put("id", t.id()).put("title", t.title())
                    .put("count", set.puzzles().stream().filter(q -> q.theme() == t).count());
        }
        ArrayNode catalogue = o.putArray("catalogue");
        for (Puzzle q : set.puzzles()) {
            catalogue.addObject().put("id", q.id()).put("theme", q.theme().id()).put("difficulty", q.difficulty());
        }
        ObjectNode puzzle = o.putObject("puzzle").put("id", p.id()).put("theme", p.theme().id())
                .put("themeTitle", p.theme().title()).put("goal", p.goal().name().toLowerCase(Locale.ROOT))
                .put("prompt", p.prompt()).put("solver", p.solver().name().toLowerCase(Locale.ROOT))
                .put("difficulty", p.difficulty()).put("source", p.source()).put("setup", p.fen())
                .put("moves", (p.solution().size() + 1) / 2);
        puzzle.set("position", PuzzleBoards.view(p.start()));
        return o;
    }

    /**
     * {@code {"step": N, "move": TEXT}}: the solver's move after the first N of the solution's right; answered with
     * {@code correct}, and when right the position after it ({@code played}) and, unless that solved the puzzle, the
     * opponent's reply and the position after it ({@code position}, with the reply as its {@code lastMove}).
     */
    private void tryMove(Context ctx) {
        Puzzle p = puzzle(ctx.pathParam("id"));
        ObjectNode body = Fields.object(ctx.body(), "POST " + ctx.path());
        int solverMoves = (p.solution().size() + 1) / 2;
        int step = Fields.number(body, "step", 0, solverMoves - 1);
        String text = Fields.required(body, "move", MAX_MOVE);
        Position at = p.start();
        for (Move m : p.solution().subList(0, 2 * step)) {
            at = at.apply(m);
        }
        Position tried = PuzzleBoards.afterText(at, text);
        if (tried == null) {
            throw GameError.invalid("'move': " + Fields.clip(text) + " is not a move here; the moves are "
                    + String.join(", ", PuzzleBoards.moves(at)));
        }
        Move right = p.solution().get(2 * step);
        boolean correct = tried.equals(at.apply(right));
        ObjectNode o = Fields.JSON.createObjectNode().put("correct", correct).put("step", step);
        if (!correct) {
            Api.json(ctx, o.put("solved", false));
            return;
        }
        o.put("move", PuzzleBoards.text(at, right));
        o.set("played", PuzzleBoards.after(at, right));
        boolean solved = step == solverMoves - 1;
        o.put("solved", solved);
        if (!solved) {
            Position afterRight = at.apply(right);
            Move reply = p.solution().get(2 * step + 1);
            o.put("reply", PuzzleBoards.text(afterRight, reply));
            o.set("position", PuzzleBoards.after(afterRight, reply));
        }
        Api.json(ctx, o);
    }

    /** Every move of the solution, each with the position after it. */
    private void solution(Context ctx) {
        Puzzle p = puzzle(ctx.pathParam("id"));
        ObjectNode o = Fields.JSON.createObjectNode().put("id", p.id());
        ArrayNode steps = o.putArray("solution");
        Position at = p.start();
        for (Move m : p.solution()) {
            steps.addObject().put("move", PuzzleBoards.text(at, m)).set("position", PuzzleBoards.after(at, m));
            at = at.apply(m);
        }
        Api.json(ctx, o);
    }
}
