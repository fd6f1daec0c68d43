package dev.kingme.rules.lilypad;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.DocReferences;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** Every test that docs/rules/lilypad.md names as pinning a rule or ruling exists. */
class RulingsDocTest {
    @Test
    void everyTestNamedInTheLilypadDocExists() throws IOException {
        DocReferences refs = DocReferences.check("lilypad.md", getClass().getPackageName());
        assertThat(refs.named()).hasSizeGreaterThan(25);
        assertThat(refs.missing()).isEmpty();
    }
}
