package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.library.Library;
import dev.kingme.app.session.GameError;
import dev.kingme.app.store.LibraryStore;
import dev.kingme.engine.Fen;
import dev.kingme.engine.Position;
import dev.kingme.engine.openings.BallotIndex;
import dev.kingme.engine.openings.Opening;
import dev.kingme.engine.pdn.PdnGame;
import dev.kingme.engine.pdn.PdnReader;
import dev.kingme.engine.pdn.Replay;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The game database's routes (docs/web.md, "Game database"): searching it, one game of it with its moves and
 * positions, its PDN, and importing PDN or a JSON game record.
 */
final class LibraryApi {
    /** The import's path: the one route whose body may be over {@link Fields#MAX_BODY} (see {@link RequestGate}). */
    static final String IMPORT = "/api/library/import";
    /** Games on a page of a search. */
    static final int PAGE = 50;
    /** The largest text an import takes: a whole archive of a few thousand games. */
    static final int MAX_IMPORT_BYTES = 4 << 20;
    /** Imports an address may make in a minute. */
    static final int IMPORTS_PER_MINUTE = 10;

    private final Library library;
    private final Quotas quotas;
    private final LoggedIn loggedIn;
    private final PerMinute imports = new PerMinute(IMPORTS_PER_MINUTE, n -> "made " + n + " imports");

    LibraryApi(Library library, Quotas quotas, LoggedIn loggedIn) {
        this.library = library;
        this.quotas = quotas;
        this.loggedIn = loggedIn;
    }

    void routes(Javalin app) {
        app.get("/api/library", this::search);
        app.post(IMPORT, this::importText);
        app.get("/api/library/{id}", ctx -> Api.json(ctx, game(stored(ctx.pathParam("id")))));
        app.get("/api/library/{id}/record.pdn", ctx -> {
            LibraryStore.NewGame g = stored(ctx.pathParam("id"));
            ctx.header("Content-Disposition", "attachment; filename=\"kingme-" + g.game().id() + ".pdn\"");
            ctx.contentType("application/x-pdn; charset=utf-8").result(g.pdn());
        });
    }

    private void search(Context ctx) {
        String position = param(ctx, "position", 200);
        Long key = null;
        if (position != null) {
            try {
                key = Fen.parse(position).hash();
            } catch (IllegalArgumentException e) {
                throw GameError.invalid("'position' must be a position of American checkers in FEN (W:W21,22:B1,2): "
                        + e.getMessage());
            }
        }
        String result = param(ctx, "result", 10);
        if (result != null && !List.of("1-0", "0-1", "1/2-1/2", "*").contains(result)) {
            throw GameError.invalid("'result' must be 1-0, 0-1, 1/2-1/2 or *, not '" + Fields.clip(result) + "'");
        }
        String source = param(ctx, "source", 10);
        if (source != null && !LibraryStore.SOURCES.contains(source)) {
            throw GameError.invalid("'source' must be archive, server or import, not '" + Fields.clip(source) + "'");
        }
        Integer ballot = number(ctx, "ballot", 1, 10_000);
        Integer page = number(ctx, "page", 1, 100_000);
        int at = page == null ? 1 : page;
        LibraryStore.Page found = library.search(new LibraryStore.Query(param(ctx, "player", 100), param(ctx, "event", 100),
                result, ballot, source, key), (at - 1) * PAGE, PAGE);
        ObjectNode o = Fields.JSON.createObjectNode().put("total", found.total()).put("page", at).put("pageSize", PAGE);
        ArrayNode games = o.putArray("games");
        found.games().forEach(g -> listed(games.addObject(), g));
        Api.json(ctx, o);
    }

