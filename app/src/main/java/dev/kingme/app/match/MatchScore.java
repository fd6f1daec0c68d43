package dev.kingme.app.match;

import dev.kingme.balance.stats.Interval;
import dev.kingme.balance.stats.Wilson;

/**
 * The result of a match for its first player: wins, draws and losses, the score (a win 1, a draw 1/2),
 * its 95% confidence interval and the Elo difference it implies.
 *
 * <p>The interval is Wilson's ({@link Wilson}, as the balance lab's), over the games as trials and the points
 * as successes. It never has zero width, stays within 0% and 100% and always holds the score, however few
 * the games and whatever their results: after 4-0 it is 51% to 100%, not the point the normal approximation
 * over the games' own spread (trinomial) gives when every game had the same result, nor the same point after
 * four draws. The price is width where there are many draws: a draw varies less than a win or a loss, and
 * Wilson counts every game with the most spread its score allows, so with a share {@code d} of draws at an
 * even score the interval is {@code 1/sqrt(1 - d)} times as wide as the trinomial one (30% wider at 40%
 * draws): wider than it needs to be, never narrower. The pentanomial method (the spread of
 * pairs of games from one ballot with colours swapped) is sharper still for a ballot match, but it has zero
 * width too when every pair ends alike; it is what the {@link Sprt} reads, where a prior keeps it defined.
 *
 * <p>The Elo difference is the logistic model's {@code -400 log10(1/score - 1)}, and its interval is the
 * score's interval's ends mapped the same way; a score or an end at 0% or 100%, where the model's value is
 * infinite, is given as a finite bound in words ({@link EloBound}).
 */
public record MatchScore(int wins, int draws, int losses) {
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
        return games() == 0 ? Double.NaN : points() / games();
    }

    private double points() {
        return wins + 0.5 * draws;
    }

    /** The 95% Wilson interval of {@link #score()}; null before any game. */
    Interval interval() {
        return Wilson.interval(points(), games()).orElse(null);
    }

    /** The low end of the 95% interval; NaN before any game. */
    public double low() {
        return games() == 0 ? Double.NaN : interval().lower();
    }

    /** The high end of the 95% interval; NaN before any game. */
    public double high() {
        return games() == 0 ? Double.NaN : interval().upper();
    }

    /** The Elo difference the score implies, a bound at 0% and 100%; null before any game. */
    public EloBound eloBound() {
        return games() == 0 ? null : EloBound.of(score(), games());
    }

    /** The Elo difference the low end of the interval implies (a bound at 0%); null before any game. */
    public EloBound eloLow() {
        return games() == 0 ? null : EloBound.of(low(), games());
    }

    /** The Elo difference the high end of the interval implies (a bound at 100%); null before any game. */
    public EloBound eloHigh() {
        return games() == 0 ? null : EloBound.of(high(), games());
    }

    /** The Elo difference a score implies under the logistic model (infinite at 0 and 1). */
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
        sb.append(String.format("score %.1f%% (95%% interval %.1f%% to %.1f%%)%n", 100 * score(), 100 * low(), 100 * high()));
        sb.append("Elo difference ").append(eloBound().text())
                .append(" (95% interval ").append(eloLow().text()).append(" to ").append(eloHigh().text()).append(')');
        return sb.toString();
    }
}
