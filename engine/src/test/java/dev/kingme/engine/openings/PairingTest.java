package dev.kingme.engine.openings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class PairingTest {
    private final Opening ballot = Restriction.threeMove().byNumber(5).orElseThrow();

    @Test
    void eachPlayerHasATurnAtEitherSide() {
        List<Pairing<String>> games = Pairing.bothSides(ballot, "Ann", "Bob");
        assertThat(games).containsExactly(new Pairing<>(ballot, "Ann", "Bob"), new Pairing<>(ballot, "Bob", "Ann"));
        assertThat(games).extracting(Pairing::opening).containsOnly(ballot);
        assertThat(games).extracting(Pairing::black).containsExactlyInAnyOrder("Ann", "Bob");
        assertThat(games).extracting(Pairing::white).containsExactlyInAnyOrder("Ann", "Bob");
    }

    @Test
    void aPlayerCannotMeetThemselves() {
        assertThatThrownBy(() -> Pairing.bothSides(ballot, "Ann", "Ann"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("both sides");
    }
}
