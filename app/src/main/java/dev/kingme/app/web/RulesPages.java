package dev.kingme.app.web;

import dev.kingme.rules.GameKind;
import dev.kingme.rules.Games;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The rules pages (docs/web.md): {@code GET /rules} lists the games, {@code GET /rules/GAME} is a game's rules
 * as a whole page, and {@code GET /rules/GAME?fragment=1} the same content alone, for the game page's Rules
 * panel. A page is the game's prose ({@code /rules/GAME.html} on the class path, which may pull in a shared part
 * with {@code <!-- include:NAME -->} and a picture with {@code <!-- diagram:NAME -->}) and, in a character game,
 * the cards of the characters a side may play ({@code <!-- cards -->}, {@link RulesCards}). An unknown game is a
 * 404 page that says so.
 */
final class RulesPages {
    private static final Pattern MARK = Pattern.compile("<!-- (include|diagram):([a-z-]+) -->|<!-- cards -->");

    private RulesPages() {
    }

    static void routes(Javalin app) {
        app.get("/rules", RulesPages::index);
        app.get("/rules/{game}", RulesPages::game);
    }

    private static void index(Context ctx) {
        StringBuilder body = new StringBuilder("<article class=\"rules\" id=\"rules\">\n<h1>Rules</h1>\n<p>How each game Kingme"
                + " plays goes, in plain words, with the rulings where the rules texts leave something open.</p>\n<ul>\n");
        for (GameKind k : Games.all()) {
            body.append("<li><a href=\"/rules/").append(Html.text(k.name())).append("\">").append(Html.text(name(k)))
                    .append("</a></li>\n");
        }
        body.append("</ul>\n</article>\n");
        html(ctx, 200, page("Rules", body.toString(), null));
    }

    private static void game(Context ctx) {
        GameKind kind = kind(ctx.pathParam("game"));
        if (kind == null) {
            String body = "<article class=\"rules\" id=\"rules\">\n<h1>No such game</h1>\n<p>There are no rules for \u201c"
                    + Html.text(ctx.pathParam("game")) + "\u201d: Kingme has no game of that name.</p>\n"
                    + "<p><a href=\"/rules\">The games Kingme plays</a></p>\n</article>\n";
            html(ctx, 404, page("No such game", body, null));
            return;
        }
        String content = content(kind);
        if (ctx.queryParam("fragment") != null) {
            html(ctx, 200, content);
        } else {
            html(ctx, 200, page("Rules of " + name(kind), content, kind));
        }
    }

    private static GameKind kind(String name) {
        for (GameKind k : Games.all()) {
            if (k.name().equals(name)) {
                return k;
            }
        }
        return null;
    }

    /** The game's name without what follows the colon of its title. */
    static String name(GameKind kind) {
        return kind.title().split(": ", 2)[0];
    }

    /** The rules of {@code kind}: an article with its headings, prose, pictures and cards. */
    static String content(GameKind kind) {
        String prose = expand(resource(kind.name()), kind);
        return "<article class=\"rules\" id=\"rules\" data-game=\"" + Html.text(kind.name()) + "\">\n"
                + "<h1 id=\"rules-title\">Rules of " + Html.text(name(kind)) + "</h1>\n" + lessonLink(kind) + prose
                + "</article>\n";
    }

    /** The link to the game's lesson in the browser (web/lessons.json has one for every game). */
    private static String lessonLink(GameKind kind) {
        return "<p class=\"lesson-link\"><a id=\"lesson-link\" href=\"/#/learn/" + Html.text(kind.name()) + "/1\">Learn "
                + Html.text(name(kind)) + " by playing: a short lesson on the board</a></p>\n";
    }

    private static String expand(String text, GameKind kind) {
        Matcher m = MARK.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String with;
            if (m.group(1) == null) {
                with = kind.characters().isEmpty() ? "" : RulesCards.of(kind);
            } else if (m.group(1).equals("include")) {
                with = resource(m.group(2));
            } else {
                with = RulesDiagrams.of(m.group(2));
                if (with == null) {
                    throw new IllegalStateException("no diagram " + m.group(2));
                }
            }
            m.appendReplacement(out, Matcher.quoteReplacement(with));
        }
        m.appendTail(out);
        return out.toString();
    }

    private static String resource(String name) {
        try (InputStream in = RulesPages.class.getResourceAsStream("/rules/" + name + ".html")) {
            if (in == null) {
                throw new IllegalStateException("no rules text /rules/" + name + ".html");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String page(String title, String body, GameKind current) {
        return "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                + "<title>" + Html.text(title) + " \u2014 Kingme</title>\n"
                + "<link rel=\"stylesheet\" href=\"/style.css\">\n<link rel=\"stylesheet\" href=\"/rules.css\">\n"
                + "<link rel=\"icon\" href=\"/icon.svg\" type=\"image/svg+xml\">\n</head>\n<body class=\"rules-page\">\n"
                + "<a class=\"skip\" href=\"#rules\">Skip to the rules</a>\n"
                + "<header class=\"top\">\n<a class=\"brand\" href=\"/#/\">Kingme</a>\n<nav aria-label=\"Site\">\n"
                + "<a href=\"/#/\">Lobby</a>\n<a href=\"/#/games\">Finished games</a>\n<a href=\"/rules\">Rules</a>\n</nav>\n</header>\n"
                + "<main id=\"main\">\n" + gamesNav(current) + body + "</main>\n</body>\n</html>\n";
    }

    private static String gamesNav(GameKind current) {
        StringBuilder out = new StringBuilder("<nav class=\"rules-games\" aria-label=\"Rules of each game\">\n<ul>\n");
        for (GameKind k : Games.all()) {
            out.append("<li><a href=\"/rules/").append(Html.text(k.name())).append('"')
                    .append(k == current ? " aria-current=\"page\"" : "").append('>').append(Html.text(name(k))).append("</a></li>\n");
        }
        return out.append("</ul>\n</nav>\n").toString();
    }

    private static void html(Context ctx, int status, String html) {
        ctx.status(status).contentType("text/html; charset=utf-8").result(html);
    }
}
