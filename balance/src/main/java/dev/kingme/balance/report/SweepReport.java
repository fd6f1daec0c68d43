package dev.kingme.balance.report;

import static dev.kingme.balance.report.Text.escape;

import dev.kingme.balance.LabResults;
import dev.kingme.balance.stats.Interval;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The report of a sweep: the swept character's score against the others (and its rating) at each value,
 * plotted against the value ({@code sweep.svg}, also inline in {@code sweep.html}) with the 50% line a fair
 * character sits on, and in {@code sweep.csv}; each value's own report stays in its folder.
 */
public final class SweepReport {
    static final String CSV = "sweep.csv";
    static final String SVG = "sweep.svg";
    static final String HTML = "sweep.html";
    private static final int W = 560;
    private static final int H = 320;
    private static final int LEFT = 56;
    private static final int RIGHT = 20;
    private static final int TOP = 20;
    private static final int BOTTOM = 48;

    /**
     * One value of the sweep.
     *
     * @param value the swept number's value
     * @param folder the folder of its run, relative to the sweep's
     * @param standing the swept character's line in that run
     * @param changed the built-in characters that run changed (the swept one, when built in, and any other
     *     given by a character file)
     */
    public record Point(long value, String folder, Analysis.Standing standing, List<String> changed) {
        public Point {
            changed = List.copyOf(changed);
        }
    }

    private SweepReport() {
    }

    /** The swept character's line in one value's results. */
    public static Point point(long value, String folder, LabResults results, String character) {
        Analysis a = Analysis.of(results);
        return new Point(value, folder, a.standings().get(a.indexOf(character)), results.changed());
    }

    /**
     * The terminal's line for one value: {@code mage.fireball.cost = 3: mage (changed) scores 55.0% [41.3%,
     * 68.0%], rating +35 [−61, +131]}.
     */
    public static String line(String swept, Point p) {
        Analysis.Standing s = p.standing();
        return swept + " = " + p.value() + ": " + s.who().label() + " scores " + Text.score(s.overall()) + ", rating "
                + Text.rating(s.rating());
    }

    /** Writes the sweep's files into {@code dir}; returns them. */
    public static List<Path> write(Path dir, String swept, String character, List<Point> points) throws IOException {
        Files.createDirectories(dir);
        List<Path> out = new ArrayList<>();
        out.add(Files.writeString(dir.resolve(CSV), csv(points), StandardCharsets.UTF_8));
        out.add(Files.writeString(dir.resolve(SVG), "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg(swept, points),
                StandardCharsets.UTF_8));
        out.add(Files.writeString(dir.resolve(HTML), html(swept, character, points), StandardCharsets.UTF_8));
        return out;
    }

    static String csv(List<Point> points) {
        Csv csv = new Csv().row("value", "score", "lower", "upper", "games", "elo", "elo_lower", "elo_upper", "folder");
        for (Point p : points) {
            Analysis.Standing s = p.standing();
            csv.row(p.value(), Text.number(s.overall().rate()), Text.number(lower(p)), Text.number(upper(p)),
                    s.overall().games(), Text.number(s.rating().elo()), Text.number(s.rating().interval().lower()),
                    Text.number(s.rating().interval().upper()), p.folder());
        }
        return csv.toString();
    }

    private static double lower(Point p) {
        return p.standing().overall().interval().map(Interval::lower).orElse(0.0);
    }

    private static double upper(Point p) {
        return p.standing().overall().interval().map(Interval::upper).orElse(1.0);
    }

    /** The value whose score is closest to one half: the fairest of the sweep. */
    static Point fairest(List<Point> points) {
        Point best = points.get(0);
        for (Point p : points) {
            if (Math.abs(p.standing().overall().rate() - 0.5) < Math.abs(best.standing().overall().rate() - 0.5)) {
                best = p;
            }
        }
        return best;
    }

