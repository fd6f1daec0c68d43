package dev.kingme.app.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class SprtTest {
    private final Sprt sprt = Sprt.parse("elo0=0,elo1=10");

    @Test
    void boundsFollowAlphaAndBeta() {
        assertThat(sprt.lower()).isCloseTo(Math.log(0.05 / 0.95), within(1e-12));
        assertThat(sprt.upper()).isCloseTo(Math.log(0.95 / 0.05), within(1e-12));
        Sprt strict = Sprt.parse("elo0=-5, elo1=5, alpha=0.01, beta=0.1");
        assertThat(strict.upper()).isCloseTo(Math.log(0.9 / 0.01), within(1e-12));
    }

    @Test
    void theRatioFavoursTheHypothesisTheScoreIsNearer() {
        // 10 Elo is a score of about 51.4%: 55% is well above it, 47% below 50%
        assertThat(sprt.llr(new MatchScore(300, 500, 200))).isGreaterThan(0);
        assertThat(sprt.llr(new MatchScore(200, 500, 260))).isLessThan(0);
        assertThat(sprt.verdict(new MatchScore(1300, 2000, 1000))).isEqualTo(Sprt.Verdict.H1);
        assertThat(sprt.verdict(new MatchScore(1000, 2000, 1100))).isEqualTo(Sprt.Verdict.H0);
        assertThat(sprt.verdict(new MatchScore(10, 20, 10))).isEqualTo(Sprt.Verdict.CONTINUE);
    }

    @Test
    void matchesTheNormalApproximationOnALargeSample() {
        // Far from the prior's reach: n (s1 - s0) (2x - s0 - s1) / (2 var) computed by hand.
        MatchScore s = new MatchScore(30_000, 40_000, 30_500);
        double n = s.games();
        double x = s.score();
        double v = (30_000 * Math.pow(1 - x, 2) + 40_000 * Math.pow(0.5 - x, 2) + 30_500 * x * x) / n;
        double s0 = 0.5;
        double s1 = 1 / (1 + Math.pow(10, -10 / 400.0));
        assertThat(sprt.llr(s)).isCloseTo(n * (s1 - s0) * (2 * x - s0 - s1) / (2 * v), within(0.05));
    }

    @Test
    void aRunOfWinsDecides() {
        assertThat(sprt.verdict(new MatchScore(40, 0, 0))).isEqualTo(Sprt.Verdict.H1);
        assertThat(sprt.verdict(new MatchScore(0, 0, 40))).isEqualTo(Sprt.Verdict.H0);
        assertThat(sprt.llr(new MatchScore(0, 0, 0))).isZero();
    }

    @Test
    void pairsAreReadByTheirOwnSpread() {
        // Far from the prior's reach: N pairs, each the mean score of its two games, by hand.
        int[] byHalfPoints = {3_000, 11_000, 20_000, 12_000, 4_000};
        double[] pairScore = {0, 0.25, 0.5, 0.75, 1};
        double n = 0;
        double sum = 0;
        for (int k = 0; k < 5; k++) {
            n += byHalfPoints[k];
            sum += byHalfPoints[k] * pairScore[k];
        }
        double x = sum / n;
        double v = 0;
        for (int k = 0; k < 5; k++) {
            v += byHalfPoints[k] * Math.pow(pairScore[k] - x, 2) / n;
        }
        double s0 = 0.5;
        double s1 = 1 / (1 + Math.pow(10, -10 / 400.0));
        SprtSample pairs = SprtSample.pairs(byHalfPoints);
        assertThat(pairs.games()).isEqualTo(100_000);
        assertThat(sprt.llr(pairs)).isCloseTo(n * (s1 - s0) * (2 * x - s0 - s1) / (2 * v), within(0.05));
    }

    @Test
    void pairsThatCancelOutDecideSoonerThanTheSameGamesOneByOne() {
        // 100 ballots, each won with one colour and lost with the other, or won and drawn: 55%. Counted as pairs the
        // match hardly varies; counted as games it is 100 wins, 20 draws and 80 losses, as spread as games come.
        SprtSample pairs = SprtSample.pairs(new int[] {0, 0, 80, 20, 0});
        SprtSample games = SprtSample.games(new MatchScore(100, 20, 80));
        assertThat(sprt.llr(pairs)).isGreaterThan(sprt.upper());
        assertThat(sprt.verdict(pairs)).isEqualTo(Sprt.Verdict.H1);
        assertThat(sprt.verdict(games)).isEqualTo(Sprt.Verdict.CONTINUE);
        assertThat(sprt.text(pairs, 201)).endsWith("H1 accepted (elo1 more likely) after 201 games (100 ballot pairs)");
        assertThat(sprt.text(games, 200)).endsWith("undecided after 200 games");
    }

    @Test
    void aRunOfWonPairsDecidesAndNoPairIsNoEvidence() {
        assertThat(sprt.verdict(SprtSample.pairs(new int[] {0, 0, 0, 0, 20}))).isEqualTo(Sprt.Verdict.H1);
        assertThat(sprt.verdict(SprtSample.pairs(new int[] {20, 0, 0, 0, 0}))).isEqualTo(Sprt.Verdict.H0);
        assertThat(sprt.llr(SprtSample.pairs(new int[5]))).isZero();
    }

    @Test
    void badSettingsAreRefused() {
        assertThatThrownBy(() -> Sprt.parse("elo0=10,elo1=0")).hasMessageContaining("elo1 must be above elo0");
        assertThatThrownBy(() -> Sprt.parse("elo0=0")).hasMessageContaining("needs elo0 and elo1");
        assertThatThrownBy(() -> Sprt.parse("elo0=0,elo1=x")).hasMessageContaining("not a number");
        assertThatThrownBy(() -> Sprt.parse("elo0=0,elo1=5,gamma=1")).hasMessageContaining("unknown setting");
    }
}
