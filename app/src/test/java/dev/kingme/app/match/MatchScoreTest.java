package dev.kingme.app.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class MatchScoreTest {
    @Test
    void anEvenMatchIsZeroElo() {
        MatchScore m = new MatchScore(10, 20, 10);
        assertThat(m.score()).isEqualTo(0.5);
        assertThat(MatchScore.elo(m.score())).isCloseTo(0, within(1e-9));
    }

    @Test
    void seventySixPercentIsAboutTwoHundredElo() {
        // The logistic model: 200 Elo expects 1 / (1 + 10^(-0.5)) = 0.7597 of the points.
        assertThat(MatchScore.elo(1 / (1 + Math.pow(10, -0.5)))).isCloseTo(200, within(1e-6));
    }

    @Test
    void theIntervalFollowsTheSpreadOfTheGames() {
        // 30 wins and 70 losses: variance 0.3 * 0.7 = 0.21 per game, margin 1.96 * sqrt(0.21 / 100).
        MatchScore m = new MatchScore(30, 0, 70);
        assertThat(m.margin()).isCloseTo(1.959964 * Math.sqrt(0.0021), within(1e-9));
        // The same score made of draws is less uncertain.
        assertThat(new MatchScore(0, 60, 40).margin()).isLessThan(m.margin());
    }

    @Test
    void allWinsIsAnInfiniteEloSaidInWords() {
        MatchScore m = new MatchScore(5, 0, 0);
        assertThat(m.text("ai:hard")).contains("5 wins, 0 draws, 0 losses in 5 games").contains("+infinity");
        assertThat(new MatchScore(1, 2, 3).plus(new MatchScore(1, 0, 0)).tally()).isEqualTo("+2 =2 -3");
    }
}