    private void importText(Context ctx) {
        String address = quotas.address(ctx);
        Long account = loggedIn.player(ctx).map(p -> p.id()).orElse(null);
        ObjectNode body = Fields.object(body(ctx), "POST /api/library/import", MAX_IMPORT_BYTES);
        String text = Fields.required(body, "text", MAX_IMPORT_BYTES);
        imports.take(address);
        Library.Import done = library.importText(text, account);
        ObjectNode o = Fields.JSON.createObjectNode().put("games", done.games());
        ArrayNode added = o.putArray("added");
        done.added().forEach(a -> added.addObject().put("id", a.id()).put("game", a.game()).put("title", a.title())
                .put("plies", a.plies()));
        ArrayNode problems = o.putArray("problems");
        done.problems().forEach(p -> problems.addObject().put("game", p.game()).put("line", p.line())
                .put("column", p.column()).put("error", p.error()));
        if (done.added().isEmpty()) {
            o.put("error", done.problems().isEmpty() ? "no game to import" : "nothing imported: " + done.problems().get(0).error());
            ctx.status(400);
        } else {
            ctx.status(201);
        }
        ctx.json(o);
    }

    /** The request's body as text, up to {@link #MAX_IMPORT_BYTES} (more than the other routes take). */
    private static String body(Context ctx) {
        try (InputStream in = ctx.req().getInputStream()) {
            byte[] bytes = in.readNBytes(MAX_IMPORT_BYTES + 1);
            if (bytes.length > MAX_IMPORT_BYTES) {
                throw new io.javalin.http.ContentTooLargeResponse("POST /api/library/import: an import takes at most "
                        + (MAX_IMPORT_BYTES >> 20) + " MB of text: split the file");
            }
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw GameError.invalid("POST " + IMPORT + ": " + RequestGate.broken(ctx, ctx.req().getContentLengthLong()));
        }
    }

    private LibraryStore.NewGame stored(String id) {
        if (id == null || !id.matches("[a-z0-9-]{1,32}")) {
            throw GameError.notFound("no game '" + Fields.clip(id) + "' in the database: an id is letters, digits and '-'");
        }
        return library.game(id).orElseThrow(() -> GameError.notFound("no game '" + id + "' in the database"));
    }

    private static void listed(ObjectNode o, LibraryStore.Listed g) {
        o.put("id", g.id()).put("source", g.source()).put("gameId", g.gameId()).put("black", g.black()).put("white", g.white())
                .put("event", g.event()).put("date", g.playedOn()).put("result", g.result()).put("plies", g.plies());
        Opening ballot = g.ballot() == null ? null : BallotIndex.acf().number(g.ballot()).orElse(null);
        o.put("ballot", g.ballot());
        o.put("opening", ballot == null ? null : ballot.hasName() ? ballot.name() : ballot.movesText());
    }

    /** Game {@code g} with its moves as written and the position before each and at the end, in FEN. */
    private static ObjectNode game(LibraryStore.NewGame g) {
        ObjectNode o = Fields.JSON.createObjectNode();
        listed(o, g.game());
        PdnGame pdn = PdnReader.read(g.pdn()).get(0);
        Replay r = pdn.replay();
        ArrayNode moves = o.putArray("moves");
        r.written().forEach(w -> moves.addObject().put("text", w.text()).put("label", w.label()));
        ArrayNode positions = o.putArray("positions");
        for (Position p : r.positions()) {
            positions.add(Fen.format(p));
        }
        o.put("pdn", g.pdn());
        return o;
    }

    private static String param(Context ctx, String name, int max) {
        String v = ctx.queryParam(name);
        if (v == null || v.isBlank()) {
            return null;
        }
        if (v.length() > max) {
            throw GameError.invalid("'" + name + "' is longer than " + max + " characters");
        }
        return v.strip();
    }

    private static Integer number(Context ctx, String name, int min, int max) {
        String v = param(ctx, name, 10);
        if (v == null) {
            return null;
        }
        try {
            int n = Integer.parseInt(v);
            if (n < min || n > max) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw GameError.invalid("'" + name + "' must be a whole number from " + min + " to " + max + ", not '"
                    + Fields.clip(v) + "'");
        }
    }
}
