package dev.kingme.balance.report;

import static dev.kingme.balance.report.Text.escape;

import dev.kingme.balance.stats.Interval;
import dev.kingme.balance.stats.Score;
import java.util.List;
import java.util.Locale;

/**
 * The win-rate matrix as an SVG picture: one cell per ordered pair of characters, the row character's
 * score against the column character over both colours, coloured from red (0%) through white (50%) to blue
 * (100%), with the score, its 95% interval and the games played. The diagonal holds the mirror games,
 * greyed: Black's score there, which measures the first move and not the character.
 */
final class Heatmap {
    static final String SVG_NS = "http://www.w3.org/2000/svg";
    static final int CELL_W = 78;
    static final int CELL_H = 54;
    static final int LABEL_CHARS = 22;
    static final String FONT = "system-ui, -apple-system, &#39;Segoe UI&#39;, Roboto, Helvetica, Arial, sans-serif";

    private static final int[] RED = {178, 24, 43};
    private static final int[] WHITE = {255, 255, 255};
    private static final int[] BLUE = {33, 102, 172};

    private Heatmap() {
    }

    /** The fill for a score: red at 0, white at 1/2, blue at 1, linear in between. */
    static String colour(double score) {
        double t = Math.max(0, Math.min(1, score));
        int[] to = t < 0.5 ? RED : BLUE;
        double f = Math.abs(t - 0.5) * 2;
        return String.format(Locale.ROOT, "#%02x%02x%02x", mix(WHITE[0], to[0], f), mix(WHITE[1], to[1], f),
                mix(WHITE[2], to[2], f));
    }

    private static int mix(int a, int b, double f) {
        return (int) Math.round(a + (b - a) * f);
    }

    /** Dark cells get white text. */
    static String ink(double score) {
        return Math.abs(score - 0.5) > 0.3 ? "#ffffff" : "#111111";
    }

