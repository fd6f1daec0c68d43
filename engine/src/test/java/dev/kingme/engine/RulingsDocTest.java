package dev.kingme.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Every test that docs/rules/american.md names as pinning a ruling exists, so the two cannot drift apart. */
class RulingsDocTest {
    static final Pattern REFERENCE = Pattern.compile("`((?:pdn/|openings/)?[A-Z]\\w*Test(?:\\.\\w+)*)`");

    @Test
    void everyTestNamedInTheRulesDocExists() throws IOException, ClassNotFoundException {
        String doc = Files.readString(Path.of("..", "docs", "rules", "american.md"));
        Matcher m = REFERENCE.matcher(doc);
        List<String> missing = new ArrayList<>();
        int checked = 0;
        while (m.find()) {
            checked++;
            if (!exists(m.group(1))) {
                missing.add(m.group(1));
            }
        }
        assertThat(checked).isGreaterThan(30);
        assertThat(missing).isEmpty();
    }

    static boolean exists(String reference) throws ClassNotFoundException {
        String ref = reference.replace('/', '.');
        String[] parts = ref.split("\\.");
        StringBuilder className = new StringBuilder("dev.kingme.engine");
        int i = 0;
        while (i < parts.length && !Character.isUpperCase(parts[i].charAt(0))) {
            className.append('.').append(parts[i++]);
        }
        className.append('.').append(parts[i++]);
        Class<?> type = Class.forName(className.toString());
        while (i < parts.length && Character.isUpperCase(parts[i].charAt(0))) {
            type = Class.forName(type.getName() + "$" + parts[i++]);
        }
        if (i == parts.length) {
            return true;
        }
        for (Method method : type.getDeclaredMethods()) {
            if (method.getName().equals(parts[i])) {
                return i == parts.length - 1;
            }
        }
        return false;
    }
}
