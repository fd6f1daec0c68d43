package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.kingme.app.store.GameLists;
import dev.kingme.app.store.ListedGame;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The routes of the lists of games (docs/web.md, "Lists of games"): the finished games, a page at a time with
 * the next and previous pages' addresses in the {@code Link} header, and the games a browser holds seats in.
 */
final class GamesApi {
    private final GameLists lists;
    private final OwnGames own;

    private final LoggedIn loggedIn;

    GamesApi(GameHub hub, GameLists lists, LoggedIn loggedIn) {
        this.lists = lists;
        this.own = new OwnGames(hub, lists);
        this.loggedIn = loggedIn;
    }

    void routes(Javalin app) {
        app.get("/api/games", this::finished);
        app.post("/api/games/mine", ctx -> Api.json(ctx, own.read(Fields.object(ctx.body(), "POST /api/games/mine"),
                loggedIn.player(ctx))));
    }

    private void finished(Context ctx) {
        GameLists.Filter f = FinishedQuery.read(ctx);
        int limit = f.limit() - 1;
        List<ListedGame> page = new ArrayList<>(lists.finished(f));
        boolean more = page.size() > limit;
        if (more) {
            page.remove(f.after() != null ? 0 : page.size() - 1);  // the one past the page, newer or older
        }
        boolean older = f.after() != null ? !page.isEmpty() : more;
        boolean newer = f.after() != null ? more : f.before() != null && !page.isEmpty();
        List<String> links = new ArrayList<>();
        if (older) {
            links.add(link(ctx, "before", page.get(page.size() - 1), "next"));
        }
        if (newer) {
            links.add(link(ctx, "after", page.get(0), "prev"));
        }
        if (!links.isEmpty()) {
            ctx.header("Link", String.join(", ", links));
        }
        ArrayNode list = Fields.JSON.createArrayNode();
        page.forEach(g -> list.add(ListedGames.finished(g)));
        ctx.contentType("application/json").result(list.toString());
    }

    /** The address of the page {@code to} (before or after) game {@code g}, with the request's filters. */
    private static String link(Context ctx, String to, ListedGame g, String rel) {
        StringBuilder url = new StringBuilder("/api/games?finished=true");
        for (String name : List.of("game", "result", "player", "limit")) {
            String v = ctx.queryParam(name);
            if (v != null && !v.isBlank()) {
                url.append('&').append(name).append('=').append(URLEncoder.encode(v.strip(), StandardCharsets.UTF_8));
            }
        }
        url.append('&').append(to).append('=')
                .append(URLEncoder.encode(FinishedQuery.cursor(new GameLists.Cursor(g.endedAt(), g.id())), StandardCharsets.UTF_8));
        return "<" + url + ">; rel=\"" + rel + "\"";
    }
}
