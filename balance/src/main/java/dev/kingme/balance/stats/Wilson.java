package dev.kingme.balance.stats;

import java.util.Optional;

/**
 * The Wilson score interval for a proportion (E. B. Wilson, "Probable inference, the law of succession,
 * and statistical inference", Journal of the American Statistical Association 22, 1927; also Agresti and
 * Coull, "Approximate is better than 'exact' for interval estimation of binomial proportions", The
 * American Statistician 52, 1998).
 *
 * <p>With {@code p = x / n} and the normal quantile {@code z}, the interval is
 * <pre>
 *   centre    = (p + z²/(2n)) / (1 + z²/n)
 *   halfWidth = z / (1 + z²/n) · sqrt(p(1 - p)/n + z²/(4n²))
 * </pre>
 * It stays inside [0, 1] and is not degenerate at 0% or 100%: for {@code x = 0} it is
 * {@code [0, z²/(n + z²)]}, for {@code x = n} it is {@code [n/(n + z²), 1]}.
 *
 * <p>Draws: {@code x} may be fractional, the points of wins and half-point draws. The interval then treats
 * the games as {@code n} trials with {@code x} successes. A drawn game varies less than a win or a loss
 * with the same mean, so with draws the true spread is smaller than {@code p(1 - p)/n} and the interval
 * is a little wider than it needs to be (conservative).
 */
public final class Wilson {
    /** The 97.5% quantile of the standard normal distribution: a two-sided 95% interval. */
    public static final double Z95 = 1.959963984540054;

    private Wilson() {
    }

    /** The 95% interval of the score {@code points / games}; empty when {@code games} is 0. */
    public static Optional<Interval> interval(double points, int games) {
        return interval(points, games, Z95);
    }

    /** The interval with normal quantile {@code z} of the score {@code points / games}; empty for no games. */
    public static Optional<Interval> interval(double points, int games, double z) {
        if (games < 0 || !(points >= 0) || points > games) {
            throw new IllegalArgumentException("points " + points + " out of " + games + " games");
        }
        if (!(z > 0) || Double.isInfinite(z)) {
            throw new IllegalArgumentException("quantile " + z);
        }
        if (games == 0) {
            return Optional.empty();
        }
        double n = games;
        double p = points / n;
        double z2 = z * z;
        double denominator = 1 + z2 / n;
        double centre = (p + z2 / (2 * n)) / denominator;
        double half = z / denominator * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n));
        // At 0% and 100% the formula gives exactly 0 and 1 in real numbers; say so without rounding.
        double lower = points == 0 ? 0 : Math.max(0, Math.min(p, centre - half));
        double upper = points == games ? 1 : Math.min(1, Math.max(p, centre + half));
        return Optional.of(new Interval(lower, upper));
    }
}
