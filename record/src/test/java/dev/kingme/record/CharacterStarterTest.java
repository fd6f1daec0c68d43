package dev.kingme.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.character.Hero;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The starting files of {@code kingme character new}: each set's reads as it is, with nothing to warn of. */
class CharacterStarterTest {
    @ParameterizedTest
    @ValueSource(strings = {"fantasy-rpg", "schlock-mercenary"})
    void eachSetsStartingFileChecksWithoutAFinding(String set) {
        String text = CharacterStarter.text(set, "holy-paladin", "C:\\designs\\holy \"paladin\".json");
        CharacterCheck check = CharacterJson.check(text);
        assertThat(check.findings()).isEmpty();
        assertThat(check.character().id()).isEqualTo("holy-paladin");
        assertThat(check.character().title()).isEqualTo("Holy Paladin");
        assertThat(check.character().set()).isEqualTo(set.equals("fantasy-rpg") ? Hero.Sets.FANTASY : Hero.Sets.SCHLOCK);
        assertThat(check.character().powers()).hasSize(2).allSatisfy(p -> assertThat(p.summary()).isNotBlank());
        assertThat(text).contains("\"comment\"", "kingme character check C:\\\\designs\\\\holy \\\"paladin\\\".json");
    }

    @Test
    void anUnknownSetOrAnIdAFileMayNotHaveIsRefused() {
        assertThatThrownBy(() -> CharacterStarter.text("warp", "paladin", "paladin.json"))
                .hasMessage("no set 'warp' (fantasy-rpg, schlock-mercenary)");
        assertThatThrownBy(() -> CharacterStarter.text("fantasy-rpg", "Paladin", "paladin.json"))
                .hasMessageContaining("lower-case letters, digits and hyphens");
    }
}
