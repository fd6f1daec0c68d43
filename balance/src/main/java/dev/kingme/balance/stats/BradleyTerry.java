package dev.kingme.balance.stats;

import java.util.ArrayList;
import java.util.List;

/**
 * Bradley-Terry strengths of players from the games between them (R. A. Bradley and M. E. Terry, "Rank
 * analysis of incomplete block designs: I. The method of paired comparisons", Biometrika 39, 1952): each
 * player {@code i} has a strength {@code π_i > 0} and beats {@code j} with probability
 * {@code π_i / (π_i + π_j)}. A draw counts as half a win to each side.
 *
 * <p><b>Fit.</b> The maximum of the likelihood is found with the MM algorithm of D. R. Hunter ("MM
 * algorithms for generalized Bradley-Terry models", The Annals of Statistics 32, 2004), which repeats, one
 * player after the other, the update
 * <pre>
 *   π_i ← W_i / Σ_j n_ij / (π_i + π_j)
 * </pre>
 * where {@code W_i} is the points {@code i} scored and {@code n_ij} the games between {@code i} and
 * {@code j}. At the fixed point every player's expected points equal the points it scored. MM never
 * lowers the likelihood but converges only linearly, slowly when strengths lie far apart, and a small
 * step then does not mean a small error; so once its steps are small (or after {@value #MM_SWEEPS}
 * sweeps) Newton's method on the log-strengths, with step halving, finishes from where MM got to. Both
 * have the same fixed point; Newton reaches it to rounding error.
 *
 * <p><b>Prior.</b> A player that won (or lost) every game has no finite maximum-likelihood strength. So
 * each player also gets {@code priorDraws} virtual games against a virtual opponent of strength 1, all
 * drawn (half a point each): a pull towards the middle of the scale that is worth {@code priorDraws}
 * drawn games. The virtual opponent is fixed, so it also pins the scale. With {@code priorDraws = 0} the
 * plain maximum-likelihood estimate is returned, which needs every split of the players into two groups
 * to have points scored both ways across it (Hunter 2004, Assumption 1); otherwise an error says so.
 *
 * <p><b>Scale.</b> Strengths are reported as ratings on the Elo scale, {@code 400 · log10(π_i)}, shifted
 * so that the players' ratings average 0. A difference of {@code d} rating points means an expected score
 * of {@code 1 / (1 + 10^(-d/400))}: +100 is 64%, +200 is 76%.
 *
 * <p><b>Intervals.</b> With {@code θ_i = ln π_i}, the Fisher information is
 * <pre>
 *   I_ii = Σ_j n_ij p_ij p_ji  (+ priorDraws · q_i (1 - q_i), q_i = π_i / (π_i + 1))
 *   I_ij = -n_ij p_ij p_ji,    p_ij = π_i / (π_i + π_j)
 * </pre>
 * (the observed and the expected information agree for this model). The covariance of the estimates is
 * its inverse; the centred rating {@code θ_i - mean(θ)} has the covariance {@code C I⁻¹ C} with the
 * centring matrix {@code C = Id - J/k}. Without a prior {@code I} is singular along {@code (1, ..., 1)}
 * and {@code C (I + J/k)⁻¹ C} (its pseudo-inverse) is used. The interval is the rating plus or minus
 * {@code z} standard errors (Wald), on the rating scale.
 */
public final class BradleyTerry {
    /** Rating points per unit of natural-log strength: {@code 400 / ln 10}. */
    public static final double ELO_PER_NEPER = 400 / Math.log(10);
    /** The prior the report uses: one virtual draw against an opponent of average strength. */
    public static final double DEFAULT_PRIOR_DRAWS = 1;

    /** Newton step below which (in every log-strength) the fit has converged. */
    static final double TOLERANCE = 1e-12;
    /** MM sweep below which (in every log-strength) Newton's method takes over. */
    static final double HANDOVER = 1e-6;
    /** MM sweeps at most before Newton's method takes over (MM is sure but slow when strengths lie far apart). */
    static final int MM_SWEEPS = 500;
    static final int MAX_NEWTON_STEPS = 200;

