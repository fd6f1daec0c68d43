package dev.kingme.balance.stats;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Non-transitive cycles among pairwise results: rock, paper, scissors is found, transitive results are not. */
class CyclesTest {
    /** A pairwise matrix of {@code n} games a pair: {@code won[i][j]} the points i scored against j. */
    private static Score[][] matrix(double[][] won, int n) {
        Score[][] m = new Score[won.length][won.length];
        for (int i = 0; i < won.length; i++) {
            for (int j = 0; j < won.length; j++) {
                m[i][j] = i == j ? Score.NONE : new Score(won[i][j], n);
            }
        }
        return m;
    }

    /** Rock (0) beats scissors (2), scissors beat paper (1), paper beats rock, each {@code w} of {@code n}. */
    private static Score[][] rockPaperScissors(double w, int n) {
        double l = n - w;
        return matrix(new double[][] {{0, l, w}, {w, 0, l}, {l, w, 0}}, n);
    }

    @Test
    void rockPaperScissorsIsOneClearCycleThoughEveryoneScoresHalf() {
        Score[][] m = rockPaperScissors(16, 20); // 80% each way: Wilson [58.4%, 91.9%], above 50%
        for (int i = 0; i < 3; i++) {
            Score overall = Score.NONE;
            for (int j = 0; j < 3; j++) {
                overall = overall.plus(m[i][j]);
            }
            assertThat(overall.rate()).isEqualTo(0.5);
            assertThat(overall.wellAboveHalf() || overall.wellBelowHalf()).isFalse();
        }
        var cycles = Cycles.find(3, (i, j) -> m[i][j]);
        assertThat(cycles).hasSize(1);
        Cycles.Cycle c = cycles.get(0);
        // rock beats scissors, scissors beat paper, paper beats rock; the lowest-numbered player first
        assertThat(c.players()).containsExactly(0, 2, 1);
        assertThat(c.edges()).extracting(Score::rate).containsExactly(0.8, 0.8, 0.8);
        assertThat(c.clear()).isTrue();
        assertThat(c.weakest().rate()).isEqualTo(0.8);
    }

    @Test
    void aCycleOnFewGamesIsWithinNoise() {
        Score[][] m = rockPaperScissors(3, 4); // 75% of 4: Wilson [30.1%, 95.4%] contains 50%
        var cycles = Cycles.find(3, (i, j) -> m[i][j]);
        assertThat(cycles).hasSize(1);
        assertThat(cycles.get(0).clear()).isFalse();
    }

    @Test
    void aCycleIsAsClearAsItsWeakestEdge() {
        // 0 beats 1 and 1 beats 2 by 18 of 20, but 2 beats 0 by only 11 of 20
        Score[][] m = matrix(new double[][] {{0, 18, 9}, {2, 0, 18}, {11, 2, 0}}, 20);
        Cycles.Cycle c = Cycles.find(3, (i, j) -> m[i][j]).get(0);
        assertThat(c.players()).containsExactly(0, 1, 2);
        assertThat(c.weakest().rate()).isEqualTo(0.55);
        assertThat(c.clear()).isFalse();
    }

    @Test
    void transitiveOrEvenResultsHaveNoCycle() {
        Score[][] ordered = matrix(new double[][] {{0, 16, 18}, {4, 0, 16}, {2, 4, 0}}, 20);
        assertThat(Cycles.find(3, (i, j) -> ordered[i][j])).isEmpty();
        Score[][] even = rockPaperScissors(10, 20);
        assertThat(Cycles.find(3, (i, j) -> even[i][j])).isEmpty();
        assertThat(Cycles.find(3, (i, j) -> Score.NONE)).isEmpty();
    }

    @Test
    void clearCyclesComeFirstAmongMany() {
        // players 0, 1, 2 a clear ring (16 of 20 each); 1 beats 2, 2 beats 3 and 3 beats 1 by 11 of 20: within noise
        double[][] won = {
            {0, 16, 4, 20},
            {4, 0, 16, 9},
            {16, 4, 0, 11},
            {0, 11, 9, 0}};
        Score[][] m = matrix(won, 20);
        var cycles = Cycles.find(4, (i, j) -> m[i][j]);
        assertThat(cycles).hasSize(2);
        assertThat(cycles.get(0).players()).containsExactly(0, 1, 2);
        assertThat(cycles.get(0).clear()).isTrue();
        assertThat(cycles.get(1).players()).containsExactly(1, 2, 3);
        assertThat(cycles.get(1).clear()).isFalse();
    }
}
