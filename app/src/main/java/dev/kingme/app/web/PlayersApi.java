package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.rating.Rating;
import dev.kingme.app.rating.Speed;
import dev.kingme.app.session.GameError;
import dev.kingme.app.store.GameLists;
import dev.kingme.app.store.GameStore;
import dev.kingme.app.store.ListedGame;
import dev.kingme.app.store.RatingStore;
import dev.kingme.app.store.StoredAccount;
import dev.kingme.balance.stats.Score;
import dev.kingme.rules.Games;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The players' pages' data (docs/web.md, "Players and ratings"): a player's ratings per game and speed with
 * their history, their last games (filtered by game, result, character and rating), and how they fare with
 * each character and against each; the leaderboards; and what rated games between people say about the
 * characters' balance.
 */
final class PlayersApi {
    /** The most games a player's page reads (its list and its tallies). */
    static final int READ = 500;
    /** The most games a player's page lists. */
    static final int LISTED = 50;
    /** The most players a leaderboard lists. */
    static final int LEADERS = 50;

    /** How long the people's balance of a game is answered from memory before it is read again. */
    static final java.time.Duration BALANCE_FRESH = java.time.Duration.ofSeconds(60);

    private final GameStore store;
    /** How many rated games this server has applied: what was read before it grew is read again. */
    private final java.util.function.LongSupplier applied;
    /**
     * The people's balance of each game as last read, when, and as of how many rated games applied here: it reads
     * many games, so at most once a minute while no rated game ends here (one ended on another server shows within
     * the minute).
     */
    private final java.util.Map<String, Read> balances = new java.util.concurrent.ConcurrentHashMap<>();

    private record Read(ObjectNode body, long at, long applied) {
    }

    PlayersApi(GameStore store, java.util.function.LongSupplier applied) {
        this.store = store;
        this.applied = applied;
    }

