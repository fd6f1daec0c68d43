package dev.kingme.engine.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ScoreTest {
    @Test
    void writesOrdinaryScoresInMen() {
        assertThat(Score.text(125)).isEqualTo("+1.25");
        assertThat(Score.text(-50)).isEqualTo("-0.50");
        assertThat(Score.text(0)).isEqualTo("0.00");
        assertThat(Score.text(7)).isEqualTo("+0.07");
    }

    @Test
    void writesDecidedScoresInPlies() {
        assertThat(Score.text(Score.winIn(7))).isEqualTo("win in 7");
        assertThat(Score.text(Score.lossIn(4))).isEqualTo("loss in 4");
        assertThat(Score.movesToWin(Score.winIn(7))).isEqualTo(7);
        assertThat(Score.movesToWin(Score.lossIn(4))).isEqualTo(4);
        assertThat(Score.isWin(Score.WIN - 3)).isTrue();
        assertThat(Score.isLoss(Score.lossIn(0))).isTrue();
        assertThat(Score.isDecisive(2000)).isFalse();
    }

    @Test
    void quickerWinsScoreHigher() {
        assertThat(Score.winIn(3)).isGreaterThan(Score.winIn(5));
        assertThat(Score.lossIn(5)).isGreaterThan(Score.lossIn(3));
    }

    @Test
    void aPlainScoreHasNoDistance() {
        assertThatThrownBy(() -> Score.movesToWin(150)).isInstanceOf(IllegalArgumentException.class);
    }
}
