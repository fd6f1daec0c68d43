package dev.kingme.app.rating;

import java.util.List;

/**
 * The Glicko-2 rating system (Mark Glickman, "Example of the Glicko-2 system", 2013): after a rating period,
 * each player's rating, deviation and volatility are updated from the games of the period against opponents
 * as they were rated before it. Kingme rates each game as a period of its own (as lichess does), so a result
 * changes both players' ratings at once, and a player who did not play keeps theirs.
 */
public final class Glicko2 {
    /** The scale between the Glicko and the Glicko-2 ratings. */
    private static final double SCALE = 173.7178;
    /** The system constant: how much the volatility may change (Glickman suggests 0.3 to 1.2). */
    private final double tau;
    /** The convergence tolerance of the volatility's iteration. */
    private static final double EPSILON = 0.000001;
    /** The deviation a rating never rises above (a newcomer's). */
    private static final double MAX_DEVIATION = 350;

    /** The system with the constant {@code tau}. */
    public Glicko2(double tau) {
        if (!(tau > 0)) {
            throw new IllegalArgumentException("tau must be positive, not " + tau);
        }
        this.tau = tau;
    }

    /** The system lichess uses (tau 0.75). */
    public static Glicko2 standard() {
        return new Glicko2(0.75);
    }

    /**
     * One game of a period: the opponent's rating before it, and the score (1 a win, 0.5 a draw, 0 a loss).
     */
    public record Game(Rating opponent, double score) {
        public Game {
            if (score != 0 && score != 0.5 && score != 1) {
                throw new IllegalArgumentException("a score is 0, 0.5 or 1, not " + score);
            }
        }
    }

    /** {@code player}'s rating after a period of {@code games} (none: only its deviation grows). */
    public Rating update(Rating player, List<Game> games) {
        double mu = (player.rating() - 1500) / SCALE;
        double phi = player.deviation() / SCALE;
        double sigma = player.volatility();
        if (games.isEmpty()) {
            double grown = Math.min(Math.sqrt(phi * phi + sigma * sigma) * SCALE, MAX_DEVIATION);
            return new Rating(player.rating(), grown, sigma, player.games());
        }
        double vInverse = 0;
        double sum = 0;
        for (Game g : games) {
            double muJ = (g.opponent().rating() - 1500) / SCALE;
            double phiJ = g.opponent().deviation() / SCALE;
            double gJ = g(phiJ);
            double e = expected(mu, muJ, gJ);
            vInverse += gJ * gJ * e * (1 - e);
            sum += gJ * (g.score() - e);
        }
        double v = 1 / vInverse;
        double delta = v * sum;
        double newSigma = volatility(phi, sigma, v, delta);
        double phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
        double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double newMu = mu + newPhi * newPhi * sum;
        return new Rating(newMu * SCALE + 1500, Math.min(newPhi * SCALE, MAX_DEVIATION), newSigma,
                player.games() + games.size());
    }

    private static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    private static double expected(double mu, double muJ, double gJ) {
        return 1 / (1 + Math.exp(-gJ * (mu - muJ)));
    }

    /** The new volatility: the root of Glickman's f by the Illinois variant of regula falsi (step 5). */
    private double volatility(double phi, double sigma, double v, double delta) {
        double a = Math.log(sigma * sigma);
        double phi2 = phi * phi;
        double delta2 = delta * delta;
        java.util.function.DoubleUnaryOperator f = x -> {
            double ex = Math.exp(x);
            double d = phi2 + v + ex;
            return ex * (delta2 - phi2 - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
        };
        double upper = a;
        double lower;
        if (delta2 > phi2 + v) {
            lower = Math.log(delta2 - phi2 - v);
        } else {
            int k = 1;
            while (f.applyAsDouble(a - k * tau) < 0) {
                k++;
            }
            lower = a - k * tau;
        }
        double fUpper = f.applyAsDouble(upper);
        double fLower = f.applyAsDouble(lower);
        while (Math.abs(lower - upper) > EPSILON) {
            double c = upper + (upper - lower) * fUpper / (fLower - fUpper);
            double fc = f.applyAsDouble(c);
            if (fc * fLower <= 0) {
                upper = lower;
                fUpper = fLower;
            } else {
                fUpper = fUpper / 2;
            }
            lower = c;
            fLower = fc;
        }
        return Math.exp(upper / 2);
    }
}