    void routes(Javalin app) {
        app.get("/api/players/{name}", this::player);
        app.get("/api/leaderboard", this::leaderboard);
        app.get("/api/balance/people", this::balance);
        // a player's page has an address of its own; the pages are one document that routes by its fragment
        app.get("/@/{name}", ctx -> ctx.redirect("/#/@/" + java.net.URLEncoder.encode(ctx.pathParam("name"),
                java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20")));
    }

    private StoredAccount account(String name) {
        return store.accounts().byName(name).filter(a -> !a.disabled())
                .orElseThrow(() -> GameError.notFound("no player named '" + Fields.clip(name) + "'"));
    }

    private void player(Context ctx) {
        StoredAccount a = account(ctx.pathParam("name"));
        ObjectNode body = Fields.JSON.createObjectNode().put("name", a.name()).put("since", a.createdAt().toString());
        ObjectNode ratings = body.putObject("ratings");
        for (RatingStore.StoredRating r : store.ratings().ratings(a.id())) {
            ObjectNode game = ratings.has(r.game()) ? (ObjectNode) ratings.get(r.game()) : ratings.putObject(r.game());
            game.set(r.speed(), rating(r.rating()).put("updated", r.updated().toString()));
        }
        List<RatingStore.Change> history = store.ratings().history(a.id(), READ);
        ArrayNode points = body.putArray("history");
        Map<String, RatingStore.Change> byGame = new LinkedHashMap<>();
        for (RatingStore.Change c : history) {
            byGame.put(c.gameId(), c);
            points.addObject().put("game", c.game()).put("speed", c.speed()).put("at", c.at().toString())
                    .put("rating", Math.round(c.after().rating())).put("gameId", c.gameId());
        }
        Filter f = Filter.read(ctx);
        ArrayNode games = body.putArray("games");
        Map<String, int[]> with = new TreeMap<>();
        Map<String, int[]> against = new TreeMap<>();
        for (ListedGame g : store.lists().ofAccount(a.id(), false, READ)) {
            String side = side(g, a.id());
            if (side == null) {
                continue;  // both seats the player's: a game at one screen
            }
            String other = "black".equals(side) ? "white" : "black";
            String outcome = outcome(g, side);
            String mine = ListedGames.character(g, side);
            String theirs = ListedGames.character(g, other);
            if (outcome != null && mine != null) {
                tally(with, g.game() + "/" + mine, outcome);
                tally(against, g.game() + "/" + theirs, outcome);
            }
            if (games.size() < LISTED && f.admits(g, outcome, mine)) {
                ObjectNode o = ListedGames.common(g).put("seat", side).put("outcome", outcome);
                o.put("opponent", "black".equals(side) ? g.whiteName() : g.blackName());
                RatingStore.Change c = byGame.get(g.id());
                o.put("ratingChange", c == null ? null : c.delta());
                games.add(o);
            }
        }
        body.set("withCharacter", tallies(with));
        body.set("againstCharacter", tallies(against));
        Api.json(ctx, body);
    }

    /** The seat of game {@code g} that belongs to account {@code id}, or null when both (or neither) do. */
    private static String side(ListedGame g, long id) {
        boolean black = g.blackAccount() != null && g.blackAccount() == id;
        boolean white = g.whiteAccount() != null && g.whiteAccount() == id;
        return black == white ? null : black ? "black" : "white";
    }

    /** {@code win}, {@code draw} or {@code loss} for seat {@code side} of game {@code g}; null while it is not over. */
    static String outcome(ListedGame g, String side) {
        ListedGames.Verdict v = ListedGames.verdict(g.result());
        return v == null ? null : v.winner() == null ? "draw" : v.winner().equals(side) ? "win" : "loss";
    }

    private static void tally(Map<String, int[]> tallies, String key, String outcome) {
        int[] t = tallies.computeIfAbsent(key, k -> new int[3]);
        t[outcome.equals("win") ? 0 : outcome.equals("draw") ? 1 : 2]++;
    }

    private static ArrayNode tallies(Map<String, int[]> tallies) {
        ArrayNode out = Fields.JSON.createArrayNode();
        tallies.forEach((key, t) -> {
            int slash = key.indexOf('/');
            out.addObject().put("game", key.substring(0, slash)).put("character", key.substring(slash + 1))
                    .put("wins", t[0]).put("draws", t[1]).put("losses", t[2]);
        });
        return out;
    }

    static ObjectNode rating(Rating r) {
        return Fields.JSON.createObjectNode().put("rating", Math.round(r.rating())).put("deviation", Math.round(r.deviation()))
                .put("games", r.games()).put("provisional", r.provisional());
    }

    /** Which of a player's games to list: of one game, with one outcome, one character, rated or casual (null: any). */
    record Filter(String game, String outcome, String character, Boolean rated) {
        static Filter read(Context ctx) {
            String outcome = blank(ctx.queryParam("result"));
            if (outcome != null && !Set.of("win", "draw", "loss").contains(outcome)) {
                throw GameError.invalid("'result' is win, draw or loss, not '" + Fields.clip(outcome) + "'");
            }
            String rated = blank(ctx.queryParam("rated"));
            if (rated != null && !Set.of("true", "false").contains(rated)) {
                throw GameError.invalid("'rated' is true or false, not '" + Fields.clip(rated) + "'");
            }
            return new Filter(PlayersApi.game(blank(ctx.queryParam("game"))), outcome, blank(ctx.queryParam("character")),
                    rated == null ? null : Boolean.valueOf(rated));
        }

        boolean admits(ListedGame g, String outcome, String character) {
            return (game == null || game.equals(g.game())) && (this.outcome == null || this.outcome.equals(outcome))
                    && (this.character == null || this.character.equals(character))
                    && (rated == null || rated == g.rated());
        }
    }

    private static String blank(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }

    /** {@code name} if it is a game's name (null stays null), else a refusal naming the games there are. */
    private static String game(String name) {
        if (name == null) {
            return null;
        }
        try {
            return Games.byName(name).name();
        } catch (IllegalArgumentException e) {
            throw GameError.invalid("'game': " + e.getMessage());
        }
    }

    private static Speed speed(String key) {
        for (Speed s : Speed.values()) {
            if (s.key().equals(key)) {
                return s;
            }
        }
        throw GameError.invalid("'speed' is bullet, blitz, rapid, classical or correspondence, not '" + Fields.clip(key) + "'");
    }

    private void leaderboard(Context ctx) {
        String game = game(blank(ctx.queryParam("game")));
        if (game == null) {
            game = "american";
        }
        String speedKey = blank(ctx.queryParam("speed"));
        Speed speed = speedKey == null ? Speed.BLITZ : speed(speedKey);
        ObjectNode body = Fields.JSON.createObjectNode().put("game", game).put("speed", speed.key());
        ArrayNode list = body.putArray("players");
        for (RatingStore.Ranked r : store.ratings().leaders(game, speed.key(), LEADERS)) {
            list.add(rating(r.rating()).put("name", r.name()));
        }
        Api.json(ctx, body);
    }

    /**
     * What rated games between people say of each pairing of characters in a game of characters: per
     * character against each other one, its wins, draws and losses, its score and the score's 95% interval.
     */
    private void balance(Context ctx) {
        String asked = game(blank(ctx.queryParam("game")));
        String game = asked == null ? "fantasy-rpg" : asked;
        long now = System.nanoTime();
        long rated = applied.getAsLong();
        Read last = balances.get(game);
        if (last == null || now - last.at() > BALANCE_FRESH.toNanos() || last.applied() != rated) {
            last = new Read(balance(game), now, rated);
            balances.put(game, last);
        }
        Api.json(ctx, last.body());
    }

    /** What the finished rated games of {@code game} say of each pairing of its characters, read now. */
    private ObjectNode balance(String game) {
        Map<String, int[]> pairs = new TreeMap<>();
        for (ListedGame g : store.lists().ratedFinished(game, GameLists.RATED_READ)) {
            String black = ListedGames.character(g, "black");
            String white = ListedGames.character(g, "white");
            String outcome = outcome(g, "black");
            if (black == null || white == null || black.equals(white)) {
                continue;  // a mirror match says nothing of a character against another
            }
            tally(pairs, black + "/" + white, outcome);
            tally(pairs, white + "/" + black, outcome.equals("win") ? "loss" : outcome.equals("loss") ? "win" : "draw");
        }
        ObjectNode body = Fields.JSON.createObjectNode().put("game", game);
        ArrayNode list = body.putArray("pairings");
        pairs.forEach((key, t) -> {
            int slash = key.indexOf('/');
            Score score = new Score(t[0] + t[1] / 2.0, t[0] + t[1] + t[2]);
            ObjectNode o = list.addObject().put("character", key.substring(0, slash)).put("opponent", key.substring(slash + 1))
                    .put("wins", t[0]).put("draws", t[1]).put("losses", t[2]).put("games", score.games())
                    .put("score", score.rate());
            score.interval().ifPresent(i -> o.put("low", i.lower()).put("high", i.upper()));
        });
        return body;
    }
}
