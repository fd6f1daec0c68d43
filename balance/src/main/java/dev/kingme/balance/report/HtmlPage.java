package dev.kingme.balance.report;

import static dev.kingme.balance.report.Text.escape;

import dev.kingme.balance.LabResults;
import dev.kingme.balance.stats.Interval;
import dev.kingme.balance.stats.Lengths;
import dev.kingme.balance.stats.Score;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The report as one self-contained HTML page: inline CSS, the heatmap as inline SVG, no scripts and
 * nothing fetched. Every text that comes from the run (names, titles, conditions, the AI) is escaped.
 */
final class HtmlPage {
    private final Analysis a;
    private final StringBuilder h = new StringBuilder();

    private HtmlPage(Analysis a) {
        this.a = a;
    }

    static String write(Analysis a) {
        return new HtmlPage(a).page();
    }

    private String page() {
        LabResults r = a.results();
        int k = a.characters().size();
        h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>").append(escape("Balance report: " + k + " characters, " + r.games().size() + " games"))
                .append("</title>\n<style>\n").append(ReportStyle.CSS).append("</style>\n</head>\n<body>\n<main>\n");
        h.append("<h1>Balance report</h1>\n<p class=\"lead\">").append(k).append(" characters, ")
                .append(r.games().size()).append(" games played by ").append(escape(r.ai()))
                .append(": which characters are too strong or too weak, and how sure that is.</p>\n");
        verdict();
        settings();
        howToRead();
        matrix();
        strength();
        firstMove();
        lengths();
        endings();
        h.append("<footer><p>Methods: Wilson score intervals (Wilson 1927) on points, a draw counting half; "
                + "Bradley-Terry strengths (Bradley and Terry 1952) fitted by the MM algorithm (Hunter 2004) with ")
                .append(Text.fixed(a.fit().priorDraws(), 0))
                .append(" virtual draw per character against an average opponent; rating intervals from the inverse "
                        + "Fisher information. The numbers are also in report.json, matrix.csv, characters.csv "
                        + "and games.csv.</p></footer>\n");
        h.append("</main>\n</body>\n</html>\n");
        return h.toString();
    }

    private void verdict() {
        List<Analysis.Standing> strong = new ArrayList<>();
        List<Analysis.Standing> weak = new ArrayList<>();
        for (Analysis.Standing s : a.ranked()) {
            if (s.flag() == Analysis.Flag.STRONGER) {
                strong.add(s);
            } else if (s.flag() == Analysis.Flag.WEAKER) {
                weak.add(s);
            }
        }
        h.append("<section id=\"verdict\" class=\"verdict\">\n");
        if (strong.isEmpty() && weak.isEmpty()) {
            h.append("<p><strong>No character is flagged:</strong> every character’s score interval against the "
                    + "others contains 50%.</p>\n");
        } else {
            h.append("<p><strong>Flagged characters</strong> (score interval against the others wholly above or "
                    + "below 50%):</p>\n<ul>\n");
            for (Analysis.Standing s : strong) {
                flagItem(s);
            }
            for (Analysis.Standing s : weak) {
                flagItem(s);
            }
            h.append("</ul>\n");
        }
        Score first = a.firstMove();
        if (first.wellAboveHalf() || first.wellBelowHalf()) {
            h.append("<p>").append(first.wellAboveHalf() ? "Black (moving first)" : "White (moving second)")
                    .append(" has a clear advantage: Black scored ").append(escape(Heatmap.describe(first)))
                    .append(".</p>\n");
        }
        h.append("</section>\n");
    }

    private void flagItem(Analysis.Standing s) {
        h.append("<li>").append(badge(s.flag())).append(" <strong>").append(escape(s.who().name())).append("</strong>");
        if (s.who().hasTitle()) {
            h.append(" <span class=\"muted\">(").append(escape(s.who().title())).append(")</span>");
        }
        h.append(": scored ")
                .append(escape(Heatmap.describe(s.overall()))).append("; rating ").append(escape(ratingText(s)))
                .append(s.rating().excludesZero() ? " (interval excludes 0)" : " (interval includes 0)").append("</li>\n");
    }

