package dev.kingme.balance.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class BradleyTerryTest {
    /** 400 / ln 10: rating points per neper. */
    private static final double E = 173.717793;
    private static final double Z = 1.959964;

    @Test
    void twoPlayersWithoutPriorGiveTheRatioOfTheirPoints() {
        // A beat B 3 of 4. The likelihood a³b/(a+b)⁴ is largest at a/b = 3, so the ratings differ by
        // 400·log10(3) = 190.848502 and, centred, are ±95.424251.
        // Information on d = θA - θB: n·p·(1-p) = 4 · 3/4 · 1/4 = 3/4, so var(d) = 4/3.
        // Centred θA - (θA + θB)/2 = d/2: var 1/3, standard error sqrt(1/3) = 0.577350 nepers
        // = 0.577350 · 173.717793 = 100.296014 rating points; interval ±1.959964 · 100.296014 = ±196.573
        BradleyTerry.Fit fit = BradleyTerry.fit(new Tally(2).add(0, 1, 3, 4), 0);
        BradleyTerry.Rating a = fit.ratings().get(0);
        BradleyTerry.Rating b = fit.ratings().get(1);
        assertThat(fit.converged()).isTrue();
        assertThat(fit.strengths().get(0) / fit.strengths().get(1)).isCloseTo(3.0, within(1e-9));
        assertThat(a.elo()).isCloseTo(95.424251, within(1e-5));
        assertThat(b.elo()).isCloseTo(-95.424251, within(1e-5));
        assertThat(a.standardError()).isCloseTo(100.296014, within(1e-4));
        assertThat(b.standardError()).isCloseTo(100.296014, within(1e-4));
        assertThat(a.interval().lower()).isCloseTo(95.424251 - Z * 100.296014, within(1e-3));
        assertThat(a.interval().upper()).isCloseTo(95.424251 + Z * 100.296014, within(1e-3));
        assertThat(a.excludesZero()).isFalse();
    }

    @Test
    void twoPlayersWithOneVirtualDrawEach() {
        // A beat B 3 of 4; each also drew once against a virtual opponent of strength 1. Log-likelihood:
        //   3 ln a + ln b - 4 ln(a+b) + ½ ln a - ln(a+1) + ½ ln b - ln(b+1)
        // Its derivatives vanish at b = 1/a (both equations then reduce to the same one):
        //   3.5/a - 4/(a+b) - 1/(a+1) = 0  with b = 1/a  ⇔  3a³ + a² - 5a - 7 = 0
        // Newton from a = 1.6 (f = -0.152, f' = 9a² + 2a - 5 = 21.24) gives 1.607156, then 1.6071195.
        // Ratings: ±400·log10(1.6071195) = ±82.419269 (centring changes nothing: they already average 0);
        // the ratio a/b = a² = 2.582833 instead of 3, the prior pulling the two together.
        // Information (θ = ln π): p = a²/(a²+1) = 0.720891, 4·p·(1-p) = 0.804828;
        // virtual games: q = a/(a+1) = 0.616420, q(1-q) = 0.236443 (the same for B, whose q = 1 - 0.616420).
        //   I = [[1.041271, -0.804828], [-0.804828, 1.041271]]
        // (1, -1) is an eigenvector with eigenvalue 1.041271 + 0.804828 = 1.846099, so
        // var(θA - θB) = (1,-1) I⁻¹ (1,-1)ᵀ = 2 / 1.846099 = 1.083365; the centred θA is (θA - θB)/2:
        // var 0.270841, standard error 0.520424 nepers = 90.406942 rating points.
        // Interval: 82.419269 ± 1.959964 · 90.406942 = [-94.775081, 259.613619].
        BradleyTerry.Fit fit = BradleyTerry.fit(new Tally(2).add(0, 1, 3, 4), 1);
        double a = fit.strengths().get(0);
        assertThat(3 * a * a * a + a * a - 5 * a - 7).isCloseTo(0, within(1e-9));
        assertThat(a).isCloseTo(1.6071195, within(1e-7));
        assertThat(fit.strengths().get(1)).isCloseTo(1 / a, within(1e-9));
        BradleyTerry.Rating ra = fit.ratings().get(0);
        assertThat(ra.elo()).isCloseTo(82.419269, within(1e-5));
        assertThat(fit.ratings().get(1).elo()).isCloseTo(-82.419269, within(1e-5));
        assertThat(ra.standardError()).isCloseTo(90.406942, within(1e-4));
        assertThat(ra.interval().lower()).isCloseTo(-94.775081, within(1e-3));
        assertThat(ra.interval().upper()).isCloseTo(259.613619, within(1e-3));
        assertThat(fit.ratings().get(1).standardError()).isCloseTo(90.406942, within(1e-4));
    }

    @Test
    void threePlayersInAChainMultiplyTheirRatios() {
        // A beat B 2 of 3, B beat C 2 of 3, A and C never met. Without a prior the two pairs do not
        // interact: π_A/π_B = 2 and π_B/π_C = 2, so ratings +120.411998, 0, -120.411998 (400·log10 2).
        // Fisher: d1 = θA - θB and d2 = θB - θC are independent, each of variance 1/(3·2/3·1/3) = 3/2.
        //   θB - mean = (d2 - d1)/3:        var (3/2 + 3/2)/9 = 1/3, SE 0.577350 · E = 100.296014
        //   θA - mean = (2·d1 + d2)/3:      var (4·3/2 + 3/2)/9 = 5/6, SE 0.912871 · E = 158.581923
        Tally t = new Tally(3).add(0, 1, 2, 3).add(1, 2, 2, 3);
        BradleyTerry.Fit fit = BradleyTerry.fit(t, 0);
        assertThat(fit.ratings().get(0).elo()).isCloseTo(120.411998, within(1e-5));
        assertThat(fit.ratings().get(1).elo()).isCloseTo(0, within(1e-5));
        assertThat(fit.ratings().get(2).elo()).isCloseTo(-120.411998, within(1e-5));
        assertThat(fit.ratings().get(0).standardError()).isCloseTo(158.581923, within(1e-4));
        assertThat(fit.ratings().get(1).standardError()).isCloseTo(100.296014, within(1e-4));
        assertThat(fit.ratings().get(2).standardError()).isCloseTo(158.581923, within(1e-4));
    }

    @Test
    void aCycleMakesEveryoneEqual() {
        // A beat B 3-1, B beat C 3-1, C beat A 3-1: each scored 4 of 8, and equal strengths give each an
        // expected 8 · 1/2 = 4, so all ratings are 0 (with or without the prior, which is itself a draw).
        Tally t = new Tally(3).add(0, 1, 3, 4).add(1, 2, 3, 4).add(2, 0, 3, 4);
        for (double prior : new double[] {0, 1}) {
            for (BradleyTerry.Rating r : BradleyTerry.fit(t, prior).ratings()) {
                assertThat(r.elo()).isCloseTo(0, within(1e-7));
            }
        }
    }

    @Test
    void threePlayersSatisfyTheMmFixedPointEquations() {
        // A-B: A 3 of 4; B-C: B 2.5 of 4 (a draw); C-A: C 1 of 4; and A-C twice more, one each.
        // At the fit, for each i: W_i + prior/2 = Σ_j n_ij π_i/(π_i + π_j) + prior · π_i/(π_i + 1)
        // (Hunter 2004: the MM update leaves π unchanged exactly when this holds).
        Tally t = new Tally(3).add(0, 1, 3, 4).add(1, 2, 2.5, 4).add(2, 0, 1, 4).add(0, 2, 1, 2);
        for (double prior : new double[] {0, 1, 2.5}) {
            BradleyTerry.Fit fit = BradleyTerry.fit(t, prior);
            List<Double> pi = fit.strengths();
            for (int i = 0; i < 3; i++) {
                double expected = prior * pi.get(i) / (pi.get(i) + 1);
                for (int j = 0; j < 3; j++) {
                    if (j != i) {
                        expected += t.games(i, j) * pi.get(i) / (pi.get(i) + pi.get(j));
                    }
                }
                assertThat(expected).as("player %d, prior %s", i, prior).isCloseTo(t.pointsOf(i) + prior / 2, within(1e-9));
                double next = (t.pointsOf(i) + prior / 2) / denominator(t, pi, i, prior);
                assertThat(next).isCloseTo(pi.get(i), within(1e-9));
            }
            double sum = 0;
            for (int i = 0; i < 3; i++) {
                sum += fit.ratings().get(i).elo();
                for (int j = 0; j < 3; j++) {
                    assertThat(fit.ratings().get(i).elo() - fit.ratings().get(j).elo())
                            .isCloseTo(400 * Math.log10(pi.get(i) / pi.get(j)), within(1e-7));
                }
            }
            assertThat(sum).isCloseTo(0, within(1e-9));
        }
    }

    @Test
    void strengthsFarApartStillReachTheFixedPoint() {
        // 12 players, each pair 40 games, the lower-numbered player scoring 1 - 1/(1 + e^(0.6·gap)) rounded
        // to half points: strengths spread over ±700 rating points, where MM alone would crawl.
        int k = 12;
        Tally t = new Tally(k);
        for (int i = 0; i < k; i++) {
            for (int j = i + 1; j < k; j++) {
                double p = 1 / (1 + Math.exp(-0.6 * (j - i)));
                t.add(i, j, Math.min(39.5, Math.round(80 * p) / 2.0), 40);
            }
        }
        for (double prior : new double[] {0, 1}) {
            BradleyTerry.Fit fit = BradleyTerry.fit(t, prior);
            assertThat(fit.converged()).isTrue();
            List<Double> pi = fit.strengths();
            for (int i = 0; i < k; i++) {
                double expected = prior * pi.get(i) / (pi.get(i) + 1);
                for (int j = 0; j < k; j++) {
                    if (j != i) {
                        expected += t.games(i, j) * pi.get(i) / (pi.get(i) + pi.get(j));
                    }
                }
                assertThat(expected).isCloseTo(t.pointsOf(i) + prior / 2, within(1e-8));
            }
            assertThat(fit.ratings().get(0).elo()).isGreaterThan(500);
        }
    }

    private static double denominator(Tally t, List<Double> pi, int i, double prior) {
        double d = prior / (pi.get(i) + 1);
        for (int j = 0; j < pi.size(); j++) {
            if (j != i) {
                d += t.games(i, j) / (pi.get(i) + pi.get(j));
            }
        }
        return d;
    }

    @Test
    void thePriorKeepsACleanSweepFinite() {
        // A beat B 4 of 4: no finite maximum-likelihood strength; with one virtual draw each it is finite.
        Tally t = new Tally(2).add(0, 1, 4, 4);
        assertThatThrownBy(() -> BradleyTerry.fit(t, 0)).isInstanceOf(IllegalArgumentException.class);
        BradleyTerry.Fit fit = BradleyTerry.fit(t);
        assertThat(fit.converged()).isTrue();
        BradleyTerry.Rating a = fit.ratings().get(0);
        assertThat(a.elo()).isPositive().isFinite();
        assertThat(a.standardError()).isPositive().isFinite();
        assertThat(fit.ratings().get(1).elo()).isCloseTo(-a.elo(), within(1e-7));
    }

    @Test
    void playersWithoutGamesRateZero() {
        BradleyTerry.Fit fit = BradleyTerry.fit(new Tally(3));
        for (BradleyTerry.Rating r : fit.ratings()) {
            assertThat(r.elo()).isCloseTo(0, within(1e-9));
            assertThat(r.excludesZero()).isFalse();
        }
        assertThat(BradleyTerry.fit(new Tally(1)).ratings().get(0).elo()).isZero();
        assertThat(BradleyTerry.fit(new Tally(1), 0).ratings().get(0).elo()).isZero();
        assertThat(BradleyTerry.fit(new Tally(0)).ratings()).isEmpty();
    }

    @Test
    void manyGamesOfAStrongPlayerExcludeZero() {
        // A beat B 80 of 100: the rating gap is near 400·log10(4) = 240.8 and well measured.
        BradleyTerry.Fit fit = BradleyTerry.fit(new Tally(2).add(0, 1, 80, 100));
        assertThat(fit.ratings().get(0).excludesZero()).isTrue();
        assertThat(fit.ratings().get(1).excludesZero()).isTrue();
        assertThat(fit.ratings().get(0).elo() - fit.ratings().get(1).elo()).isBetween(230.0, 240.9);
    }

    @Test
    void expectedScoreOnTheEloScale() {
        // 1 / (1 + 10^(-200/400)) = 1 / (1 + 0.316228) = 0.759747
        assertThat(BradleyTerry.expectedScore(200, 0)).isCloseTo(0.759747, within(1e-6));
        assertThat(BradleyTerry.expectedScore(0, 0)).isEqualTo(0.5);
    }

    @Test
    void aPlayerAgainstItselfIsRefused() {
        assertThatThrownBy(() -> new Tally(2).add(1, 1, 0.5)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Tally(2).add(0, 1, 2)).isInstanceOf(IllegalArgumentException.class);
    }
}
