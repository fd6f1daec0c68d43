package dev.kingme.rules.character.builtin;

import dev.kingme.rules.character.Power;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The built-in power classes a character file may name where its blocks cannot say a power, each by a
 * name of its own ({@code charm}).
 */
public final class BuiltinPowers {
    private static final Map<String, Supplier<Power>> BY_NAME = new LinkedHashMap<>();

    static {
        BY_NAME.put("charm", Charm::new);
        BY_NAME.put("illusion", Illusion::new);
        BY_NAME.put("head-in-a-jar", HeadInAJar::new);
        BY_NAME.put("big-robot-body", BigRobotBody::new);
    }

    private BuiltinPowers() {
    }

    /** Every name a file may give, in the order of the characters' lists. */
    public static List<String> names() {
        return new ArrayList<>(BY_NAME.keySet());
    }

    static boolean exists(String name) {
        return BY_NAME.containsKey(name);
    }

    /** A new instance of the built-in power named {@code name}. */
    public static Power make(String name) {
        Supplier<Power> s = BY_NAME.get(name);
        if (s == null) {
            throw new IllegalArgumentException("no built-in power '" + name + "' (" + String.join(", ", names()) + ")");
        }
        return s.get();
    }
}
