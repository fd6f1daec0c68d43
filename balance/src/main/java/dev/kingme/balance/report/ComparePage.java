package dev.kingme.balance.report;

import static dev.kingme.balance.report.Text.escape;

import dev.kingme.balance.stats.Score;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A comparison of two runs for a designer: one self-contained HTML page ({@code compare.html}) with each
 * character's score and rating in the base run and in the changed run side by side, the change with its
 * interval as a bar around zero, and the significant changes named first; the numbers in {@code compare.csv}.
 */
public final class ComparePage {
    static final String HTML = "compare.html";
    static final String CSV = "compare.csv";
    private static final String MORE_CSS = """
            .change { position: relative; height: 1.1rem; min-width: 9rem; background: #f0f0f0; border-radius: 3px; }
            .change .zero { position: absolute; left: 50%; top: 0; bottom: 0; border-left: 1px solid #555; }
            .change .span { position: absolute; top: .25rem; height: .6rem; background: #6b8fc7; border-radius: 2px; }
            .change .span.sig { background: #b2182b; }
            .change .dot { position: absolute; top: .15rem; width: .8rem; height: .8rem; margin-left: -.4rem;
                           border-radius: 50%; background: #1b1b1b; }
            tr.changed td:first-child { font-weight: 600; }
            """;

    private ComparePage() {
    }

    /** Writes {@code compare.html} and {@code compare.csv} into {@code dir}; returns them. */
    public static List<Path> write(Path dir, Comparison c, String baseName) throws IOException {
        Files.createDirectories(dir);
        Path html = Files.writeString(dir.resolve(HTML), page(c, baseName), StandardCharsets.UTF_8);
        Path csv = Files.writeString(dir.resolve(CSV), c.csv(), StandardCharsets.UTF_8);
        return List.of(html, csv);
    }

    static String page(Comparison c, String baseName) {
        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>What if: balance compared with ").append(escape(baseName)).append("</title>\n<style>\n")
                .append(ReportStyle.CSS).append(MORE_CSS).append("</style>\n</head>\n<body>\n<main>\n");
        h.append("<h1>What if: compared with ").append(escape(baseName)).append("</h1>\n<p class=\"lead\">The same plan (")
                .append(c.changed().results().games().size()).append(" games by ").append(escape(c.changed().results().ai()))
                .append(", seed ").append(c.changed().results().seed()).append(") played with ")
                .append(c.changedCharacters().isEmpty() && c.changed().results().changed().isEmpty() ? "the same characters"
                        : "changed characters: " + escape(String.join(", ", changedHere(c))))
                .append(c.base().results().changed().isEmpty() ? ""
                        : "; the base run itself changed " + escape(String.join(", ", c.base().results().changed())))
                .append(". Each character’s score against the others, before and after, and the change with its 95% interval.</p>\n");
        List<Comparison.Row> sig = c.rows().stream().filter(Comparison.Row::significant).toList();
        h.append("<section class=\"verdict\"><p>");
        if (sig.isEmpty()) {
            h.append("<strong>No significant change:</strong> every character’s change interval contains zero.");
        } else {
            h.append("<strong>Significant changes:</strong> ");
            for (int i = 0; i < sig.size(); i++) {
                Comparison.Row r = sig.get(i);
                h.append(i == 0 ? "" : "; ").append(escape(r.who().title())).append(" ")
                        .append(escape(Comparison.points(r.scoreChange()))).append(" points of score");
            }
            h.append(".");
        }
        h.append("</p></section>\n");
        h.append("<div class=\"scroll\"><table>\n<thead><tr><th>Character</th><th>Base score (95%)</th><th>Now (95%)</th>"
                + "<th>Change, points (95%)</th><th></th><th>Base rating (95%)</th><th>Now (95%)</th></tr></thead>\n<tbody>\n");
        for (Comparison.Row r : c.rows()) {
            String label = c.label(r.who().name());
            h.append("<tr").append(label.isEmpty() ? "" : " class=\"changed\"").append("><td>").append(escape(r.who().title()))
                    .append(label.isEmpty() ? "" : "<span class=\"tag\">" + escape(label) + "</span>").append("</td><td>")
                    .append(score(r.base().overall())).append("</td><td>").append(score(r.changed().overall()))
                    .append("</td><td>").append(escape(Comparison.points(r.scoreChange()))).append("</td><td>")
                    .append(bar(r)).append("</td><td>").append(escape(Text.rating(r.base().rating()))).append("</td><td>")
                    .append(escape(Text.rating(r.changed().rating()))).append("</td></tr>\n");
        }
        h.append("</tbody></table></div>\n");
        h.append("<footer><p>A change is significant when its 95% interval excludes zero. The score change's interval is a "
                + "normal approximation from each run's wins, draws and losses. Each score's interval is its Wilson interval, "
                + "and each rating is that score on the Elo scale with the same interval written so, so a rating and the "
                + "score beside it always agree on whether the character is even. The two runs share their seeds, so games that do not involve a changed character are "
                + "the same games in both, and the intervals are cautious. The numbers are also in compare.csv; each run's "
                + "own report is report.html in its folder.</p></footer>\n</main>\n</body>\n</html>\n");
        return h.toString();
    }

    /** The characters the changed run played from files, in its order. */
    private static List<String> changedHere(Comparison c) {
        return c.changed().characters().stream().map(CharacterInfo::name).filter(c::changedHere).toList();
    }

    private static String score(Score s) {
        return Text.percent(s.rate(), 1) + s.interval().map(i -> " <small>(" + Text.percent(i.lower(), 0) + "–"
                + Text.percent(i.upper(), 0) + ")</small>").orElse("");
    }

    /** The change and its interval on a scale of −50 to +50 points, zero in the middle. */
    private static String bar(Comparison.Row r) {
        double lo = place(r.scoreChange().interval().lower());
        double hi = place(r.scoreChange().interval().upper());
        double at = place(r.scoreChange().value());
        return "<div class=\"change\" role=\"img\" aria-label=\"" + escape(Comparison.points(r.scoreChange())) + "\">"
                + "<span class=\"zero\"></span><span class=\"span" + (r.significant() ? " sig" : "") + "\" style=\"left:"
                + Text.fixed(lo, 1) + "%;width:" + Text.fixed(Math.max(hi - lo, 0.5), 1) + "%\"></span><span class=\"dot\" style=\"left:"
                + Text.fixed(at, 1) + "%\"></span></div>";
    }

    private static double place(double change) {
        return Math.max(0, Math.min(100, 50 + 100 * change));
    }
}
