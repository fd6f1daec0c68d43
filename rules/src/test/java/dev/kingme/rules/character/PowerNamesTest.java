package dev.kingme.rules.character;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Persona;
import dev.kingme.rules.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A decision names the power it uses by the title the character's list gives it, a cost written once. */
class PowerNamesTest {
    private static final Rules RULES = FantasyRpg.GAME.rules(Map.of("black", "mage", "white", "bard"));

    @Test
    void everyPowerWithADecisionIsAPowerOfSomeCharacterAndNamedAsItsListNamesIt() {
        List<String> titles = new ArrayList<>();
        for (Hero h : Hero.values()) {
            for (String p : h.persona().powers()) {
                titles.add(Persona.powerTitle(p));
            }
        }
        GameState s = RULES.initial();
        for (Hero h : Hero.values()) {
            for (Power p : h.powers()) {
                for (String act : p.acts()) {
                    String title = RULES.power(s, Decision.Act.of(act, 10));
                    assertThat(title).as(act).isIn(p.isAnswer(Decision.Act.of(act, 10)) ? List.of("") : titles);
                }
            }
        }
        assertThat(titles).contains("Tactical Master");
    }

    /** A cost is data of the power: its list's text is made of it, and it is what is spent. */
    @Test
    void aPowersTextIsMadeOfItsTitleCostAndWhen() {
        Power fireball = Roster.powerOfAct("fireball");
        assertThat(fireball.cost()).isEqualTo(3);
        assertThat(fireball.text()).startsWith("Fireball (3 pennies): ");
        assertThat(Persona.powerCost(Roster.powerOfAct("nerves-of-steel").text())).isEqualTo("1 penny, in the opponent's turn");
        assertThat(Persona.powerCost(Roster.powerOfAct("extra-turn").text())).isEqualTo("2 pennies, at the end of your turn");
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
        GameState s = RULES.initial();
        assertThat(RULES.power(s, Decision.Act.of(Illusions.DISBELIEVE, 10))).isEmpty();
        assertThat(RULES.power(s, Decision.Act.of(Charm.RESIST, 10))).isEmpty();
        assertThat(RULES.power(s, new Decision.Step(9, 18))).isEmpty();
        assertThat(RULES.power(s, Decision.Act.of(Fireball.NAME, 10))).isEqualTo("Fireball");
        assertThat(RULES.power(s, new Decision.Jump(9, 14, 11))).isEqualTo("Tactical Master");
    }
}
