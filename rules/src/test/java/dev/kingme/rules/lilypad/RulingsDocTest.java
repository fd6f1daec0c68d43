package dev.kingme.rules.lilypad;

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

/** Every test that docs/rules/lilypad.md names as pinning a rule or ruling exists. */
class RulingsDocTest {
    static final Pattern REFERENCE = Pattern.compile("`([A-Z]\\w*Test)\\.(\\w+)`");

    @Test
    void everyTestNamedInTheLilypadDocExists() throws IOException {
        String doc = Files.readString(Path.of("..", "docs", "rules", "lilypad.md"));
        Matcher m = REFERENCE.matcher(doc);
        List<String> missing = new ArrayList<>();
        int checked = 0;
        while (m.find()) {
            checked++;
            if (!exists(m.group(1), m.group(2))) {
                missing.add(m.group(1) + "." + m.group(2));
            }
        }
        assertThat(checked).isGreaterThan(25);
        assertThat(missing).isEmpty();
    }

    static boolean exists(String className, String method) {
        try {
            for (Method x : Class.forName(RulingsDocTest.class.getPackageName() + "." + className).getDeclaredMethods()) {
                if (x.getName().equals(method) && x.isAnnotationPresent(Test.class)) {
                    return true;
                }
            }
            return false;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }
}
