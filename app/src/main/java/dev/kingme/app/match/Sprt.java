package dev.kingme.app.match;

import java.util.Locale;

/**
 * A sequential probability ratio test on a match's running score, the way chess engines test a change:
 * H0 says the first player is {@code elo0} Elo stronger than the second, H1 says {@code elo1}; the match
 * goes on until the log-likelihood ratio of H1 against H0 leaves the band between
 * {@code ln(beta / (1 - alpha))} and {@code ln((1 - beta) / alpha)}, accepting H1 above it and H0 below.
 *
 * <p>The ratio is the generalised SPRT's normal approximation over the observations' own spread
 * ({@link SprtSample}): with the mean score {@code x} per game, its variance {@code v} per observation and
 * {@code N} observations, {@code LLR = N (s1 - s0) (2x - s0 - s1) / (2v)}, where {@code s0} and {@code s1} are
 * the scores the two hypotheses' Elo differences imply under the logistic model. A match from ballots, each
 * played twice with colours swapped, is read as pairs of games (pentanomial), any other as single games
 * (trinomial of wins, draws and losses). So many draws, or pairs that cancel out, which shrink {@code v},
 * decide it sooner, as they should. A small prior (see {@link SprtSample}) keeps {@code v} above zero after a
 * run of equal results; after a few hundred games it changes nothing that matters.
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {
    /** Where the test stands. */
    public enum Verdict { CONTINUE, H0, H1 }

    public Sprt {
        if (!(elo1 > elo0)) {
            throw new IllegalArgumentException("--sprt: elo1 must be above elo0, got elo0=" + fmt(elo0) + " elo1="
                    + fmt(elo1));
        }
        if (!(alpha > 0 && alpha < 0.5) || !(beta > 0 && beta < 0.5)) {
            throw new IllegalArgumentException("--sprt: alpha and beta must be between 0 and 0.5");
        }
    }

    /** {@code elo0=0,elo1=10[,alpha=0.05,beta=0.05]}. */
    public static Sprt parse(String text) {
        double e0 = Double.NaN;
        double e1 = Double.NaN;
        double a = 0.05;
        double b = 0.05;
        for (String part : text.split(",")) {
            String[] kv = part.strip().split("=", 2);
            if (kv.length != 2) {
                throw new IllegalArgumentException("--sprt: expected NAME=VALUE, found \"" + part.strip()
                        + "\" (e.g. elo0=0,elo1=10)");
            }
            double v;
            try {
                v = Double.parseDouble(kv[1].strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--sprt: " + kv[0].strip() + " is not a number: " + kv[1].strip());
            }
            switch (kv[0].strip()) {
                case "elo0" -> e0 = v;
                case "elo1" -> e1 = v;
                case "alpha" -> a = v;
                case "beta" -> b = v;
                default -> throw new IllegalArgumentException("--sprt: unknown setting \"" + kv[0].strip()
                        + "\" (elo0, elo1, alpha, beta)");
            }
        }
        if (Double.isNaN(e0) || Double.isNaN(e1)) {
            throw new IllegalArgumentException("--sprt needs elo0 and elo1, e.g. elo0=0,elo1=10");
        }
        return new Sprt(e0, e1, a, b);
    }

    double lower() {
        return Math.log(beta / (1 - alpha));
    }

    double upper() {
        return Math.log((1 - beta) / alpha);
    }

    /** The log-likelihood ratio of H1 against H0 after {@code s}; 0 before any observation. */
    double llr(SprtSample s) {
        return s.games() == 0 ? 0 : s.llr(expected(elo0), expected(elo1));
    }

    /** As {@link #llr(SprtSample)} for the games as single observations (trinomial). */
    double llr(MatchScore s) {
        return llr(SprtSample.games(s));
    }

    public Verdict verdict(SprtSample s) {
        double llr = llr(s);
        return llr >= upper() ? Verdict.H1 : llr <= lower() ? Verdict.H0 : Verdict.CONTINUE;
    }

    Verdict verdict(MatchScore s) {
        return verdict(SprtSample.games(s));
    }

    /** {@code LLR 1.23 (-2.94, 2.94)}. */
    public String status(SprtSample s) {
        return String.format(Locale.ROOT, "LLR %.2f (%.2f, %.2f)", llr(s), lower(), upper());
    }

    /**
     * The closing line: what was tested and what it found, after {@code played} games ({@code s} may count
     * fewer: the pairs, without a game whose partner was not played).
     */
    public String text(SprtSample s, int played) {
        String head = "SPRT elo0=" + fmt(elo0) + " elo1=" + fmt(elo1) + " alpha=" + fmt(alpha) + " beta=" + fmt(beta)
                + ": " + status(s) + ": ";
        String after = " after " + played + " games" + (s.paired() ? " (" + s.pairs() + " ballot pairs)" : "");
        return head + switch (verdict(s)) {
            case H1 -> "H1 accepted (elo1 more likely)" + after;
            case H0 -> "H0 accepted (elo0 more likely)" + after;
            case CONTINUE -> "undecided" + after;
        };
    }

    /** The score a player {@code elo} Elo stronger expects under the logistic model. */
    static double expected(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    private static String fmt(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
    }
}
