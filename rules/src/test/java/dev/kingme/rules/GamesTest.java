package dev.kingme.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class GamesTest {
    @Test
    void everyGameIsFoundByName() {
        assertThat(Games.all()).extracting(GameKind::name).contains("american");
        assertThat(Games.byName("american").title()).contains("American checkers");
        assertThatThrownBy(() -> Games.byName("chess")).hasMessageContaining("no game called 'chess'")
                .hasMessageContaining("american");
    }

    @Test
    void unknownOptionsAndBadValuesAreRefusedByName() {
        GameKind american = Games.byName("american");
        assertThatThrownBy(() -> american.rules(Map.of("flying-kings", "true")))
                .hasMessageContaining("american has no option 'flying-kings'").hasMessageContaining("huffing");
        assertThatThrownBy(() -> american.rules(Map.of("huffing", "yes")))
                .hasMessage("option huffing must be one of true, false, not 'yes'");
        assertThatThrownBy(() -> american.rules(Map.of("no-progress", "-1")))
                .hasMessage("option no-progress must be a whole number 0-999999, not '-1'");
        assertThatThrownBy(() -> american.rules(Map.of("repetitions", "1")))
                .hasMessageStartingWith("option repetitions must be 0 (off) or at least 2");
        assertThatThrownBy(() -> american.rules(Map.of("opening", "three-move", "ballot", "500")))
                .hasMessage("there is no three-move ballot number 500 (1-174)");
    }
}
