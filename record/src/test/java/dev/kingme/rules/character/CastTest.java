package dev.kingme.rules.character;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The characters a process plays: files add characters of their own ids, and only the lab may change one. */
class CastTest {
    private static CharacterSpec spec(String id, Hero.Sets set) {
        return new CharacterSpec(id, "A " + id, set, List.of(PowerSpec.builtin("charm")));
    }

    @Test
    void aFilesCharacterComesAfterTheBuiltInOnesOfItsSet() {
        Cast cast = Cast.builtIn().with(List.of(spec("paladin", Hero.Sets.FANTASY), spec("medic2", Hero.Sets.SCHLOCK)));
        List<String> ids = cast.ids();
        assertThat(ids.indexOf("paladin")).isEqualTo(ids.indexOf("mage") + 1);
        assertThat(ids.get(ids.size() - 1)).isEqualTo("medic2");
        assertThat(cast.byId("paladin").title()).isEqualTo("A paladin");
        assertThat(cast.fromFile("paladin")).isTrue();
        assertThat(cast.fromFile("mage")).isFalse();
        assertThat(Cast.builtIn().ids()).doesNotContain("paladin");
    }

    @Test
    void aFileMayNotTakeABuiltInIdOrAnotherFilesId() {
        assertThatThrownBy(() -> Cast.builtIn().with(List.of(spec("mage", Hero.Sets.FANTASY))))
                .hasMessage("character 'mage' is built in (Arcane Mage); give the file's character an id of its own");
        Cast one = Cast.builtIn().with(List.of(spec("paladin", Hero.Sets.FANTASY)));
        assertThatThrownBy(() -> one.with(List.of(spec("paladin", Hero.Sets.FANTASY))))
                .hasMessage("character 'paladin' is already loaded from another file; give the file's character an id of its own");
        assertThatThrownBy(() -> Cast.builtIn().with(List.of(spec("x", Hero.Sets.FANTASY), spec("x", Hero.Sets.SCHLOCK))))
                .hasMessage("two character files have the id 'x'");
    }

    @Test
    void theLabMayChangeABuiltInCharacterInItsPlace() {
        Cast changed = Cast.builtIn().changing(List.of(spec("mage", Hero.Sets.FANTASY)));
        assertThat(changed.ids()).isEqualTo(Cast.builtIn().ids());
        assertThat(changed.byId("mage").title()).isEqualTo("A mage");
        assertThat(changed.changed("mage")).isTrue();
        assertThat(Cast.builtIn().byId("mage").title()).isEqualTo("Arcane Mage");
        assertThatThrownBy(() -> Cast.builtIn().changing(List.of(spec("none", Hero.Sets.FANTASY))))
                .hasMessageContaining("'none' is built in");
    }

    @Test
    void anUnknownIdIsRefusedWithTheIdsThereAre() {
        assertThatThrownBy(() -> Cast.builtIn().byId("paladin")).hasMessageStartingWith("no character 'paladin' (none, ranger,");
    }
}
