package dev.kingme.app.web;

import dev.kingme.app.account.AccountException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.ai.Level;
import dev.kingme.app.terminal.StatusText;
import dev.kingme.app.session.Choices;
import dev.kingme.app.session.GameError;
import dev.kingme.app.session.History;
import dev.kingme.app.session.WhoActs;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.OptionSpec;
import dev.kingme.rules.Persona;
import dev.kingme.rules.Player;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.List;
import java.util.Locale;

/** The JSON API's routes (docs/web.md). */
final class Api {
    private final GameHub hub;
    private final Quotas quotas;
    private final LoggedIn loggedIn;
    private final Reviews reviews;

    Api(GameHub hub, Quotas quotas, LoggedIn loggedIn, Reviews reviews) {
        this.hub = hub;
        this.quotas = quotas;
        this.loggedIn = loggedIn;
        this.reviews = reviews;
    }

    void routes(Javalin app) {
        app.get("/api/kinds", this::kinds);
        app.post("/api/games", this::create);
        // a token in the query (a link) shows the seat but claims it for no account: another site can link to it
        app.get("/api/games/{id}", ctx -> json(ctx, hub.view(ctx.pathParam("id"), token(ctx),
                ctx.header(WebServer.TOKEN_HEADER) != null, loggedIn.who(ctx))));
        app.post("/api/games/{id}/actions", ctx -> json(ctx, hub.act(ctx.pathParam("id"), token(ctx), loggedIn.who(ctx),
                ActionRequest.read(Fields.object(ctx.body(), "POST " + ctx.path()), "type"))));
        app.post("/api/games/{id}/rematch", this::rematch);
        app.get("/api/games/{id}/record.pdn", this::pdn);
        app.get("/api/games/{id}/record.json", this::record);
        app.get("/api/games/{id}/positions", this::positions);
        app.post("/api/games/{id}/review", ctx -> {
            ObjectNode state = reviews.request(ctx.pathParam("id"));
            ctx.status("done".equals(state.path("state").asText()) ? 200 : 202);
            json(ctx, state);
        });
        app.get("/api/games/{id}/review", ctx -> {
            hub.game(ctx.pathParam("id"));  // 404 for no such game
            json(ctx, reviews.state(ctx.pathParam("id")));
        });
    }

    static String token(Context ctx) {
        String t = ctx.header(WebServer.TOKEN_HEADER);
        return t == null ? ctx.queryParam("token") : t;
    }

    static void json(Context ctx, ObjectNode body) {
        ctx.contentType("application/json").result(body.toString());
    }

    private void create(Context ctx) {
        CreateRequest r = CreateRequest.read(Fields.object(ctx.body(), "POST /api/games"));
        if (r.rated() && loggedIn.player(ctx).isEmpty()) {
            throw AccountException.logInFirst("log in to make a rated game: a rated game is between two accounts");
        }
        boolean ai = r.players().values().stream().anyMatch(p -> !p.isHuman());
        boolean aiOnly = r.players().values().stream().noneMatch(p -> p.isHuman());
        created(ctx, quotas.create(quotas.address(ctx), ai, aiOnly, () -> hub.create(r)));
    }

    private void rematch(Context ctx) {
        String id = ctx.pathParam("id");
        LiveGame old = hub.game(id);
        boolean ai = old.isAi(Player.BLACK) || old.isAi(Player.WHITE);
        created(ctx, quotas.create(quotas.address(ctx), ai, false, () -> hub.rematch(id, token(ctx), loggedIn.who(ctx))));
    }

    static void created(Context ctx, GameHub.Created c) {
        ObjectNode body = Fields.JSON.createObjectNode().put("id", c.id());
        ObjectNode tokens = body.putObject("tokens");
        c.tokens().forEach(tokens::put);
        ctx.status(201);
        json(ctx, body);
    }

