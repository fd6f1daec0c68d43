package dev.kingme.balance.report;

import static dev.kingme.balance.report.Text.escape;

import dev.kingme.balance.stats.Lengths;
import java.util.ArrayList;
import java.util.List;

/**
 * The sections of the report page on how the games went, whoever won them: their lengths, and the conditions
 * that ended them (overall and by each character's wins).
 */
final class HtmlGameSections {
    private HtmlGameSections() {
    }

    /** The section on game lengths: all games, then each character's. */
    static void lengths(Analysis a, StringBuilder h) {
        Lengths all = a.lengths();
        h.append("<section id=\"lengths\">\n<h2>Game lengths</h2>\n<p>In plies: the decisions the players made (chance "
                + "rolls not counted). The move limit was ").append(a.results().maxPlies())
                .append(" plies.</p>\n<div class=\"scroll\">\n<table>\n<thead><tr><th>Games of</th>"
                        + "<th class=\"num\">Games</th><th class=\"num\">Mean</th><th class=\"num\">Median</th>"
                        + "<th class=\"num\">Min</th><th class=\"num\">Max</th></tr></thead>\n<tbody>\n");
        lengthRow(h, "<strong>All games</strong>", all);
        for (Analysis.Standing s : a.standings()) {
            lengthRow(h, HtmlPage.who(s.who()), s.lengths());
        }
        h.append("</tbody>\n</table>\n</div>\n<p class=\"muted\">A character’s games include its mirror games, "
                + "counted once.</p>\n</section>\n");
    }

    private static void lengthRow(StringBuilder h, String labelHtml, Lengths l) {
        h.append("<tr><td>").append(labelHtml).append("</td><td class=\"num\">").append(l.games())
                .append("</td><td class=\"num\">").append(Text.fixed(l.mean(), 1)).append("</td><td class=\"num\">")
                .append(Text.fixed(l.median(), 1)).append("</td><td class=\"num\">")
                .append(l.games() == 0 ? "–" : Integer.toString(l.min())).append("</td><td class=\"num\">")
                .append(l.games() == 0 ? "–" : Integer.toString(l.max())).append("</td></tr>\n");
    }

    /** The section on how games end: the conditions, then each character's wins by condition. */
    static void endings(Analysis a, StringBuilder h) {
        int total = a.results().games().size();
        h.append("<section id=\"endings\">\n<h2>How games end</h2>\n<p>The win condition that fired (or the rule that "
                + "drew the game), over all games.</p>\n<div class=\"scroll\">\n<table>\n<thead><tr>"
                + "<th>Condition</th><th class=\"num\">Games</th><th class=\"num\">Share</th><th class=\"num\">Draws</th>"
                + "<th class=\"num\">Wins</th></tr></thead>\n<tbody>\n");
        for (Analysis.Ending e : a.endings()) {
            h.append("<tr><td class=\"cond\">").append(escape(e.condition())).append("</td><td class=\"num\">")
                    .append(e.games()).append("</td><td class=\"num\">")
                    .append(escape(Text.percent((double) e.games() / total, 1))).append("</td><td class=\"num\">")
                    .append(e.draws()).append("</td><td class=\"num\">").append(e.games() - e.draws()).append("</td></tr>\n");
        }
        h.append("<tr><th>All</th><th class=\"num\">").append(total).append("</th><th class=\"num\">")
                .append(total == 0 ? "–" : "100%").append("</th><th class=\"num\">").append(a.drawnGames())
                .append("</th><th class=\"num\">").append(total - a.drawnGames()).append("</th></tr>\n</tbody>\n</table>\n</div>\n");

        List<Analysis.Ending> decisive = new ArrayList<>();
        for (Analysis.Ending e : a.endings()) {
            if (e.games() > e.draws()) {
                decisive.add(e);
            }
        }
        h.append("<p>How each character won: its wins by each condition and their share of all its wins (mirror games "
                + "included).</p>\n<div class=\"scroll\">\n<table>\n<thead><tr><th>Winner</th><th class=\"num\">Wins</th>");
        for (Analysis.Ending e : decisive) {
            h.append("<th class=\"num cond\">").append(escape(e.condition())).append("</th>");
        }
        h.append("</tr></thead>\n<tbody>\n");
        for (Analysis.Standing s : a.standings()) {
            String name = s.who().name();
            int won = a.winsOf(name);
            h.append("<tr><td><strong>").append(escape(name)).append("</strong>").append(HtmlPage.changedTag(s.who()))
                    .append("</td><td class=\"num\">").append(won)
                    .append("</td>");
            for (Analysis.Ending e : decisive) {
                int n = e.winsBy().get(name);
                h.append("<td class=\"num\">");
                if (n == 0) {
                    h.append("<span class=\"muted\">0</span>");
                } else {
                    h.append(n).append(" <span class=\"muted\">").append(escape(Text.percent((double) n / won, 0)))
                            .append("</span>");
                }
                h.append("</td>");
            }
            h.append("</tr>\n");
        }
        h.append("</tbody>\n</table>\n</div>\n</section>\n");
    }
}
