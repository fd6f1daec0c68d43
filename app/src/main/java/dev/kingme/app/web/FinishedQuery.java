package dev.kingme.app.web;

import dev.kingme.app.session.GameError;
import dev.kingme.app.store.GameLists;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.Games;
import io.javalin.http.Context;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The query of {@code GET /api/games} (docs/web.md, "Lists of games"), each parameter checked, a 400 in words
 * for one that is not right: {@code game} (a game's name), {@code result} ({@code black}, {@code white},
 * {@code draw}), {@code player} (part of a name), {@code before} or {@code after} (a game's {@code cursor}),
 * {@code limit} (1 to {@link #MAX_LIMIT}).
 */
final class FinishedQuery {
    static final int DEFAULT_LIMIT = 25;
    static final int MAX_LIMIT = 100;
    private static final Map<String, String> RESULTS = Map.of("black", "1-0", "white", "0-1", "draw", "1/2-1/2");
    /** A cursor: the moment the game ended (ISO-8601), then its id. */
    private static final Pattern CURSOR = Pattern.compile("(.{1,40})_([a-z0-9]{1,32})");

    private FinishedQuery() {
    }

    /** The filter the request asks for, with one game more than its limit (to tell whether there are more). */
    static GameLists.Filter read(Context ctx) {
        for (String finished : ctx.queryParams("finished")) {
            if (!finished.equals("true")) {
                throw GameError.invalid("'finished' may only be true (the list is of finished games), not '" + Fields.clip(finished) + "'");
            }
        }
        String game = param(ctx, "game");
        if (game != null) {
            game = game(game);
        }
        String result = param(ctx, "result");
        if (result != null && !RESULTS.containsKey(result)) {
            throw GameError.invalid("'result' must be black, white or draw (who won), not '" + Fields.clip(result) + "'");
        }
        String player = param(ctx, "player");
        if (player != null && player.length() > 40) {
            throw GameError.invalid("'player' is " + player.length() + " characters long; a name is at most 40");
        }
        GameLists.Cursor before = cursor(ctx, "before");
        GameLists.Cursor after = cursor(ctx, "after");
        if (before != null && after != null) {
            throw GameError.invalid("give 'before' (older games) or 'after' (newer games), not both");
        }
        return new GameLists.Filter(game, result == null ? null : RESULTS.get(result), player, before, after, limit(ctx) + 1);
    }

    /** {@code c} as the {@code before} and {@code after} parameters take it. */
    static String cursor(GameLists.Cursor c) {
        return c.at() + "_" + c.id();
    }

    /** The value of parameter {@code name}, or null when it is absent or empty. */
    private static String param(Context ctx, String name) {
        List<String> values = ctx.queryParams(name);
        if (values.size() > 1) {
            throw GameError.invalid("'" + name + "' is given " + values.size() + " times; give it once");
        }
        String v = values.isEmpty() ? null : values.get(0).strip();
        return v == null || v.isEmpty() ? null : v;
    }

    private static String game(String name) {
        for (GameKind k : Games.all()) {
            if (k.name().equals(name)) {
                return name;
            }
        }
        List<String> names = Games.all().stream().map(GameKind::name).toList();
        throw GameError.invalid("'game': no game '" + Fields.clip(name) + "'; the games are " + String.join(", ", names));
    }

    private static GameLists.Cursor cursor(Context ctx, String name) {
        String text = param(ctx, name);
        if (text == null) {
            return null;
        }
        Matcher m = CURSOR.matcher(text);
        if (m.matches()) {
            try {
                return new GameLists.Cursor(Instant.parse(m.group(1)), m.group(2));
            } catch (DateTimeParseException e) {
                // said below
            }
        }
        throw GameError.invalid("'" + name + "' must be a game's 'cursor' from the list (TIME_ID, as"
                + " 2024-05-01T10:00:00Z_abc123), not '" + Fields.clip(text) + "'");
    }

    private static int limit(Context ctx) {
        String text = param(ctx, "limit");
        if (text == null) {
            return DEFAULT_LIMIT;
        }
        int n;
        try {
            n = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw GameError.invalid("'limit' must be a whole number from 1 to " + MAX_LIMIT + ", not '" + Fields.clip(text) + "'");
        }
        if (n < 1 || n > MAX_LIMIT) {
            throw GameError.invalid("'limit' must be from 1 to " + MAX_LIMIT + ", not " + n);
        }
        return n;
    }
}
