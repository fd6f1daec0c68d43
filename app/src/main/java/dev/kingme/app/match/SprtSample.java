package dev.kingme.app.match;

import java.util.Arrays;

/**
 * What an {@link Sprt} reads of a match: its observations, each a score in [0, 1], counted by value, with a
 * pseudo-count added to every value as a prior.
 *
 * <ul>
 *   <li><b>Trinomial</b> ({@link #games}): every game is an observation, a win 1, a draw 1/2, a loss 0; right
 *       when the games are independent of each other.</li>
 *   <li><b>Pentanomial</b> ({@link #pairs}): every pair of games played from the same ballot with colours
 *       swapped is one observation, its mean score 0, 1/4, 1/2, 3/4 or 1. The two games of a pair are not
 *       independent: a ballot that favours one colour gives each player a better game with it, so the pair
 *       varies less than two independent games would (or more, when one player is better at the ballot's kind
 *       of game); counting pairs measures the spread the match really has. A game whose partner has not been
 *       played is not counted.</li>
 * </ul>
 *
 * The prior keeps the spread defined when every observation is alike (a run of wins): half a game of each
 * result for the trinomial, 0.15 of a pair of each kind for the pentanomial, which weighs the same 1.5 games.
 */
public final class SprtSample {
    /** The pseudo-count added to each of wins, draws and losses. */
    static final double GAME_PRIOR = 0.5;
    /** The pseudo-count added to each of the five kinds of pair: 0.75 pairs, 1.5 games, as {@link #GAME_PRIOR}. */
    static final double PAIR_PRIOR = 0.15;

    private final double[] scores;
    private final double[] counts;
    private final int games;
    private final int pairs;

    private SprtSample(double[] scores, double[] counts, int games, int pairs) {
        this.scores = scores;
        this.counts = counts;
        this.games = games;
        this.pairs = pairs;
    }

    /** Every game an observation (trinomial). */
    public static SprtSample games(MatchScore s) {
        return new SprtSample(new double[] {1, 0.5, 0},
                new double[] {s.wins() + GAME_PRIOR, s.draws() + GAME_PRIOR, s.losses() + GAME_PRIOR}, s.games(), 0);
    }

    /**
     * Every pair of games from one ballot an observation (pentanomial): {@code byPoints[k]} pairs in which the
     * first player took {@code k} half points, k from 0 to 4.
     */
    public static SprtSample pairs(int[] byPoints) {
        if (byPoints.length != 5) {
            throw new IllegalArgumentException("a pair scores 0 to 4 half points: five counts, not " + byPoints.length);
        }
        double[] counts = new double[5];
        int n = 0;
        for (int k = 0; k < 5; k++) {
            counts[k] = byPoints[k] + PAIR_PRIOR;
            n += byPoints[k];
        }
        return new SprtSample(new double[] {0, 0.25, 0.5, 0.75, 1}, counts, 2 * n, n);
    }

    /** The games the observations hold (twice the pairs for a pentanomial sample). */
    public int games() {
        return games;
    }

    /** True for a pentanomial sample. */
    public boolean paired() {
        return scores.length == 5;
    }

    /** The pairs counted; 0 for a trinomial sample. */
    public int pairs() {
        return pairs;
    }

    /**
     * The generalised SPRT's log-likelihood ratio of the scores {@code s1} against {@code s0} per game, in the
     * normal approximation over the observations' own spread: {@code N (s1 - s0) (2x - s0 - s1) / (2v)} with
     * {@code N} observations (prior included), their mean score {@code x} and variance {@code v}.
     */
    double llr(double s0, double s1) {
        double n = 0;
        double sum = 0;
        for (int i = 0; i < scores.length; i++) {
            n += counts[i];
            sum += counts[i] * scores[i];
        }
        double x = sum / n;
        double v = 0;
        for (int i = 0; i < scores.length; i++) {
            v += counts[i] * (scores[i] - x) * (scores[i] - x);
        }
        v /= n;
        return n * (s1 - s0) * (2 * x - s0 - s1) / (2 * v);
    }

    @Override
    public String toString() {
        return (paired() ? "pairs " : "games ") + Arrays.toString(counts);
    }
}
