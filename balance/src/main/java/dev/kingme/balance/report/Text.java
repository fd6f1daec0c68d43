package dev.kingme.balance.report;

import dev.kingme.balance.stats.Score;
import dev.kingme.balance.stats.ScoreRating;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;

/** Escaping and number formats shared by the report's files. */
final class Text {
    private Text() {
    }

    /**
     * The text safe inside XML, SVG and HTML, in content and in quoted attributes: {@code & < > " '} as
     * references, and characters XML 1.0 does not allow (control characters, lone surrogates) as U+FFFD.
     */
    static String escape(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> {
                    if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                        out.append(c).append(s.charAt(++i));
                    } else if (Character.isSurrogate(c) || (c < 0x20 && c != '\t' && c != '\n' && c != '\r')
                            || c == 0xFFFE || c == 0xFFFF) {
                        out.append('\uFFFD');
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }

    /**
     * A number for CSV: at most six decimals, no exponent, no trailing zeros; empty for NaN; {@code inf} and
     * {@code -inf} for the infinite ratings of 100% and 0% (as spreadsheets and most CSV readers take them).
     */
    static String number(double x) {
        if (Double.isNaN(x)) {
            return "";
        }
        if (Double.isInfinite(x)) {
            return x > 0 ? "inf" : "-inf";
        }
        BigDecimal d = BigDecimal.valueOf(x).setScale(6, RoundingMode.HALF_EVEN).stripTrailingZeros();
        return d.signum() == 0 ? "0" : d.toPlainString();
    }

    /** A share as a percentage with {@code decimals} decimals ({@code 62.5%}); a dash for NaN. */
    static String percent(double share, int decimals) {
        if (Double.isNaN(share)) {
            return "–";
        }
        return String.format(Locale.ROOT, "%." + decimals + "f%%", 100 * share);
    }

    /** A percentage without the sign ({@code 62}). */
    static String percentNumber(double share, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + "f", 100 * share);
    }

    /**
     * A rating with its sign, rounded to a whole point ({@code +82}, {@code −95}, {@code 0}); {@code +∞} and
     * {@code −∞} for the ratings of 100% and 0%, a dash for NaN.
     */
    static String rating(double elo) {
        if (Double.isNaN(elo)) {
            return "–";
        }
        if (Double.isInfinite(elo)) {
            return elo > 0 ? "+∞" : "−∞";
        }
        long r = Math.round(elo);
        return r > 0 ? "+" + r : r < 0 ? "−" + (-r) : "0";
    }

    /** A rating and its interval: {@code +89 [+15, +164]}; a dash without games. */
    static String rating(ScoreRating r) {
        if (Double.isNaN(r.elo())) {
            return "–";
        }
        return rating(r.elo()) + " [" + rating(r.interval().lower()) + ", " + rating(r.interval().upper()) + "]";
    }

    /** A score and its interval: {@code 62.5% [52.1%, 71.9%]}; a dash without games. */
    static String score(Score s) {
        return s.interval().map(i -> percent(s.rate(), 1) + " [" + percent(i.lower(), 1) + ", " + percent(i.upper(), 1) + "]")
                .orElse("–");
    }

    /** A number with {@code decimals} decimals; a dash for NaN. */
    static String fixed(double x, int decimals) {
        return Double.isNaN(x) ? "–" : String.format(Locale.ROOT, "%." + decimals + "f", x);
    }

    /** Shortens {@code s} to {@code max} characters with an ellipsis. */
    static String shorten(String s, int max) {
        return s.codePointCount(0, s.length()) <= max ? s : s.substring(0, s.offsetByCodePoints(0, max - 1)) + "…";
    }
}
