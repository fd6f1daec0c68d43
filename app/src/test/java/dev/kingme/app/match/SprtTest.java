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
    void badSettingsAreRefused() {
        assertThatThrownBy(() -> Sprt.parse("elo0=10,elo1=0")).hasMessageContaining("elo1 must be above elo0");
        assertThatThrownBy(() -> Sprt.parse("elo0=0")).hasMessageContaining("needs elo0 and elo1");
        assertThatThrownBy(() -> Sprt.parse("elo0=0,elo1=x")).hasMessageContaining("not a number");
        assertThatThrownBy(() -> Sprt.parse("elo0=0,elo1=5,gamma=1")).hasMessageContaining("unknown setting");
    }
}
