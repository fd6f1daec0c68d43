package dev.kingme.rules.warp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.DocReferences;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Every test docs/rules/warp.md names exists, and every ruling names at least one. */
class WarpRulingsDocTest {
    @Test
    void everyTestNamedInTheWarpDocExists() throws IOException {
        DocReferences refs = DocReferences.check("warp.md", getClass().getPackageName());
        assertThat(refs.named()).hasSizeGreaterThan(40);
        assertThat(refs.missing()).isEmpty();
        String doc = Files.readString(Path.of("..", "docs", "rules", "warp.md"));
        Matcher m = Pattern.compile("\\*\\*(W\\d+)\\.(.*?)(?=\\n\\*\\*W\\d+\\.|\\z)", Pattern.DOTALL).matcher(doc);
        int rulings = 0;
        while (m.find()) {
            rulings++;
            assertThat(m.group(2)).as(m.group(1)).containsPattern("Tests: `[A-Z]\\w*Test\\.\\w+`");
        }
        assertThat(rulings).isEqualTo(12);
    }
}
