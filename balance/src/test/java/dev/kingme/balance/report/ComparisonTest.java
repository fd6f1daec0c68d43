package dev.kingme.balance.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.balance.GameResult;
import dev.kingme.balance.LabResults;
import dev.kingme.balance.Result;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Two runs compared: a large change is significant, a small one on few games is not, and other plans are refused. */
class ComparisonTest {
    /** {@code n} games of mage against fighter, each side half as Black, mage winning {@code mageWins} of them. */
    private static LabResults run(int n, int mageWins, long seed) {
        List<GameResult> games = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            boolean mageBlack = i % 2 == 0;
            boolean mageWins1 = i < mageWins;
            Result r = mageWins1 == mageBlack ? Result.BLACK_WINS : Result.WHITE_WINS;
            games.add(new GameResult(i, mageBlack ? "mage" : "fighter", mageBlack ? "fighter" : "mage", i, i, r, "x", "x", 40));
        }
        return new LabResults(List.of("mage", "fighter"), "greedy", seed, n / 2, 300, games);
    }

    private static Comparison.Row row(Comparison c, String name) {
        return c.rows().stream().filter(r -> r.who().name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void aLargeChangeOverManyGamesIsSignificantAndASmallOneIsNot() {
        Comparison big = Comparison.of(run(200, 100, 1), run(200, 160, 1), List.of("mage"));
        assertThat(row(big, "mage").scoreChange().value()).isCloseTo(0.30, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(row(big, "mage").significant()).isTrue();
        assertThat(row(big, "fighter").scoreChange().value()).isCloseTo(-0.30, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(row(big, "mage").eloChange()).isPositive();
        assertThat(big.csv().lines().skip(1)).anySatisfy(l -> assertThat(l).startsWith("mage,").contains(",true,").endsWith(",true"));

        Comparison small = Comparison.of(run(20, 10, 1), run(20, 12, 1), List.of("mage"));
        assertThat(row(small, "mage").significant()).isFalse();
        assertThat(row(small, "mage").scoreChange().interval().contains(0)).isTrue();
        assertThat(ComparePage.page(small, "base")).contains("No significant change");
        assertThat(ComparePage.page(big, "base")).contains("Significant changes:", "Arcane Mage +30.0");
    }

    @Test
    void runsOfAnotherPlanAreNotCompared() {
        assertThatThrownBy(() -> Comparison.of(run(20, 10, 1), run(20, 10, 2), List.of()))
                .hasMessageContaining("seed 1 there, 2 here");
    }
}
