package dev.kingme.engine.egdb;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A value one ply back, and the better of two, as the solver and the look-up of a capture combine them. */
class ValueTest {
    @Test
    void aMoveIntoALossWinsAPlyLaterAndIntoAWinLosesAPlyLater() {
        assertThat(Value.before(Value.lossIn(0))).isEqualTo(Value.winIn(1));
        assertThat(Value.before(Value.lossIn(6))).isEqualTo(Value.winIn(7));
        assertThat(Value.before(Value.winIn(3))).isEqualTo(Value.lossIn(4));
        assertThat(Value.before(Value.DRAW)).isEqualTo(Value.DRAW);
    }

    @Test
    void theBetterValueIsTheQuickerWinThenADrawThenTheLongerLoss() {
        int[] worstFirst = {Value.lossIn(0), Value.lossIn(2), Value.lossIn(8), Value.DRAW, Value.winIn(9),
            Value.winIn(3), Value.winIn(1)};
        for (int i = 0; i < worstFirst.length; i++) {
            for (int j = 0; j < worstFirst.length; j++) {
                int expected = worstFirst[Math.max(i, j)];
                assertThat(Value.better(worstFirst[i], worstFirst[j]))
                        .as("%s or %s", Value.text(worstFirst[i]), Value.text(worstFirst[j])).isEqualTo(expected);
            }
        }
    }
}
