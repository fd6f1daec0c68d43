package dev.kingme.rules.character;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import org.junit.jupiter.api.Test;

/**
 * Why a power the side to move cannot use now is not offered, in the rules' own words, for interfaces to say
 * beside it (Rules.whyNot): its cost, its window, its conditions; nothing for a power it may use, a trait, or
 * one only a target could refuse. Run with the characters' classes and again with their files.
 */
class WhyNotTest {
    @Test
    void aSpellItCannotPayForSaysItsCostAndWhatTheSideHas() {
        Table t = Table.of("mage", "none", "B:W19,23,24:B1,16").pennies(Player.BLACK, 1);
        GameState s = t.state();
        assertThat(t.rules.whyNot(s, "Fireball")).isEqualTo("Fireball costs 3 pennies; Black has 1");
        assertThat(t.rules.whyNot(s, "Magic Missile")).as("paid for, and aimed at a target").isEmpty();
        assertThat(t.rules.whyNot(s, "Spellcaster")).as("a trait").isEmpty();
        assertThat(t.rules.whyNot(s, "No such power")).isEmpty();
    }

    @Test
    void aReactionSaysItIsUsedInTheOpponentsTurn() {
        Table t = Table.of("cleric", "none", "B:W19,23,24:B1,16").pennies(Player.BLACK, 5);
        assertThat(t.rules.whyNot(t.state(), "Cure Critical Wounds")).startsWith("Cure Critical Wounds is ")
                .contains("in the opponent's turn");
    }

    @Test
    void aSpellIsNotCastWhileACaptureMustBeMade() {
        Table t = Table.of("mage", "none", "B:W19,27:B1,15").pennies(Player.BLACK, 4);  // 15x24 is to be taken
        assertThat(t.rules.whyNot(t.state(), "Fireball")).contains("capture");
    }
}
