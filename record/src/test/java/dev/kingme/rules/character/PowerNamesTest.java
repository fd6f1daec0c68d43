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
            for (Persona.Ability a : h.persona().abilities()) {
                titles.add(a.title());
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
        assertThat(Roster.powerOfAct("nerves-of-steel").terms()).isEqualTo("1 penny, in the opponent's turn");
        assertThat(Roster.powerOfAct("extra-turn").terms()).isEqualTo("2 pennies, at the end of your turn");
        assertThat(Roster.powerOfAct("backstab").terms()).isNull();
    }

    /** The persona interfaces show gives each power's title and terms as data, not parsed out of its line. */
    @Test
    void aPersonaGivesEachPowersTitleAndTermsAsData() {
        Persona cleric = Hero.byId("cleric").persona();
        assertThat(cleric.abilities()).extracting(Persona.Ability::title).containsExactly("Spellcaster",
                "Cure Light Wounds", "Cure Critical Wounds", "Call Lightning");
        assertThat(cleric.abilities().get(2).terms()).isEqualTo("3 pennies, in the opponent's turn");
        assertThat(cleric.powers().get(1)).isEqualTo("Cure Light Wounds (1 penny): a wounded checker of yours is healed");
        assertThat(Hero.NONE.persona().powers()).containsExactly("plays plain checkers; still gains levels");
    }

    @Test
    void answersToTheOpponentsPowersUseNoPowerOfOurs() {
        GameState s = RULES.initial();
        assertThat(RULES.power(s, Decision.Act.of(Illusions.DISBELIEVE, 10))).isEmpty();
        assertThat(RULES.power(s, Decision.Act.of("resist-charm", 10))).isEmpty();
        assertThat(RULES.power(s, new Decision.Step(9, 18))).isEmpty();
        assertThat(RULES.power(s, Decision.Act.of("fireball", 10))).isEqualTo("Fireball");
        // a bent jump is the power of the mover's that bends jumps; the Mage has none
        assertThat(RULES.power(s, new Decision.Jump(9, 14, 11))).isEmpty();
        assertThat(FantasyRpg.GAME.rules(Map.of("black", "fighter", "white", "bard")).power(s, new Decision.Jump(9, 14, 11)))
                .isEqualTo("Tactical Master");
    }
}
