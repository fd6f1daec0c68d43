package dev.kingme.app.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class MatchScoreTest {
    @Test
    void anEvenMatchIsZeroElo() {
        MatchScore m = new MatchScore(10, 20, 10);
        assertThat(m.score()).isEqualTo(0.5);
        assertThat(MatchScore.elo(m.score())).isCloseTo(0, within(1e-9));
        assertThat(m.eloBound().text()).isEqualTo("+0");
    }

    @Test
    void seventySixPercentIsAboutTwoHundredElo() {
        // The logistic model: 200 Elo expects 1 / (1 + 10^(-0.5)) = 0.7597 of the points.
        assertThat(MatchScore.elo(1 / (1 + Math.pow(10, -0.5)))).isCloseTo(200, within(1e-6));
    }

    @Test
    void theIntervalIsWilsons() {
        // 30 points in 100 games: centre (0.3 + z²/200) / (1 + z²/100), half-width z / (1 + z²/100) sqrt(0.21/100 + z²/40000).
        MatchScore m = new MatchScore(30, 0, 70);
        double z = 1.959963984540054;
        double d = 1 + z * z / 100;
        double centre = (0.3 + z * z / 200) / d;
        double half = z / d * Math.sqrt(0.0021 + z * z / 40_000);
        assertThat(m.low()).isCloseTo(centre - half, within(1e-12));
        assertThat(m.high()).isCloseTo(centre + half, within(1e-12));
    }

    @Test
    void fourWinsAreNotCertainty() {
        // The old interval was 100% to 100% and the Elo +infinity: now 51% to 100%, above +338 (half a game short of 4-0).
        MatchScore m = new MatchScore(4, 0, 0);
        assertThat(m.low()).isCloseTo(4 / (4 + 1.959963984540054 * 1.959963984540054), within(1e-12));
        assertThat(m.high()).isEqualTo(1);
        assertThat(m.eloBound()).isEqualTo(new EloBound(MatchScore.elo(7 / 8.0), EloBound.Side.ABOVE));
        assertThat(m.text("ai:hard")).contains("4 wins, 0 draws, 0 losses in 4 games")
                .contains("score 100.0% (95% interval 51.0% to 100.0%)")
                .contains("Elo difference above +338 (95% interval +7 to above +338)")
                .doesNotContain("infinity");
    }

    @Test
    void fourLossesMirrorFourWins() {
        MatchScore m = new MatchScore(0, 0, 4);
        assertThat(m.low()).isEqualTo(0);
        assertThat(m.high()).isCloseTo(1 - new MatchScore(4, 0, 0).low(), within(1e-12));
        assertThat(m.text("ai:easy")).contains("score 0.0% (95% interval 0.0% to 49.0%)")
                .contains("Elo difference below -338 (95% interval below -338 to -7)");
    }

    @Test
    void twoAllAndFourDrawsAreEvenWithRoomEitherWay() {
        for (MatchScore m : List.of(new MatchScore(2, 0, 2), new MatchScore(0, 4, 0))) {
            assertThat(m.score()).isEqualTo(0.5);
            assertThat(m.high() - 0.5).as("symmetric").isCloseTo(0.5 - m.low(), within(1e-12));
            assertThat(m.text("a")).contains("95% interval 15.0% to 85.0%").contains("Elo difference +0 (95% interval -301 to +301)");
        }
    }

    @Test
    void everyResultHasAnIntervalOfWidthHoldingItsScoreAndFiniteElo() {
        // Every tally of up to 12 games, and a long match.
        List<MatchScore> all = new java.util.ArrayList<>(List.of(new MatchScore(1200, 2500, 1300), new MatchScore(5000, 0, 0)));
        for (int w = 0; w <= 12; w++) {
            for (int d = 0; w + d <= 12; d++) {
                for (int l = 0; w + d + l <= 12; l++) {
                    if (w + d + l > 0) {
                        all.add(new MatchScore(w, d, l));
                    }
                }
            }
        }
        for (MatchScore m : all) {
            assertThat(m.high()).as(m.tally()).isGreaterThan(m.low());
            assertThat(m.score()).as(m.tally()).isBetween(m.low(), m.high());
            assertThat(m.low()).as(m.tally()).isGreaterThanOrEqualTo(0);
            assertThat(m.high()).as(m.tally()).isLessThanOrEqualTo(1);
            for (EloBound e : List.of(m.eloBound(), m.eloLow(), m.eloHigh())) {
                assertThat(Double.isFinite(e.elo())).as(m.tally()).isTrue();
            }
            assertThat(m.eloLow().elo()).as(m.tally()).isLessThanOrEqualTo(m.eloBound().elo());
            assertThat(m.eloHigh().elo()).as(m.tally()).isGreaterThanOrEqualTo(m.eloBound().elo());
        }
    }

    @Test
    void aLongMatchNarrowsTheInterval() {
        // 5000 games at 49%: within a point and a half either way, the Elo within about 10.
        MatchScore m = new MatchScore(1200, 2500, 1300);
        assertThat(m.score()).isEqualTo(0.49);
        assertThat(m.high() - m.low()).isLessThan(0.03).isGreaterThan(0.02);
        assertThat(m.eloHigh().elo() - m.eloLow().elo()).isBetween(15.0, 25.0);
        assertThat(m.text("a")).contains("score 49.0% (95% interval 47.6% to 50.4%)")
                .contains("Elo difference -7 (95% interval -17 to +3)");
        // the bound for a clean sweep grows with the games: half a game short of 5000-0
        assertThat(new MatchScore(5000, 0, 0).eloBound().elo()).isCloseTo(MatchScore.elo(1 - 1 / 10_000.0), within(1e-9))
                .isGreaterThan(1500);
    }

    @Test
    void tallies() {
        assertThat(new MatchScore(1, 2, 3).plus(new MatchScore(1, 0, 0)).tally()).isEqualTo("+2 =2 -3");
        assertThat(new MatchScore(0, 0, 0).text("a")).isEqualTo("a: no games played");
    }
}