    private void kinds(Context ctx) {
        ObjectNode body = Fields.JSON.createObjectNode();
        ArrayNode kinds = body.putArray("kinds");
        for (GameKind k : Games.all()) {
            ObjectNode o = kinds.addObject().put("name", k.name()).put("title", k.title());
            ArrayNode options = o.putArray("options");
            for (OptionSpec spec : k.options()) {
                ObjectNode opt = options.addObject().put("name", spec.name()).put("default", spec.defaultValue())
                        .put("numeric", spec.numeric()).put("meaning", spec.meaning());
                ArrayNode allowed = opt.putArray("allowed");
                spec.allowed().forEach(allowed::add);
            }
            ArrayNode characters = o.putArray("characters");
            for (Persona p : Characters.playable(k)) {
                ObjectNode c = characters.addObject().put("name", p.name()).put("title", p.title())
                        .put("file", Characters.fromFile(p));
                ArrayNode powers = c.putArray("powers");
                p.powers().forEach(powers::add);
            }
        }
        ArrayNode levels = body.putArray("levels");
        for (Level l : Level.values()) {
            levels.addObject().put("name", l.name().toLowerCase(Locale.ROOT)).put("spec", "ai:" + l.name().toLowerCase(Locale.ROOT))
                    .put("millis", l.movetimeMillis());
        }
        json(ctx, body);
    }

    private void pdn(Context ctx) {
        LiveGame g = hub.game(ctx.pathParam("id"));
        String pdn;
        synchronized (g) {
            pdn = g.pdn();
        }
        if (pdn == null) {
            throw GameError.notFound(g.rules().kind().name() + " has no PDN record: download record.json instead");
        }
        ctx.header("Content-Disposition", "attachment; filename=\"" + Records.fileName(g, "pdn") + "\"");
        ctx.contentType("application/x-pdn; charset=utf-8").result(pdn);
    }

    private void record(Context ctx) {
        LiveGame g = hub.game(ctx.pathParam("id"));
        String json;
        synchronized (g) {
            json = Records.json(g);
        }
        ctx.header("Content-Disposition", "attachment; filename=\"" + Records.fileName(g, "json") + "\"");
        ctx.contentType("application/json").result(json);
    }

    /** Every position of the game, for the replay viewer: the start, then the state after each step. */
    private void positions(Context ctx) {
        LiveGame g = hub.game(ctx.pathParam("id"));
        ObjectNode body = Fields.JSON.createObjectNode();
        ArrayNode list = body.putArray("positions");
        synchronized (g) {
            History h = g.history();
            list.add(position(g, h.start(), null, null).set("clock", clock(g, 0)));
            List<History.Step> steps = h.steps();
            for (int i = 0; i < steps.size(); i++) {
                History.Step step = steps.get(i);
                String text = step instanceof History.Played p ? p.text()
                        : step instanceof History.Rolled r ? "chance: " + r.outcome().label()
                        : ((History.Agreed) step).verdict().reason();
                list.add(position(g, step.after(), text, LastMove.of(g.rules(), steps, i + 1)).set("clock", clock(g, i + 1)));
            }
        }
        json(ctx, body);
    }

    /** Each side's time left after {@code steps} steps, or null for a game without a clock. */
    private static ObjectNode clock(LiveGame g, int steps) {
        return g.stepClocks() == null ? null : g.stepClocks().json(steps);
    }

    private static ObjectNode position(LiveGame g, GameState s, String move, ObjectNode lastMove) {
        ObjectNode o = Fields.JSON.createObjectNode();
        o.set("board", GameView.board(g.rules(), s));
        o.set("sides", GameView.sides(g.rules(), s));
        ArrayNode status = o.putArray("status");
        StatusText.summary(g.rules(), g.history().start(), s, WhoActs.of(g.rules(), s), Choices.of(g.rules(), s))
                .forEach(status::add);
        o.put("move", move);
        o.set("lastMove", lastMove);
        return o;
    }
}
