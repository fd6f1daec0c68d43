package dev.kingme.rules;

import java.io.IOException;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The tests a rules document names as pinning its rules and rulings, written {@code `SomeTest.method`}:
 * which of them do not exist (as a test method of that class in the given package).
 */
public final class DocReferences {
    static final Pattern REFERENCE = Pattern.compile("`([A-Z]\\w*Test)\\.(\\w+)`");

    private final List<String> named = new ArrayList<>();
    private final List<String> missing = new ArrayList<>();

    private DocReferences() {
    }

    /** Reads {@code docs/rules/NAME} (from a module directory) and checks each reference in {@code pkg}. */
    public static DocReferences check(String docName, String pkg) throws IOException {
        String doc = Files.readString(Path.of("..", "docs", "rules", docName));
        DocReferences r = new DocReferences();
        Matcher m = REFERENCE.matcher(doc);
        while (m.find()) {
            String ref = m.group(1) + "." + m.group(2);
            r.named.add(ref);
            if (!exists(pkg + "." + m.group(1), m.group(2))) {
                r.missing.add(ref);
            }
        }
        return r;
    }

    public List<String> named() {
        return named;
    }

    public List<String> missing() {
        return missing;
    }

    private static boolean exists(String className, String method) {
        try {
            for (Method x : Class.forName(className).getDeclaredMethods()) {
                if (x.getName().equals(method) && isTest(x)) {
                    return true;
                }
            }
            return false;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    private static boolean isTest(Method m) {
        for (Annotation a : m.getAnnotations()) {
            String n = a.annotationType().getSimpleName();
            if (n.equals("Test") || n.equals("ParameterizedTest") || n.equals("Property") || n.equals("TestFactory")
                    || n.equals("Example")) {
                return true;
            }
        }
        return false;
    }
}