    private void settings() {
        LabResults r = a.results();
        h.append("<section id=\"settings\">\n<h2>The run</h2>\n<dl class=\"settings\">\n");
        List<String> names = new ArrayList<>();
        for (CharacterInfo c : a.characters()) {
            names.add(c.name());
        }
        setting("Characters", String.join(", ", names));
        setting("AI", r.ai());
        setting("Seed", Long.toString(r.seed()));
        setting("Games per pairing", r.gamesPerPair() + " (each character as Black against each as White)");
        setting("Move limit", r.maxPlies() + " plies (a game still going then is a draw)");
        setting("Games", r.games().size() + " (" + a.comparisonGames() + " between different characters, "
                + a.firstMoveMirror().games() + " mirror games)");
        setting("Intervals", "95%");
        h.append("</dl>\n</section>\n");
    }

    private void setting(String name, String value) {
        h.append("<dt>").append(escape(name)).append("</dt><dd>").append(escape(value)).append("</dd>\n");
    }

    private void howToRead() {
        int k = a.characters().size();
        h.append("<section id=\"how-to-read\">\n<h2>How to read this</h2>\n<ul>\n")
                .append("<li><strong>Score</strong>: points per game, a win 1, a draw ½, a loss 0. 50% is even.</li>\n")
                .append("<li><strong>95% interval</strong> (the range in brackets or the bar): where the true score "
                        + "lies, given the games played, with 95% confidence. If it contains 50%, these games cannot tell "
                        + "the character from an even one; four times the games make it about half as wide.</li>\n")
                .append("<li><strong>Matrix</strong>: each cell is the row character’s score against the column "
                        + "character, as Black and as White together. Blue: the row character wins more; red: it "
                        + "loses more; white: even. The grey diagonal is the mirror games (a character against "
                        + "itself): Black’s score there measures the first move, not the character.</li>\n")
                .append("<li><strong>Strength</strong>: a Bradley-Terry rating on the Elo scale, averaging 0 over the "
                        + "characters. It weighs whom each character played: a rating difference of 100 means an "
                        + "expected score of 64%, 200 means 76%.</li>\n")
                .append("<li><strong>Flags</strong>: <span class=\"badge stronger\">▲ stronger</span> when a "
                        + "character’s score against all the others has its interval wholly above 50%, "
                        + "<span class=\"badge weaker\">▼ weaker</span> when wholly below. Even if every character "
                        + "were equal, about 1 in 20 would be flagged by chance (here about ")
                .append(escape(Text.fixed(0.05 * k, 1)))
                .append(" of ").append(k).append("); a flag is a reason to look, and to play more games.</li>\n")
                .append("</ul>\n</section>\n");
    }

    private void matrix() {
        h.append("<section id=\"matrix\">\n<h2>Win-rate matrix</h2>\n<p>Row character’s score against the "
                + "column character (both colours), its 95% interval, and the games played. Also in heatmap.svg "
                + "and matrix.csv.</p>\n<div class=\"scroll\">\n")
                .append(Heatmap.svg(a).replaceFirst("<svg ", "<svg style=\"min-width:" + (int) (0.75 * Heatmap.width(a)) + "px\" "))
                .append("</div>\n</section>\n");
    }

