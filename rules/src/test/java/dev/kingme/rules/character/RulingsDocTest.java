package dev.kingme.rules.character;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.DocReferences;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** Every test that docs/rules/fantasy-rpg.md names as pinning a rule or ruling exists. */
class RulingsDocTest {
    @Test
    void everyTestNamedInTheFantasyDocExists() throws IOException {
        DocReferences refs = DocReferences.check("fantasy-rpg.md", getClass().getPackageName());
        assertThat(refs.named()).hasSizeGreaterThan(40);
        assertThat(refs.missing()).isEmpty();
    }
}
