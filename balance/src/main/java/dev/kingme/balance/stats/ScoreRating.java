package dev.kingme.balance.stats;

/**
 * A score written on the Elo scale: the rating difference to its opponents at which the Elo formula
 * expects that score, {@code 400 · log10(s / (1 - s))} (a score of 64% is +100, 76% is +200, 50% is 0). Its
 * interval is the score's own 95% Wilson interval written the same way. The map is strictly increasing and
 * sends 50% to 0, so a rating and the score it comes from always agree on whether "even" is excluded: one
 * interval, shown on two scales. A score of 0% or 100% (or a bound there) is {@code -∞} or {@code +∞}: no
 * finite rating difference expects it.
 *
 * @param elo the score on the Elo scale; NaN without games
 * @param interval the score's Wilson interval on the Elo scale; {@code (-∞, +∞)} without games
 */
public record ScoreRating(double elo, Interval interval) {
    /** The rating of no games: nothing is known. */
    public static final ScoreRating NONE = new ScoreRating(Double.NaN,
            new Interval(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY));
    /** Rating points per factor of ten in the odds {@code s / (1 - s)}. */
    static final double POINTS_PER_DECADE = 400;

    /** The rating of {@code score}, its interval from the score's Wilson interval. */
    public static ScoreRating of(Score score) {
        return score.interval()
                .map(i -> new ScoreRating(elo(score.rate()), new Interval(elo(i.lower()), elo(i.upper()))))
                .orElse(NONE);
    }

    /**
     * A score (0 to 1) on the Elo scale: {@code 400 · log10(s / (1 - s))}; {@code -∞} at 0, {@code +∞} at 1,
     * NaN for NaN.
     */
    public static double elo(double score) {
        if (Double.isNaN(score)) {
            return Double.NaN;
        }
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return POINTS_PER_DECADE * Math.log10(score / (1 - score));
    }

    /** The score a rating stands for: {@code 1 / (1 + 10^(-elo/400))}, the inverse of {@link #elo(double)}. */
    public static double score(double elo) {
        return 1 / (1 + Math.pow(10, -elo / POINTS_PER_DECADE));
    }

    /** Whether the interval leaves out 0, which is a score of 50%: exactly when the score's interval leaves out 50%. */
    public boolean excludesZero() {
        return interval.excludes(0);
    }
}