    private void strength() {
        List<Analysis.Standing> ranked = a.ranked();
        double scale = 100;
        for (Analysis.Standing s : ranked) {
            scale = Math.max(scale, Math.max(Math.abs(s.rating().interval().lower()), Math.abs(s.rating().interval().upper())));
        }
        scale = Math.ceil(scale / 50) * 50;
        h.append("<section id=\"strength\">\n<h2>Strength</h2>\n<p>Strongest first. The rating bars run from ")
                .append(escape(Text.rating(-scale))).append(" to ").append(escape(Text.rating(scale)))
                .append(", the score bars from 0% to 100%; the line in the middle is the average (0, 50%), the grey bar "
                        + "the 95% interval, the black mark the estimate.</p>\n<div class=\"scroll\">\n<table>\n<thead><tr>")
                .append("<th class=\"num\">#</th><th>Character</th><th>Rating, 95% interval</th>")
                .append("<th>Score against the others, 95% interval</th><th class=\"num\">W–D–L</th>")
                .append("<th class=\"num\">As Black</th><th class=\"num\">As White</th><th>Flag</th></tr></thead>\n<tbody>\n");
        for (Analysis.Standing s : ranked) {
            String cls = s.flag() == Analysis.Flag.NONE ? "" : " class=\"" + s.flag().label() + "\"";
            Interval ri = s.rating().interval();
            h.append("<tr").append(cls).append("><td class=\"num\">").append(a.rank(s)).append("</td><td class=\"who\">")
                    .append(who(s.who())).append("</td><td class=\"measure\"><span class=\"value\">")
                    .append(escape(Text.rating(s.rating().elo()))).append("</span> <span class=\"muted\">[")
                    .append(escape(Text.rating(ri.lower()))).append(", ").append(escape(Text.rating(ri.upper())))
                    .append("]</span>")
                    .append(bar((ri.lower() + scale) / (2 * scale), (ri.upper() + scale) / (2 * scale),
                            (s.rating().elo() + scale) / (2 * scale), "rating " + ratingText(s)))
                    .append("</td><td class=\"measure\">");
            if (s.overall().games() == 0) {
                h.append("no games");
            } else {
                Interval si = s.overall().interval().orElseThrow();
                h.append("<span class=\"value\">").append(escape(Text.percent(s.overall().rate(), 1)))
                        .append("</span> <span class=\"muted\">").append(escape(interval(s.overall()))).append(" n=")
                        .append(s.overall().games()).append("</span>")
                        .append(bar(si.lower(), si.upper(), s.overall().rate(), "score " + Heatmap.describe(s.overall())));
            }
            h.append("</td><td class=\"num\">").append(s.wins()).append('–').append(s.draws()).append('–')
                    .append(s.losses()).append("</td><td class=\"num\">").append(scoreCell(s.asBlack()))
                    .append("</td><td class=\"num\">").append(scoreCell(s.asWhite())).append("</td><td class=\"flag\">");
            if (s.flag() != Analysis.Flag.NONE) {
                h.append(badge(s.flag())).append("<br><span class=\"muted\">rating interval ")
                        .append(s.rating().excludesZero() ? "excludes" : "includes").append(" 0</span>");
            }
            h.append("</td></tr>\n");
        }
        h.append("</tbody>\n</table>\n</div>\n<p class=\"muted\">Score, W–D–L (wins, draws, losses), As Black and As "
                + "White count the games against the other characters only. The flag comes from the score; the "
                + "rating says the same with the opponents weighed, and whether its interval excludes 0 is noted.</p>\n"
                + "</section>\n");
    }

    private void firstMove() {
        Score all = a.firstMove();
        Score mirror = a.firstMoveMirror();
        h.append("<section id=\"first-move\">\n<h2>First-move advantage</h2>\n<p>Black moves first. Black’s score "
                + "over the games: above 50% means moving first helps.</p>\n<div class=\"scroll\">\n<table>\n<thead><tr>"
                + "<th>Which games</th><th class=\"num\">Black’s score</th><th class=\"num\">95% interval</th>"
                + "<th class=\"num\">Games</th><th>Reading</th></tr></thead>\n<tbody>\n");
        firstMoveRow("All games", all);
        firstMoveRow("Mirror games (same character on both sides)", mirror);
        h.append("</tbody>\n</table>\n</div>\n<p class=\"muted\">Over all games each pairing is played with both colours "
                + "equally often, so the characters’ strengths cancel out; the mirror games show the same with "
                + "nothing else differing.</p>\n</section>\n");
    }

    private void firstMoveRow(String label, Score s) {
        h.append("<tr><td>").append(escape(label)).append("</td><td class=\"num\">")
                .append(escape(Text.percent(s.rate(), 1))).append("</td><td class=\"num\">").append(escape(interval(s)))
                .append("</td><td class=\"num\">").append(s.games()).append("</td><td>");
        if (s.games() == 0) {
            h.append("no games");
        } else if (s.wellAboveHalf()) {
            h.append("Black is ahead: the interval lies above 50%");
        } else if (s.wellBelowHalf()) {
            h.append("White is ahead: the interval lies below 50%");
        } else {
            h.append("no clear advantage: the interval contains 50%");
        }
        h.append("</td></tr>\n");
    }

