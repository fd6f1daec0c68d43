package dev.kingme.app.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class EloBoundTest {
    @Test
    void aScoreInsideIsItsEloAndTheEndsAreBoundsHalfAGameIn() {
        assertThat(EloBound.of(0.76, 100).side()).isEqualTo(EloBound.Side.AT);
        assertThat(EloBound.of(0.76, 100).elo()).isEqualTo(MatchScore.elo(0.76));
        assertThat(EloBound.of(0, 4)).isEqualTo(new EloBound(MatchScore.elo(0.125), EloBound.Side.BELOW));
        assertThat(EloBound.of(1, 4)).isEqualTo(new EloBound(MatchScore.elo(0.875), EloBound.Side.ABOVE));
    }

    @Test
    void saysBoundsInWords() {
        assertThat(EloBound.of(0, 4).text()).isEqualTo("below -338");
        assertThat(EloBound.of(1, 4).text()).isEqualTo("above +338");
        assertThat(EloBound.of(0.5, 4).text()).isEqualTo("+0");
        assertThat(EloBound.of(0.25, 4).text()).isEqualTo("-191");
    }

    @Test
    void isNeverInfinite() {
        assertThatThrownBy(() -> new EloBound(Double.NEGATIVE_INFINITY, EloBound.Side.AT)).hasMessageContaining("finite");
        assertThatThrownBy(() -> EloBound.of(0.5, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
