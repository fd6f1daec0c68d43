package dev.kingme.balance.report;

import static dev.kingme.balance.report.Text.escape;

import dev.kingme.balance.LabResults;
import dev.kingme.balance.stats.Cycles;
import dev.kingme.balance.stats.Interval;
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
        if (!r.changed().isEmpty()) {
            h.append("<p class=\"notice\"><span class=\"tag\">").append(CharacterInfo.CHANGED)
                    .append("</span> This run changed built-in characters: <strong>")
                    .append(escape(String.join(", ", r.changed())))
                    .append("</strong>, played from character files of the same id. Their results here are the changed"
                            + " characters’, not the built-in ones’.</p>\n");
        }
        verdict();
        settings();
        howToRead();
        matrix();
        strength();
        cycles();
        firstMove();
        HtmlGameSections.lengths(a, h);
        HtmlGameSections.endings(a, h);
        h.append("<footer><p>Method: every interval on this page is a 95% Wilson score interval (Wilson 1927) on "
                + "points, a draw counting half; a rating is its score written on the Elo scale, 400·log10(s/(1−s)), "
                + "and its interval the same score interval written so, which is why they always agree on 50% and 0. "
                + "The numbers are also in report.json (with a Bradley-Terry fit besides), matrix.csv, characters.csv "
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
        List<Cycles.Cycle> clear = a.clearCycles();
        if (strong.isEmpty() && weak.isEmpty() && !clear.isEmpty()) {
            h.append("<p><strong>Non-transitive:</strong> no character’s score against all the others is flagged, but ")
                    .append(clear.size() == 1 ? "three characters beat" : "characters beat")
                    .append(" one another in a ring, every edge’s interval above 50% (see <a href=\"#cycles\">Cycles</a>):</p>\n");
        } else if (strong.isEmpty() && weak.isEmpty()) {
            h.append("<p><strong>No character is flagged:</strong> every character’s score interval against the "
                    + "others contains 50%.").append(a.cycles().isEmpty() ? ""
                            : " The pairwise results hold " + escape(CycleText.summary(a)) + "; see <a href=\"#cycles\">Cycles</a>.")
                    .append("</p>\n");
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
            if (!clear.isEmpty()) {
                h.append("<p><strong>Non-transitive:</strong> besides, characters beat one another in a ring, every "
                        + "edge’s interval above 50%:</p>\n");
            }
        }
        if (!clear.isEmpty()) {
            h.append("<ul>\n");
            for (Cycles.Cycle c : clear) {
                h.append("<li>").append(escape(CycleText.describe(a, c))).append("</li>\n");
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
        h.append("<li>").append(badge(s.flag())).append(" <strong>").append(escape(s.who().name())).append("</strong>")
                .append(changedTag(s.who()));
        if (s.who().hasTitle()) {
            h.append(" <span class=\"muted\">(").append(escape(s.who().title())).append(")</span>");
        }
        h.append(": scored ").append(escape(Heatmap.describe(s.overall()))).append("; rating ")
                .append(escape(Text.rating(s.rating()))).append("</li>\n");
    }

    private void settings() {
        LabResults r = a.results();
        h.append("<section id=\"settings\">\n<h2>The run</h2>\n<dl class=\"settings\">\n");
        List<String> names = new ArrayList<>();
        for (CharacterInfo c : a.characters()) {
            names.add(c.label());
        }
        setting("Characters", String.join(", ", names));
        if (!r.changed().isEmpty()) {
            setting("Changed built-in characters", String.join(", ", r.changed())
                    + " (played from character files of the same id, not as built in)");
        }
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
                .append("<li><strong>Rating</strong>: the score against the others written on the Elo scale, the "
                        + "rating difference to them at which that score is expected: 64% is +100, 76% is +200, 50% is 0, "
                        + "and 100% is +∞ (no finite difference expects a clean sweep). Its interval is the score’s "
                        + "interval written the same way, so the two always agree on whether the character is even.</li>\n")
                .append("<li><strong>Cycles</strong>: three characters of whom each beats the next and the last beats "
                        + "the first (rock, paper, scissors). Every one of them may score 50% against the others and go "
                        + "unflagged; a cycle is <em>clear</em> when each of its three pairwise intervals lies above "
                        + "50%, else it is within noise.</li>\n")
                .append(a.results().changed().isEmpty() ? "" : "<li><strong>Changed</strong>: <span class=\"tag\">"
                        + CharacterInfo.CHANGED + "</span> marks a built-in character this run played from a changed "
                        + "file; its results are the changed character’s.</li>\n")
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
            for (double x : new double[] {s.rating().elo(), s.rating().interval().lower(), s.rating().interval().upper()}) {
                if (Double.isFinite(x)) {
                    scale = Math.max(scale, Math.abs(x));
                }
            }
        }
        scale = Math.ceil(scale / 50) * 50;
        h.append("<section id=\"strength\">\n<h2>Strength</h2>\n<p>Strongest first. The rating bars run from ")
                .append(escape(Text.rating(-scale))).append(" to ").append(escape(Text.rating(scale)))
                .append(" (an end beyond them, +∞ or −∞ included, reaches the bar’s end), the score bars from 0% to 100%;"
                        + " the line in the middle is even (0, 50%), the grey bar the 95% interval, the black mark the "
                        + "estimate. The rating is the score on the Elo scale: the two bars show one interval.</p>\n"
                        + "<div class=\"scroll\">\n<table>\n<thead><tr>")
                .append("<th class=\"num\">#</th><th>Character</th><th>Rating, 95% interval</th>")
                .append("<th>Score against the others, 95% interval</th><th class=\"num\">W–D–L</th>")
                .append("<th class=\"num\">As Black</th><th class=\"num\">As White</th><th>Flag</th></tr></thead>\n<tbody>\n");
        for (Analysis.Standing s : ranked) {
            String cls = s.flag() == Analysis.Flag.NONE ? "" : " class=\"" + s.flag().label() + "\"";
            Interval ri = s.rating().interval();
            h.append("<tr").append(cls).append("><td class=\"num\">").append(a.rank(s)).append("</td><td class=\"who\">")
                    .append(who(s.who())).append("</td><td class=\"measure\">");
            if (s.overall().games() == 0) {
                h.append("no games");
            } else {
                h.append("<span class=\"value\">").append(escape(Text.rating(s.rating().elo())))
                        .append("</span> <span class=\"muted\">[").append(escape(Text.rating(ri.lower()))).append(", ")
                        .append(escape(Text.rating(ri.upper()))).append("]</span>")
                        .append(bar((ri.lower() + scale) / (2 * scale), (ri.upper() + scale) / (2 * scale),
                                (s.rating().elo() + scale) / (2 * scale), "rating " + Text.rating(s.rating())));
            }
            h.append("</td><td class=\"measure\">");
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
                h.append(badge(s.flag()));
            }
            h.append("</td></tr>\n");
        }
        h.append("</tbody>\n</table>\n</div>\n<p class=\"muted\">Score, W–D–L (wins, draws, losses), As Black and As "
                + "White count the games against the other characters only. The flag comes from the score’s interval, "
                + "which is the rating’s too.</p>\n</section>\n");
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

    /** A character's name (labelled when changed), with its title and set below it. */
    static String who(CharacterInfo c) {
        StringBuilder s = new StringBuilder("<strong>").append(escape(c.name())).append("</strong>").append(changedTag(c));
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

    /** The label of a changed built-in character, after its name; nothing for the others. */
    static String changedTag(CharacterInfo c) {
        return c.changed() ? " <span class=\"tag\">" + CharacterInfo.CHANGED + "</span>" : "";
    }

    /** Every clear cycle, and the surest few within noise with the count of the rest. */
    private void cycles() {
        h.append("<section id=\"cycles\">\n<h2>Cycles</h2>\n<p>Three characters of whom each beats the next by their "
                + "pairwise score (the matrix) and the last beats the first. Such a ring can leave each of them at 50% "
                + "against the others, unflagged. Clear: every edge’s 95% interval lies above 50%; within noise: the "
                + "weakest edge’s interval contains 50%, and among many characters such rings turn up by chance.</p>\n");
        if (a.cycles().isEmpty()) {
            h.append("<p>None: the pairwise results are transitive.</p>\n</section>\n");
            return;
        }
        h.append("<p>").append(escape(CycleText.summary(a))).append(".</p>\n<ul>\n");
        for (Cycles.Cycle c : CycleText.shown(a)) {
            h.append("<li>").append(escape(CycleText.describe(a, c))).append(" <span class=\"muted\">(")
                    .append(escape(CycleText.certainty(c))).append(")</span></li>\n");
        }
        int hidden = a.cycles().size() - CycleText.shown(a).size();
        if (hidden > 0) {
            h.append("<li class=\"muted\">and ").append(hidden).append(" more within noise (all are in report.json)</li>\n");
        }
        h.append("</ul>\n</section>\n");
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