    private BradleyTerry() {
    }

    /** Expected score of a player rated {@code a} against one rated {@code b} (Elo scale). */
    public static double expectedScore(double a, double b) {
        return 1 / (1 + Math.pow(10, (b - a) / 400));
    }

    /**
     * One player's rating.
     *
     * @param elo the rating, {@code 400 · log10(strength)}, the players' ratings averaging 0
     * @param standardError its standard error, in rating points
     * @param interval the 95% interval (or the one asked for): {@code elo ± z · standardError}
     */
    public record Rating(double elo, double standardError, Interval interval) {
        /** Whether the interval leaves out 0, the average: the player is surely stronger or weaker. */
        public boolean excludesZero() {
            return interval.excludes(0);
        }
    }

    /**
     * A fit.
     *
     * @param ratings each player's rating, in the order of the tally
     * @param strengths each player's fitted strength {@code π_i}, before centring: with a prior on the scale
     *     where the virtual opponent has strength 1, without one scaled to a geometric mean of 1
     * @param covariance the covariance of the centred ratings, in rating points squared
     * @param priorDraws the virtual draws each player was given
     * @param sweeps the MM sweeps (updates of every player) it took
     * @param newtonSteps the Newton steps that finished the fit
     * @param converged whether the fit stopped because the strengths no longer changed
     */
    public record Fit(List<Rating> ratings, List<Double> strengths, double[][] covariance, double priorDraws,
            int sweeps, int newtonSteps, boolean converged) {
        public Fit {
            ratings = List.copyOf(ratings);
            strengths = List.copyOf(strengths);
        }
    }

    /** The fit with the default prior and 95% intervals. */
    public static Fit fit(Tally tally) {
        return fit(tally, DEFAULT_PRIOR_DRAWS, Wilson.Z95);
    }

    /** The fit with {@code priorDraws} virtual draws each and 95% intervals. */
    public static Fit fit(Tally tally, double priorDraws) {
        return fit(tally, priorDraws, Wilson.Z95);
    }

