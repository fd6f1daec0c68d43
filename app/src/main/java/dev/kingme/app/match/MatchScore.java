package dev.kingme.app.match;

/**
 * The result of a match for its first player: wins, draws and losses, the score (a win 1, a draw 1/2),
 * its 95% confidence interval and the Elo difference it implies.
 *
 * <p>The interval is the normal approximation over the games' own spread (trinomial: the variance of a
 * game's points around the mean score, divided by the number of games), so many draws narrow it as they
 * should. The Elo difference is the logistic model's {@code -400 log10(1/score - 1)}; at a score of 0 or
 * 1 it is infinite and said so rather than made up.
 */
public record MatchScore(int wins, int draws, int losses) {
    /** The 97.5th percentile of the standard normal distribution. */
    private static final double Z95 = 1.959964;

    public MatchScore {
        if (wins < 0 || draws < 0 || losses < 0) {
            throw new IllegalArgumentException("game counts must not be negative");
        }
    }

    public int games() {
        return wins + draws + losses;
    }

    /** Points per game in [0, 1]; NaN before any game. */
    public double score() {
        return games() == 0 ? Double.NaN : (wins + 0.5 * draws) / games();
    }

    /** Half the width of the 95% interval around {@link #score()}. */
    double margin() {
        int n = games();
        if (n < 2) {
            return Double.NaN;
        }
        double s = score();
        double variance = (wins * sq(1 - s) + draws * sq(0.5 - s) + losses * sq(s)) / n;
        return Z95 * Math.sqrt(variance / n);
    }

    public double low() {
        return Math.max(0, score() - margin());
    }

    public double high() {
        return Math.min(1, score() + margin());
    }

    /** The Elo difference a score implies (infinite at 0 and 1). */
    public static double elo(double score) {
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / score - 1);
    }

    public MatchScore plus(MatchScore other) {
        return new MatchScore(wins + other.wins, draws + other.draws, losses + other.losses);
    }

    /** {@code +12 =5 -3}, the usual short form. */
    public String tally() {
        return "+" + wins + " =" + draws + " -" + losses;
    }

    /** The summary lines a person reads. */
    public String text(String who) {
        if (games() == 0) {
            return who + ": no games played";
        }
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("%s: %d wins, %d draws, %d losses in %d games%n", who, wins, draws, losses, games()));
        sb.append(String.format("score %.1f%% (95%% interval %.1f%% to %.1f%%)%n", 100 * score(),
                100 * (Double.isNaN(margin()) ? score() : low()), 100 * (Double.isNaN(margin()) ? score() : high())));
        sb.append("Elo difference ").append(eloText(elo(score())));
        if (!Double.isNaN(margin())) {
            sb.append(" (95% interval ").append(eloText(elo(low()))).append(" to ").append(eloText(elo(high()))).append(')');
        }
        return sb.toString();
    }

    public static String eloText(double elo) {
        if (Double.isInfinite(elo)) {
            return elo > 0 ? "+infinity" : "-infinity";
        }
        return String.format("%+.0f", elo);
    }

    private static double sq(double x) {
        return x * x;
    }
}
