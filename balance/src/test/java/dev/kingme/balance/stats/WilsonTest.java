package dev.kingme.balance.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class WilsonTest {
    private static final double EPS = 1e-6;

    @Test
    void sevenOfTen() {
        // z = 1.959964, z² = 3.841459; p = 0.7, n = 10, z²/n = 0.3841459, 1 + z²/n = 1.3841459
        // centre = (0.7 + 3.841459/20) / 1.3841459 = 0.8920729 / 1.3841459 = 0.6444934
        // half   = 1.959964 / 1.3841459 · sqrt(0.7·0.3/10 + 3.841459/400)
        //        = 1.4160097 · sqrt(0.021 + 0.0096036) = 1.4160097 · 0.1749390 = 0.2477153
        // interval = [0.6444934 - 0.2477153, 0.6444934 + 0.2477153] = [0.3967781, 0.8922087]
        Interval i = Wilson.interval(7, 10).orElseThrow();
        assertThat(i.lower()).isCloseTo(0.396778, within(EPS));
        assertThat(i.upper()).isCloseTo(0.892209, within(EPS));
    }

    @Test
    void noneOfFiveStartsAtZero() {
        // x = 0: [0, z²/(n + z²)] = [0, 3.841459 / 8.841459] = [0, 0.4344825]
        Interval i = Wilson.interval(0, 5).orElseThrow();
        assertThat(i.lower()).isEqualTo(0.0);
        assertThat(i.upper()).isCloseTo(0.434482, within(EPS));
    }

    @Test
    void fiveOfFiveEndsAtOne() {
        // x = n: [n/(n + z²), 1] = [5 / 8.841459, 1] = [0.5655175, 1]
        Interval i = Wilson.interval(5, 5).orElseThrow();
        assertThat(i.lower()).isCloseTo(0.565518, within(EPS));
        assertThat(i.upper()).isEqualTo(1.0);
    }

    @Test
    void aDrawIsHalfAPoint() {
        // 2 wins, 1 draw, 1 loss: 2.5 points of 4, p = 0.625, z²/n = 0.9603647, 1 + z²/n = 1.9603647
        // centre = (0.625 + 3.841459/8) / 1.9603647 = 1.1051823 / 1.9603647 = 0.5637636
        // half   = 1.959964 / 1.9603647 · sqrt(0.625·0.375/4 + 3.841459/64)
        //        = 0.9997956 · sqrt(0.0585938 + 0.0600228) = 0.9997956 · 0.3444075 = 0.3443371
        // interval = [0.5637636 - 0.3443371, 0.5637636 + 0.3443371] = [0.2194265, 0.9081007]
        Interval i = new Score(2.5, 4).interval().orElseThrow();
        assertThat(i.lower()).isCloseTo(0.219427, within(EPS));
        assertThat(i.upper()).isCloseTo(0.908101, within(EPS));
    }

    @Test
    void noGamesNoInterval() {
        assertThat(Wilson.interval(0, 0)).isEmpty();
        assertThat(Score.NONE.interval()).isEmpty();
        assertThat(Score.NONE.rate()).isNaN();
        assertThat(Score.NONE.wellAboveHalf()).isFalse();
        assertThat(Score.NONE.wellBelowHalf()).isFalse();
    }

    @Test
    void oneGameWonIsNotYetSure() {
        // x = n = 1: [1/(1 + z²), 1] = [1 / 4.841459, 1] = [0.2065492, 1]: contains 1/2
        Score s = new Score(1, 1);
        assertThat(s.interval().orElseThrow().lower()).isCloseTo(0.206549, within(EPS));
        assertThat(s.wellAboveHalf()).isFalse();
        // 5 of 5: lower bound 0.5655 > 1/2, surely above
        assertThat(new Score(5, 5).wellAboveHalf()).isTrue();
        assertThat(new Score(0, 5).wellBelowHalf()).isTrue();
    }

    @Test
    void refusesImpossibleScores() {
        assertThatThrownBy(() -> Wilson.interval(6, 5)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Wilson.interval(-1, 5)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Wilson.interval(Double.NaN, 5)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Score(1, -1)).isInstanceOf(IllegalArgumentException.class);
    }
}