    /** The score (with its 95% interval) against the value, 0-100% up the side, the 50% line dashed. */
    static String svg(String swept, List<Point> points) {
        long min = points.stream().mapToLong(Point::value).min().orElse(0);
        long max = points.stream().mapToLong(Point::value).max().orElse(1);
        double span = Math.max(1, max - min);
        int plotW = W - LEFT - RIGHT;
        int plotH = H - TOP - BOTTOM;
        StringBuilder s = new StringBuilder();
        s.append("<svg xmlns=\"").append(Heatmap.SVG_NS).append("\" width=\"").append(W).append("\" height=\"").append(H)
                .append("\" viewBox=\"0 0 ").append(W).append(' ').append(H).append("\" font-family=\"").append(Heatmap.FONT)
                .append("\" font-size=\"12\" role=\"img\" aria-label=\"").append(escape("score against " + swept)).append("\">\n");
        s.append("<rect x=\"0\" y=\"0\" width=\"").append(W).append("\" height=\"").append(H).append("\" fill=\"#ffffff\"/>\n");
        for (int pct = 0; pct <= 100; pct += 25) {
            double y = TOP + plotH * (1 - pct / 100.0);
            s.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"%s\"%s/>\n", LEFT, y,
                    W - RIGHT, y, pct == 50 ? "#444" : "#e2e2e2", pct == 50 ? " stroke-dasharray=\"5 4\"" : ""));
            s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\" fill=\"#333\">%d%%</text>\n",
                    LEFT - 6, y + 4, pct));
        }
        StringBuilder line = new StringBuilder();
        for (Point p : points) {
            double x = LEFT + plotW * (0.06 + 0.88 * (p.value() - min) / span);
            double y = TOP + plotH * (1 - p.standing().overall().rate());
            double y0 = TOP + plotH * (1 - lower(p));
            double y1 = TOP + plotH * (1 - upper(p));
            s.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#6b8fc7\" stroke-width=\"3\"/>\n",
                    x, y0, x, y1));
            s.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"><title>%s</title></circle>\n", x, y,
                    "#1b1b1b",
                    escape(p.value() + ": " + Text.percent(p.standing().overall().rate(), 1))));
            s.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" fill=\"#333\">%d</text>\n", x,
                    H - BOTTOM + 18, p.value()));
            line.append(line.length() == 0 ? "M" : " L").append(String.format(Locale.ROOT, "%.1f %.1f", x, y));
        }
        s.append("<path d=\"").append(line).append("\" fill=\"none\" stroke=\"#1b1b1b\" stroke-width=\"1.5\"/>\n");
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" fill=\"#111\">%s</text>\n",
                LEFT + plotW / 2, H - 10, escape(swept)));
        s.append(String.format(Locale.ROOT, "<text x=\"14\" y=\"%d\" text-anchor=\"middle\" fill=\"#111\" transform=\"rotate(-90 14 %d)\">score against the others</text>\n",
                TOP + plotH / 2, TOP + plotH / 2));
        s.append("</svg>\n");
        return s.toString();
    }

    static String html(String swept, String character, List<Point> points) {
        Point fair = fairest(points);
        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
                .append(escape("Sweep: " + swept)).append("</title>\n<style>\n").append(ReportStyle.CSS)
                .append("svg { max-width: 100%; height: auto; }\n</style>\n</head>\n<body>\n<main>\n");
        h.append("<h1>Sweep: ").append(escape(swept)).append("</h1>\n<p class=\"lead\">The score of ")
                .append(escape(fair.standing().who().title())).append(HtmlPage.changedTag(fair.standing().who()))
                .append(" against the other characters at each value of ").append(escape(swept))
                .append(", with its 95% interval, and its rating: the same score on the Elo scale, with the same interval"
                        + " written so. A fair character scores 50% (the dashed line), a rating of 0.</p>\n");
        List<String> changed = new ArrayList<>();
        points.forEach(p -> p.changed().stream().filter(c -> !changed.contains(c)).forEach(changed::add));
        if (!changed.isEmpty()) {
            h.append("<p class=\"notice\"><span class=\"tag\">").append(CharacterInfo.CHANGED)
                    .append("</span> These runs changed built-in characters: <strong>").append(escape(String.join(", ", changed)))
                    .append("</strong>").append(changed.contains(character) ? " (" + escape(character) + " by the sweep)" : "")
                    .append(". Their results are the changed characters’, not the built-in ones’.</p>\n");
        }
        h.append("<section class=\"verdict\"><p><strong>Closest to fair:</strong> ").append(fair.value()).append(" (")
                .append(Text.percent(fair.standing().overall().rate(), 1)).append(fair.standing().overall().interval()
                        .map(i -> i.contains(0.5) ? ", its interval contains 50%" : ", its interval does not contain 50%").orElse(""))
                .append(").</p></section>\n");
        h.append("<figure>").append(svg(swept, points)).append("</figure>\n");
        h.append("<div class=\"scroll\"><table>\n<thead><tr><th>").append(escape(swept))
                .append("</th><th>Score (95%)</th><th>Rating (95%)</th><th>Games</th><th>Report</th></tr></thead>\n<tbody>\n");
        for (Point p : points) {
            Analysis.Standing s = p.standing();
            h.append("<tr><td>").append(p.value()).append("</td><td>").append(Text.percent(s.overall().rate(), 1))
                    .append(" <small>(").append(Text.percent(lower(p), 0)).append("–").append(Text.percent(upper(p), 0))
                    .append(")</small></td><td>").append(Text.rating(s.rating().elo())).append(" <small>(")
                    .append(Text.rating(s.rating().interval().lower())).append(" to ").append(Text.rating(s.rating().interval().upper()))
                    .append(")</small></td><td>").append(s.overall().games()).append("</td><td><a href=\"")
                    .append(escape(p.folder() + "/report.html")).append("\">").append(escape(p.folder())).append("</a></td></tr>\n");
        }
        h.append("</tbody></table></div>\n<footer><p>Each value is a whole balance run of the same plan and seed with only ")
                .append(escape(character)).append("’s file changed; its character file is in its folder. The numbers are also in ")
                .append(CSV).append(".</p></footer>\n</main>\n</body>\n</html>\n");
        return h.toString();
    }
}