    /** The fit with {@code priorDraws} virtual draws each and intervals of {@code z} standard errors. */
    public static Fit fit(Tally tally, double priorDraws, double z) {
        if (!(priorDraws >= 0) || Double.isInfinite(priorDraws)) {
            throw new IllegalArgumentException("prior draws " + priorDraws);
        }
        int k = tally.players();
        if (k == 0) {
            return new Fit(List.of(), List.of(), new double[0][0], priorDraws, 0, 0, true);
        }
        if (priorDraws == 0) {
            requireEstimable(tally);
        }
        double[] pi = new double[k];
        java.util.Arrays.fill(pi, 1);
        double[] scored = new double[k];
        for (int i = 0; i < k; i++) {
            scored[i] = tally.pointsOf(i) + priorDraws / 2;
        }
        int sweeps = 0;
        boolean converged = false;
        while (sweeps < MM_SWEEPS) {
            sweeps++;
            if (mmSweep(tally, pi, scored, priorDraws) < HANDOVER) {
                break;
            }
        }
        int newtonSteps = 0;
        while (!converged && newtonSteps < MAX_NEWTON_STEPS) {
            newtonSteps++;
            converged = newtonStep(tally, pi, scored, priorDraws) < TOLERANCE;
        }
        double[] theta = new double[k];
        double mean = 0;
        for (int i = 0; i < k; i++) {
            theta[i] = Math.log(pi[i]);
            mean += theta[i] / k;
        }
        double[][] information = information(tally, pi, priorDraws);
        if (priorDraws == 0) {
            for (int i = 0; i < k; i++) {
                for (int j = 0; j < k; j++) {
                    information[i][j] += 1.0 / k;
                }
            }
        }
        double[][] covariance = centre(invert(information));
        List<Rating> ratings = new ArrayList<>();
        List<Double> strengths = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            strengths.add(pi[i]);
            for (int j = 0; j < k; j++) {
                covariance[i][j] *= ELO_PER_NEPER * ELO_PER_NEPER;
            }
            double elo = ELO_PER_NEPER * (theta[i] - mean);
            double se = Math.sqrt(Math.max(0, covariance[i][i]));
            ratings.add(new Rating(elo, se, new Interval(elo - z * se, elo + z * se)));
        }
        return new Fit(ratings, strengths, covariance, priorDraws, sweeps, newtonSteps, converged);
    }

    /** One MM sweep (Hunter 2004), updating each player in turn; returns the largest change of a log-strength. */
    private static double mmSweep(Tally tally, double[] pi, double[] scored, double priorDraws) {
        int k = pi.length;
        double change = 0;
        for (int i = 0; i < k; i++) {
            double denominator = priorDraws / (pi[i] + 1);
            for (int j = 0; j < k; j++) {
                int n = tally.games(i, j);
                if (j != i && n > 0) {
                    denominator += n / (pi[i] + pi[j]);
                }
            }
            if (denominator == 0) {
                continue; // a lone player without games or prior keeps strength 1
            }
            double next = scored[i] / denominator;
            change = Math.max(change, Math.abs(Math.log(next / pi[i])));
            pi[i] = next;
        }
        if (priorDraws == 0) {
            normalise(pi);
        }
        return change;
    }

    /**
     * One Newton step on the log-strengths, {@code θ + I⁻¹ (W - E)} ({@code W} the points scored,
     * {@code E} the points expected), halved until the likelihood does not fall; returns the largest change of
     * a log-strength. Without a prior, {@code I + J/k} stands in for the singular {@code I}: the gradient sums
     * to zero, so the step is the same, and the scale stays pinned by the normalisation.
     */
    private static double newtonStep(Tally tally, double[] pi, double[] scored, double priorDraws) {
        int k = pi.length;
        double[] gradient = new double[k];
        for (int i = 0; i < k; i++) {
            double expected = priorDraws * pi[i] / (pi[i] + 1);
            for (int j = 0; j < k; j++) {
                int n = tally.games(i, j);
                if (j != i && n > 0) {
                    expected += n * pi[i] / (pi[i] + pi[j]);
                }
            }
            gradient[i] = scored[i] - expected;
        }
        double[][] info = information(tally, pi, priorDraws);
        if (priorDraws == 0) {
            for (double[] row : info) {
                for (int j = 0; j < k; j++) {
                    row[j] += 1.0 / k;
                }
            }
        }
        double[][] inverse = invert(info);
        double[] step = new double[k];
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                step[i] += inverse[i][j] * gradient[j];
            }
        }
        double before = logLikelihood(tally, pi, priorDraws);
        double[] theta = new double[k];
        for (double t = 1; ; t /= 2) {
            double[] next = new double[k];
            for (int i = 0; i < k; i++) {
                theta[i] = Math.log(pi[i]) + t * step[i];
                next[i] = Math.exp(theta[i]);
            }
            if (priorDraws == 0) {
                normalise(next);
            }
            if (logLikelihood(tally, next, priorDraws) >= before - 1e-12 * Math.abs(before) || t < 1e-6) {
                double change = 0;
                for (int i = 0; i < k; i++) {
                    change = Math.max(change, Math.abs(Math.log(next[i] / pi[i])));
                    pi[i] = next[i];
                }
                return change;
            }
        }
    }

    /** The log-likelihood of the strengths, virtual draws included. */
    static double logLikelihood(Tally tally, double[] pi, double priorDraws) {
        int k = pi.length;
        double l = 0;
        for (int i = 0; i < k; i++) {
            if (priorDraws > 0) {
                // half a point at ln(π_i/(π_i + 1)), half to the virtual opponent at ln(1/(π_i + 1))
                l += priorDraws * (0.5 * Math.log(pi[i]) - Math.log(pi[i] + 1));
            }
            for (int j = 0; j < k; j++) {
                if (j != i && tally.games(i, j) > 0) {
                    // each ordered pair once: i's points against j, with i's share of the pair's games
                    l += tally.points(i, j) * Math.log(pi[i] / (pi[i] + pi[j]));
                }
            }
        }
        return l;
    }

    /** The Fisher information of the natural-log strengths at {@code pi}. */
    static double[][] information(Tally tally, double[] pi, double priorDraws) {
        int k = pi.length;
        double[][] info = new double[k][k];
        for (int i = 0; i < k; i++) {
            double q = pi[i] / (pi[i] + 1);
            info[i][i] += priorDraws * q * (1 - q);
            for (int j = 0; j < k; j++) {
                int n = tally.games(i, j);
                if (j != i && n > 0) {
                    double p = pi[i] / (pi[i] + pi[j]);
                    double v = n * p * (1 - p);
                    info[i][i] += v;
                    info[i][j] -= v;
                }
            }
        }
        return info;
    }

    private static void normalise(double[] pi) {
        double meanLog = 0;
        for (double p : pi) {
            meanLog += Math.log(p) / pi.length;
        }
        double factor = Math.exp(-meanLog);
        for (int i = 0; i < pi.length; i++) {
            pi[i] *= factor;
        }
    }

    /** {@code C m C} with {@code C = Id - J/k}: the covariance of the values minus their mean. */
    private static double[][] centre(double[][] m) {
        int k = m.length;
        double[] rowMean = new double[k];
        double[] colMean = new double[k];
        double all = 0;
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                rowMean[i] += m[i][j] / k;
                colMean[j] += m[i][j] / k;
                all += m[i][j] / ((double) k * k);
            }
        }
        double[][] out = new double[k][k];
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                out[i][j] = m[i][j] - rowMean[i] - colMean[j] + all;
            }
        }
        return out;
    }

    /** The inverse of a small positive definite matrix, by Gauss-Jordan elimination with partial pivoting. */
    static double[][] invert(double[][] m) {
        int k = m.length;
        double[][] a = new double[k][2 * k];
        for (int i = 0; i < k; i++) {
            System.arraycopy(m[i], 0, a[i], 0, k);
            a[i][k + i] = 1;
        }
        for (int c = 0; c < k; c++) {
            int pivot = c;
            for (int r = c + 1; r < k; r++) {
                if (Math.abs(a[r][c]) > Math.abs(a[pivot][c])) {
                    pivot = r;
                }
            }
            if (Math.abs(a[pivot][c]) < 1e-300) {
                throw new ArithmeticException("singular information matrix");
            }
            double[] swap = a[c];
            a[c] = a[pivot];
            a[pivot] = swap;
            double d = a[c][c];
            for (int j = 0; j < 2 * k; j++) {
                a[c][j] /= d;
            }
            for (int r = 0; r < k; r++) {
                if (r != c && a[r][c] != 0) {
                    double f = a[r][c];
                    for (int j = 0; j < 2 * k; j++) {
                        a[r][j] -= f * a[c][j];
                    }
                }
            }
        }
        double[][] inverse = new double[k][k];
        for (int i = 0; i < k; i++) {
            System.arraycopy(a[i], k, inverse[i], 0, k);
        }
        return inverse;
    }

    /**
     * Throws unless the plain maximum-likelihood estimate exists: for every two players, each reaches the
     * other through a chain of players who scored points against the next.
     */
    static void requireEstimable(Tally tally) {
        int k = tally.players();
        boolean[][] reach = new boolean[k][k];
        for (int i = 0; i < k; i++) {
            reach[i][i] = true;
            for (int j = 0; j < k; j++) {
                if (j != i && tally.points(i, j) > 0) {
                    reach[i][j] = true;
                }
            }
        }
        for (int via = 0; via < k; via++) {
            for (int i = 0; i < k; i++) {
                if (reach[i][via]) {
                    for (int j = 0; j < k; j++) {
                        reach[i][j] |= reach[via][j];
                    }
                }
            }
        }
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                if (!reach[i][j]) {
                    throw new IllegalArgumentException("no maximum-likelihood strengths without a prior: player " + i
                            + " never scored against player " + j + ", even through others");
                }
            }
        }
    }
}