    /** The picture as a standalone SVG document. */
    static String document(Analysis a) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg(a);
    }

    /** The width of the picture, in pixels. */
    static int width(Analysis a) {
        int labelW = labelWidth(a);
        int left = labelW + 6;
        int right = Math.max(16, (int) Math.ceil(labelW * 0.72) - CELL_W / 2 + 8);
        return Math.max(left + a.characters().size() * CELL_W + right, left + 370);
    }

    private static int labelWidth(Analysis a) {
        int longest = 4;
        for (CharacterInfo c : a.characters()) {
            longest = Math.max(longest, Math.min(LABEL_CHARS, c.label().codePointCount(0, c.label().length())));
        }
        return 16 + (int) Math.ceil(longest * 7.6);
    }

    /** The {@code <svg>} element, also fit to go inline into HTML. */
    static String svg(Analysis a) {
        List<CharacterInfo> cs = a.characters();
        int k = cs.size();
        int labelW = labelWidth(a);
        int left = labelW + 6;
        int titleH = 28;
        int colLabelH = (int) Math.ceil(labelW * 0.72) + 8;
        int top = titleH + colLabelH;
        int gridW = k * CELL_W;
        int gridH = k * CELL_H;
        int legendH = 78;
        int width = width(a);
        int height = top + gridH + legendH;

        StringBuilder s = new StringBuilder();
        s.append("<svg xmlns=\"").append(SVG_NS).append("\" width=\"").append(width).append("\" height=\"")
                .append(height).append("\" viewBox=\"0 0 ").append(width).append(' ').append(height)
                .append("\" role=\"img\" aria-labelledby=\"heatmap-title\" font-family=\"").append(FONT)
                .append("\">\n");
        s.append("<title id=\"heatmap-title\">Win-rate matrix: each row character's score against each column"
                + " character over both colours, with 95% intervals</title>\n");
        s.append("<rect x=\"0\" y=\"0\" width=\"").append(width).append("\" height=\"").append(height)
                .append("\" fill=\"#ffffff\"/>\n");
        s.append("<text x=\"").append(left).append("\" y=\"18\" font-size=\"13\" fill=\"#333333\">")
                .append("Row’s score against column (both colours), 95% interval, games</text>\n");

        for (int j = 0; j < k; j++) {
            double x = left + j * CELL_W + CELL_W / 2.0;
            double y = top - 8;
            s.append("<text class=\"column-label\" x=\"").append(fmt(x)).append("\" y=\"").append(fmt(y))
                    .append("\" font-size=\"13\" fill=\"#111111\" transform=\"rotate(-45 ").append(fmt(x)).append(' ')
                    .append(fmt(y)).append(")\"><title>").append(escape(describe(cs.get(j)))).append("</title>")
                    .append(escape(Text.shorten(cs.get(j).label(), LABEL_CHARS))).append("</text>\n");
        }
        for (int i = 0; i < k; i++) {
            double y = top + i * CELL_H + CELL_H / 2.0 + 4.5;
            s.append("<text class=\"row-label\" x=\"").append(labelW).append("\" y=\"").append(fmt(y))
                    .append("\" font-size=\"13\" text-anchor=\"end\" fill=\"#111111\"><title>")
                    .append(escape(describe(cs.get(i)))).append("</title>")
                    .append(escape(Text.shorten(cs.get(i).label(), LABEL_CHARS))).append("</text>\n");
        }
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                cell(s, a, i, j, left + j * CELL_W, top + i * CELL_H);
            }
        }
        s.append("<rect x=\"").append(left).append("\" y=\"").append(top).append("\" width=\"").append(gridW)
                .append("\" height=\"").append(gridH).append("\" fill=\"none\" stroke=\"#666666\"/>\n");
        legend(s, left, top + gridH + 20);
        s.append("</svg>\n");
        return s.toString();
    }

    private static void cell(StringBuilder s, Analysis a, int i, int j, int x, int y) {
        String row = a.characters().get(i).name();
        String column = a.characters().get(j).name();
        Score score = a.cell(i, j).score();
        boolean mirror = i == j;
        String fill;
        String ink;
        String tip;
        if (mirror) {
            fill = score.games() == 0 ? "#eeeeee" : "#d4d4d4";
            ink = "#333333";
            tip = row + " against itself (mirror games): Black scored " + describe(score)
                    + "; not part of the strength comparison";
        } else if (score.games() == 0) {
            fill = "#f4f4f4";
            ink = "#555555";
            tip = row + " against " + column + ": no games";
        } else {
            fill = colour(score.rate());
            ink = ink(score.rate());
            tip = row + " against " + column + ": " + describe(score) + " (as Black " + describe(a.cell(i, j).asBlack())
                    + ", as White " + describe(a.cell(i, j).asWhite()) + ")";
        }
        s.append("<g class=\"cell").append(mirror ? " mirror" : "").append("\" data-row=\"").append(escape(row))
                .append("\" data-column=\"").append(escape(column)).append("\"><title>").append(escape(tip))
                .append("</title>");
        s.append("<rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"").append(CELL_W)
                .append("\" height=\"").append(CELL_H).append("\" fill=\"").append(fill)
                .append("\" stroke=\"#ffffff\" stroke-width=\"1\"/>");
        double cx = x + CELL_W / 2.0;
        if (score.games() == 0) {
            text(s, cx, y + 32, 15, ink, "normal", "–");
        } else {
            Interval ci = score.interval().orElseThrow();
            String head = (mirror ? "B " : "") + Text.percent(score.rate(), 0);
            text(s, cx, y + 19, mirror ? 13 : 15, ink, "bold", head);
            text(s, cx, y + 34, 11, ink, "normal",
                    Text.percentNumber(ci.lower(), 0) + "–" + Text.percentNumber(ci.upper(), 0) + "%");
            text(s, cx, y + 48, 10, ink, "normal", "n=" + score.games());
        }
        s.append("</g>\n");
    }

    private static void text(StringBuilder s, double x, double y, int size, String ink, String weight, String t) {
        s.append("<text x=\"").append(fmt(x)).append("\" y=\"").append(fmt(y)).append("\" font-size=\"").append(size)
                .append("\" font-weight=\"").append(weight).append("\" text-anchor=\"middle\" fill=\"").append(ink)
                .append("\">").append(escape(t)).append("</text>");
    }

    private static void legend(StringBuilder s, int x, int y) {
        int w = 240;
        s.append("<defs><linearGradient id=\"heatmap-scale\" x1=\"0\" x2=\"1\" y1=\"0\" y2=\"0\">")
                .append("<stop offset=\"0\" stop-color=\"").append(colour(0)).append("\"/>")
                .append("<stop offset=\"0.5\" stop-color=\"").append(colour(0.5)).append("\"/>")
                .append("<stop offset=\"1\" stop-color=\"").append(colour(1)).append("\"/>")
                .append("</linearGradient></defs>\n");
        s.append("<g class=\"legend\"><rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"").append(w)
                .append("\" height=\"12\" fill=\"url(#heatmap-scale)\" stroke=\"#999999\"/>");
        for (int p = 0; p <= 100; p += 25) {
            double tx = x + w * p / 100.0;
            s.append("<line x1=\"").append(fmt(tx)).append("\" x2=\"").append(fmt(tx)).append("\" y1=\"").append(y + 12)
                    .append("\" y2=\"").append(y + 16).append("\" stroke=\"#666666\"/>");
            s.append("<text x=\"").append(fmt(tx)).append("\" y=\"").append(y + 28)
                    .append("\" font-size=\"11\" text-anchor=\"middle\" fill=\"#333333\">").append(p).append("%</text>");
        }
        s.append("<text x=\"").append(x).append("\" y=\"").append(y + 46)
                .append("\" font-size=\"11\" fill=\"#333333\">row’s score; grey: mirror games (B = Black’s score)</text>");
        s.append("</g>\n");
    }

    static String describe(Score score) {
        if (score.games() == 0) {
            return "no games";
        }
        Interval ci = score.interval().orElseThrow();
        return Text.percent(score.rate(), 1) + " [" + Text.percent(ci.lower(), 1) + ", " + Text.percent(ci.upper(), 1)
                + "] of " + score.games() + (score.games() == 1 ? " game" : " games");
    }

    static String describe(CharacterInfo c) {
        return c.name() + (c.hasTitle() ? ": " + c.title() : "") + (c.set().isEmpty() ? "" : " (" + c.set() + ")")
                + (c.changed() ? ", changed: played from a character file, not as built in" : "");
    }

    private static String fmt(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.1f", v);
    }
}
