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
import java.util.stream.Stream;

/**
 * The tests a rules document names as pinning its rules and rulings, written {@code `SomeTest.method`}:
 * which of them do not exist (as a test method of that class in the given package, or, for a test that
 * lives in a module above the rules because it reads JSON records, in the test sources of another module).
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
            if (!exists(pkg + "." + m.group(1), m.group(2)) && !existsInAnotherModule(m.group(1), m.group(2))) {
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

    /**
     * True when a module's test sources ({@code ../MODULE/src/test/java}, this module's among them) hold
     * {@code className}.java with a test method {@code method}, in any package: the class need not be on this
     * module's class path, so its source is read, each test annotation taken to belong to the first method
     * declared after it.
     */
    private static boolean existsInAnotherModule(String className, String method) throws IOException {
        try (Stream<Path> modules = Files.list(Path.of(".."))) {
            for (Path module : modules.toList()) {
                Path sources = module.resolve(Path.of("src", "test", "java"));
                if (!Files.isDirectory(sources)) {
                    continue;
                }
                try (Stream<Path> files = Files.walk(sources)) {
                    for (Path file : files.filter(p -> p.getFileName().toString().equals(className + ".java")).toList()) {
                        if (testMethods(Files.readString(file)).contains(method)) {
                            return true;
                        }
                    }
                }
            }
        }
        return false;
    }

    private static final Pattern TEST_ANNOTATION = Pattern.compile("@(Test|ParameterizedTest|Property|TestFactory|Example)\\b");
    private static final Pattern METHOD = Pattern.compile("\\bvoid\\s+(\\w+)\\s*\\(");

    private static List<String> testMethods(String source) {
        List<String> out = new ArrayList<>();
        Matcher a = TEST_ANNOTATION.matcher(source);
        Matcher m = METHOD.matcher(source);
        while (a.find()) {
            if (m.find(a.end())) {
                out.add(m.group(1));
            }
        }
        return out;
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
