package dev.kingme.rules.character;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.DocReferences;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every test that docs/rules/fantasy-rpg.md and docs/rules/schlock-mercenary.md name as pinning a rule or
 * ruling exists, and every ruling names at least one.
 */
class RulingsDocTest {
    private static final Pattern RULING = Pattern.compile("\\*\\*([FS]\\d+)\\.[^*]*\\*\\*(.*?)(?=\\n\\*\\*[FS]\\d+\\.|\\n## |\\z)",
            Pattern.DOTALL);

    @Test
    void everyTestNamedInTheFantasyDocExists() throws IOException {
        DocReferences refs = DocReferences.check("fantasy-rpg.md", getClass().getPackageName());
        assertThat(refs.named()).hasSizeGreaterThan(40);
        assertThat(refs.missing()).isEmpty();
        assertThat(rulingsWithoutTests("fantasy-rpg.md")).isEmpty();
    }

    @Test
    void everyTestNamedInTheSchlockDocExists() throws IOException {
        DocReferences refs = DocReferences.check("schlock-mercenary.md", getClass().getPackageName());
        assertThat(refs.named()).hasSizeGreaterThan(40);
        assertThat(refs.missing()).isEmpty();
        assertThat(rulingsWithoutTests("schlock-mercenary.md")).isEmpty();
    }

    /** The rulings of a doc whose paragraph names no test. */
    private static String rulingsWithoutTests(String doc) throws IOException {
        String text = Files.readString(Path.of("..", "docs", "rules", doc));
        StringBuilder out = new StringBuilder();
        Matcher m = RULING.matcher(text);
        int found = 0;
        while (m.find()) {
            found++;
            if (!m.group(2).matches("(?s).*Tests: `[A-Z]\\w*Test\\.\\w+`.*")) {
                out.append(m.group(1)).append(' ');
            }
        }
        assertThat(found).as("rulings found in " + doc).isGreaterThan(15);
        return out.toString().trim();
    }
}
