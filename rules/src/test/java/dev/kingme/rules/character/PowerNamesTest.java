package dev.kingme.rules.character;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Persona;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PowerNamesTest {
    @Test
    void everyPowerNamedForADecisionIsAPowerOfSomeCharacter() {
        List<String> titles = new ArrayList<>();
        for (Hero h : Hero.values()) {
            for (String p : h.persona().powers()) {
                titles.add(Persona.powerTitle(p));
            }
        }
        assertThat(titles).containsAll(PowerNames.titles()).contains("Tactical Master");
    }

    @Test
    void theTitleIsTheTextBeforeTheCostOrTheColon() {
        assertThat(Persona.powerTitle("Cure Light Wounds (1 penny): a wounded checker of yours is healed"))
                .isEqualTo("Cure Light Wounds");
        assertThat(Persona.powerTitle("Backstab: instead of moving")).isEqualTo("Backstab");
        assertThat(Persona.powerTitle("Starts with a penny")).isEqualTo("Starts with a penny");
    }

    @Test
    void answersToTheOpponentsPowersUseNoPowerOfOurs() {
        assertThat(PowerNames.of(Decision.Act.of(Powers.DISBELIEVE, 10))).isEmpty();
        assertThat(PowerNames.of(new Decision.Step(9, 18))).isEmpty();
        assertThat(PowerNames.of(Decision.Act.of(Powers.FIREBALL, 10))).isEqualTo("Fireball");
    }
}
