package dev.kingme.rules.character;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.Decision;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PowerNamesTest {
    @Test
    void everyPowerNamedForADecisionIsAPowerOfSomeCharacter() {
        List<String> titles = new ArrayList<>();
        for (Hero h : Hero.values()) {
            for (String p : h.persona().powers()) {
                titles.add(PowerNames.title(p));
            }
        }
        assertThat(titles).containsAll(PowerNames.titles()).contains("Tactical Master");
    }

    @Test
    void theTitleIsTheTextBeforeTheCostOrTheColon() {
        assertThat(PowerNames.title("Cure Light Wounds (1 penny): a wounded checker of yours is healed"))
                .isEqualTo("Cure Light Wounds");
        assertThat(PowerNames.title("Backstab: instead of moving")).isEqualTo("Backstab");
        assertThat(PowerNames.title("Starts with a penny")).isEqualTo("Starts with a penny");
    }

    @Test
    void answersToTheOpponentsPowersUseNoPowerOfOurs() {
        assertThat(PowerNames.of(Decision.Act.of(Powers.DISBELIEVE, 10))).isEmpty();
        assertThat(PowerNames.of(new Decision.Step(9, 18))).isEmpty();
        assertThat(PowerNames.of(Decision.Act.of(Powers.FIREBALL, 10))).isEqualTo("Fireball");
    }
}
