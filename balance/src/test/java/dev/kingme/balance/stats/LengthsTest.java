package dev.kingme.balance.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class LengthsTest {
    @Test
    void evenCountTakesTheMeanOfTheMiddleTwo() {
        // sorted 1 2 3 10: mean 16/4 = 4, median (2 + 3)/2 = 2.5
        assertThat(Lengths.of(3, 1, 10, 2)).isEqualTo(new Lengths(4, 4.0, 2.5, 1, 10));
    }

    @Test
    void oddCountTakesTheMiddleOne() {
        // sorted 40 50 90: mean 180/3 = 60, median 50
        assertThat(Lengths.of(List.of(90, 40, 50))).isEqualTo(new Lengths(3, 60.0, 50.0, 40, 90));
    }

    @Test
    void noGames() {
        Lengths none = Lengths.of();
        assertThat(none.games()).isZero();
        assertThat(none.mean()).isNaN();
        assertThat(none.median()).isNaN();
    }

    @Test
    void leavesItsInputAlone() {
        int[] plies = {5, 1, 3};
        Lengths.of(plies);
        assertThat(plies).containsExactly(5, 1, 3);
    }
}
