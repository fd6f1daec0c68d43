package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.store.GameLists;
import dev.kingme.app.store.StoredChallenge;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.Games;
import dev.kingme.rules.Player;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** The lobby's routes (docs/web.md, "The lobby"): challenges, the games being played, and naming a seat. */
final class LobbyApi {
    /** The most games being played that the lobby lists. */
    static final int PLAYING = 30;
    /** How far back among the actions stored the lobby of several nodes looks for the games being played. */
    static final int RECENT_ACTIONS = 5_000;

    private final Lobby lobby;
    private final GameHub hub;
    private final Quotas quotas;
    private final SeatNames names;
    private final LoggedIn loggedIn;
    private final GameLists lists;

    LobbyApi(Lobby lobby, GameHub hub, Quotas quotas, SeatNames names, LoggedIn loggedIn, GameLists lists) {
        this.lists = lists;
        this.lobby = lobby;
        this.hub = hub;
        this.quotas = quotas;
        this.names = names;
        this.loggedIn = loggedIn;
    }

    void routes(Javalin app) {
        app.get("/api/lobby", this::lobby);
        app.post("/api/challenges", this::create);
        app.post("/api/pairing", this::pair);
        app.get("/api/challenges/{id}", ctx -> Api.json(ctx, challenge(lobby.challenge(ctx.pathParam("id")), Api.token(ctx))));
        app.post("/api/challenges/{id}/accept", this::accept);
        app.delete("/api/challenges/{id}", ctx -> {
            lobby.cancel(ctx.pathParam("id"), Api.token(ctx));
            Api.json(ctx, challenge(lobby.challenge(ctx.pathParam("id")), Api.token(ctx)));
        });
        app.post("/api/games/{id}/name", ctx -> Api.json(ctx, names.name(ctx.pathParam("id"), Api.token(ctx),
                Fields.text(Fields.object(ctx.body(), "POST " + ctx.path()), "name", null, 200))));
    }

    private void create(Context ctx) {
        ChallengeRequest r = ChallengeRequest.read(Fields.object(ctx.body(), "POST /api/challenges"));
        Lobby.Made[] made = new Lobby.Made[1];
        quotas.create(quotas.address(ctx), false, false, () -> {
            made[0] = lobby.create(r, loggedIn.player(ctx));
            return null;
        });
        waiting(ctx, made[0]);
    }

    /** Answers challenge {@code made}, just posted, with its key: 201. */
    private void waiting(Context ctx, Lobby.Made made) {
        ObjectNode body = challenge(lobby.challenge(made.id()), made.key());
        body.put("key", made.key());
        ctx.status(201);
        Api.json(ctx, body);
    }

    /**
     * Quick pairing ({@link Lobby#pair}): 201 with the game made, as {@code POST /api/games} answers, and
     * {@code "paired": true}; or 202 with the challenge posted to wait, as {@code POST /api/challenges} answers.
     */
    private void pair(Context ctx) {
        ObjectNode request = Fields.object(ctx.body(), "POST /api/pairing");
        if (!request.hasNonNull("colour")) {
            request.put("colour", java.util.concurrent.ThreadLocalRandom.current().nextBoolean() ? "black" : "white");
        }
        ChallengeRequest r = ChallengeRequest.read(request);
        Lobby.Paired[] paired = new Lobby.Paired[1];
        quotas.create(quotas.address(ctx), false, false, () -> {
            paired[0] = lobby.pair(r, Api.token(ctx), loggedIn.who(ctx));
            return paired[0].game();
        });
        if (paired[0].game() != null) {
            Api.created(ctx, paired[0].game());
            return;
        }
        waiting(ctx, paired[0].waiting());
        ctx.status(202);
    }

    private void accept(Context ctx) {
        String body = ctx.body();
        ObjectNode request = body == null || body.isBlank() ? Fields.JSON.createObjectNode() : Fields.object(body, "POST " + ctx.path());
        Api.created(ctx, lobby.accept(ctx.pathParam("id"), Api.token(ctx), Fields.text(request, "name", null, 200),
                loggedIn.who(ctx)));
    }

    /**
     * A challenge as the lobby shows it; for its creator (who sent its key) also its game once accepted and
     * the creator's seat token in it (the key itself).
     */
    static ObjectNode challenge(StoredChallenge c, String key) {
        Instant now = Instant.now();
        ObjectNode o = Fields.JSON.createObjectNode().put("id", c.id());
        ObjectNode game = Fields.object(c.request(), "challenge " + c.id());
        String kind = game.path("game").asText();
        o.put("game", kind);
        try {
            o.put("title", Games.byName(kind).title());
        } catch (IllegalArgumentException e) {
            o.put("title", kind);
        }
        o.set("options", game.path("options").isObject() ? game.get("options") : Fields.JSON.createObjectNode());
        o.set("clock", game.get("clock") == null ? Fields.JSON.nullNode() : game.get("clock"));
        o.put("setup", game.path("setup").isTextual());
        o.put("rated", game.path("rated").asBoolean(false));
        if (c.creator() != null) {
            o.putObject("creator").put("name", c.creator().name()).put("rating", Math.round(c.creator().rating().rating()))
                    .put("provisional", c.creator().rating().provisional());
        } else {
            o.putNull("creator");
        }
        o.put("minRating", c.minRating()).put("maxRating", c.maxRating());
        o.put("name", c.name().isEmpty() ? null : c.name()).put("colour", c.colour());
        o.put("created", c.createdAt().toString()).put("expires", c.expiresAt().toString())
                .put("expiresInSeconds", Math.max(0, c.expiresAt().getEpochSecond() - now.getEpochSecond()));
        String state = c.state(now);
        o.put("state", state);
        boolean mine = Lobby.isCreator(c, key);
        o.put("mine", mine);
        if (mine && "accepted".equals(state)) {
            o.put("gameId", c.gameId()).put("token", key);
        }
        return o;
    }

    private void lobby(Context ctx) {
        ObjectNode body = Fields.JSON.createObjectNode();
        ArrayNode challenges = body.putArray("challenges");
        for (StoredChallenge c : lobby.open()) {
            challenges.add(challenge(c, null));
        }
        ArrayNode playing = body.putArray("playing");
        if (hub.oneOfSeveral()) {
            // the games being played on every node, from the database
            for (GameLists.Playing p : lists.playing(RECENT_ACTIONS, PLAYING)) {
                GameKind kind = Games.byName(p.game());
                ObjectNode o = playing.addObject().put("id", p.id()).put("game", p.game()).put("title", kind.title())
                        .put("moves", p.steps());
                o.putObject("players").put("black", p.blackName()).put("white", p.whiteName());
            }
            Api.json(ctx, body);
            return;
        }
        record Used(long at, LiveGame game) {
        }
        List<Used> games = new ArrayList<>();
        hub.held().forEach(g -> games.add(new Used(g.lastUsed, g)));
        games.sort(Comparator.comparingLong(Used::at).reversed());
        for (Used used : games) {
            LiveGame g = used.game();
            if (playing.size() >= PLAYING) {
                break;
            }
            synchronized (g) {
                // a game made and never moved in is not being played (a page opened and left)
                if (g.gone || g.verdict() != null || g.movesPlayed() == 0) {
                    continue;
                }
                ObjectNode o = playing.addObject().put("id", g.settings().id()).put("game", g.rules().kind().name())
                        .put("title", g.rules().kind().title()).put("moves", g.history().steps().size());
                ObjectNode players = o.putObject("players");
                for (Player p : Player.values()) {
                    players.put(GameView.name(p), g.name(p));
                }
            }
        }
        Api.json(ctx, body);
    }
}