    private void lengths() {
        Lengths all = a.lengths();
        h.append("<section id=\"lengths\">\n<h2>Game lengths</h2>\n<p>In plies: the decisions the players made (chance "
                + "rolls not counted). The move limit was ").append(a.results().maxPlies())
                .append(" plies.</p>\n<div class=\"scroll\">\n<table>\n<thead><tr><th>Games of</th>"
                        + "<th class=\"num\">Games</th><th class=\"num\">Mean</th><th class=\"num\">Median</th>"
                        + "<th class=\"num\">Min</th><th class=\"num\">Max</th></tr></thead>\n<tbody>\n");
        lengthRow("<strong>All games</strong>", all);
        for (Analysis.Standing s : a.standings()) {
            lengthRow(who(s.who()), s.lengths());
        }
        h.append("</tbody>\n</table>\n</div>\n<p class=\"muted\">A character’s games include its mirror games, "
                + "counted once.</p>\n</section>\n");
    }

    private void lengthRow(String labelHtml, Lengths l) {
        h.append("<tr><td>").append(labelHtml).append("</td><td class=\"num\">").append(l.games())
                .append("</td><td class=\"num\">").append(Text.fixed(l.mean(), 1)).append("</td><td class=\"num\">")
                .append(Text.fixed(l.median(), 1)).append("</td><td class=\"num\">")
                .append(l.games() == 0 ? "–" : Integer.toString(l.min())).append("</td><td class=\"num\">")
                .append(l.games() == 0 ? "–" : Integer.toString(l.max())).append("</td></tr>\n");
    }

    private void endings() {
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
            h.append("<tr><td><strong>").append(escape(name)).append("</strong></td><td class=\"num\">").append(won)
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

    private static String who(CharacterInfo c) {
        StringBuilder s = new StringBuilder("<strong>").append(escape(c.name())).append("</strong>");
        if (c.hasTitle() || !c.set().isEmpty()) {
            s.append("<br><span class=\"muted\">");
            if (c.hasTitle()) {
                s.append(escape(c.title()));
            }
            if (!c.set().isEmpty()) {
                s.append(c.hasTitle() ? " · " : "").append(escape(c.set()));
            }
            s.append("</span>");
        }
        return s.toString();
    }

    private static String badge(Analysis.Flag f) {
        return "<span class=\"badge " + f.label() + "\">" + (f == Analysis.Flag.STRONGER ? "▲ " : "▼ ") + f.label()
                + "</span>";
    }

    private static String ratingText(Analysis.Standing s) {
        Interval i = s.rating().interval();
        return Text.rating(s.rating().elo()) + " [" + Text.rating(i.lower()) + ", " + Text.rating(i.upper()) + "]";
    }

    /** A score and its interval in whole percent, for the narrow columns. */
    private static String scoreCell(Score s) {
        if (s.games() == 0) {
            return "–";
        }
        Interval i = s.interval().orElseThrow();
        return "<span title=\"" + escape(Heatmap.describe(s)) + "\">" + escape(Text.percent(s.rate(), 1))
                + "<br><span class=\"muted\">" + escape("[" + Text.percentNumber(i.lower(), 0) + "–"
                + Text.percentNumber(i.upper(), 0) + "%]") + "</span></span>";
    }

    private static String interval(Score s) {
        return s.interval().map(i -> "[" + Text.percent(i.lower(), 1) + ", " + Text.percent(i.upper(), 1) + "]").orElse("–");
    }

    /** An interval bar: positions as shares of the bar's width (clamped to it). */
    private static String bar(double lower, double upper, double point, String label) {
        double lo = clamp(lower);
        double hi = clamp(upper);
        return "<div class=\"bar\" role=\"img\" aria-label=\"" + escape(label) + "\"><span class=\"mid\"></span>"
                + "<span class=\"ci\" style=\"left:" + pct(lo) + ";width:" + pct(hi - lo) + "\"></span>"
                + "<span class=\"pt\" style=\"left:" + pct(clamp(point)) + "\"></span></div>";
    }

    private static double clamp(double x) {
        return Math.max(0, Math.min(1, x));
    }

    private static String pct(double share) {
        return String.format(Locale.ROOT, "%.2f%%", 100 * share);
    }
}
