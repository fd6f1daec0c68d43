package dev.kingme.balance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.record.CharacterFiles;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A sweep's text and the character files of each of its runs. */
class SweepTest {
    @Test
    void aRangeOrAListOfValues() {
        assertThat(Sweep.parse("mage.fireball.cost=2..5")).isEqualTo(new Sweep("mage", "fireball", "cost", List.of(2L, 3L, 4L, 5L)));
        assertThat(Sweep.parse("thief.shortbow.range=1,3").values()).containsExactly(1L, 3L);
        assertThat(Sweep.parse("mage.fireball.cost=2..5").folder(3)).isEqualTo("fireball.cost-3");
        assertThatThrownBy(() -> Sweep.parse("mage.fireball.cost=5..2")).hasMessageContaining("5..2 must go up");
        assertThatThrownBy(() -> Sweep.parse("mage.fireball.cost=1,x")).hasMessageContaining("must be whole numbers");
        assertThatThrownBy(() -> Sweep.parse("mage.fireball.cost=3")).hasMessageContaining("give 2 to 25 values");
        assertThatThrownBy(() -> Sweep.parse("mage=3")).hasMessageContaining("write CHARACTER.POWER.VALUE");
    }

    @Test
    void eachRunPlaysTheCharactersFileWithTheValueChanged() {
        Sweep s = Sweep.parse("thief.shortbow.range=1..2");
        List<String> files = s.files(List.of(), 2);
        assertThat(files).hasSize(1);
        var thief = CharacterFiles.read("changed", files.get(0));
        assertThat(thief.id()).isEqualTo("thief");
        assertThat(thief.powers().get(0).act().target().range()).isEqualTo(2);
        assertThat(BalancePlan.castOf(files).changed("thief")).isTrue();
        assertThatThrownBy(() -> Sweep.parse("nobody.x.cost=1..2").files(List.of(), 1))
                .hasMessageContaining("no character 'nobody'");
    }
}
