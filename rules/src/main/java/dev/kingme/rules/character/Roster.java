package dev.kingme.rules.character;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/**
 * The built-in characters: no character, then each character file a {@link CharacterSource} on the class path
 * reads (the record module's), in its sets' order. Without one (this module alone) only no character is
 * built in.
 */
public final class Roster {
    static final List<Hero> ALL = load();

    private Roster() {
    }

    private static List<Hero> load() {
        List<Hero> out = new ArrayList<>();
        out.add(Hero.NONE);
        ServiceLoader.load(CharacterSource.class, Roster.class.getClassLoader()).findFirst()
                .ifPresent(source -> source.builtIns().forEach(spec -> out.add(spec.hero())));
        return List.copyOf(out);
    }

    /** The first power of the characters played whose decision is named {@code name}, or null. */
    static Power powerOfAct(String name) {
        for (Hero h : Hero.values()) {
            for (Power p : h.powers()) {
                if (p.acts().contains(name)) {
                    return p;
                }
            }
        }
        return null;
    }

    /** The character played holding {@code power}. */
    static Hero heroOf(Power power) {
        for (Hero h : Hero.values()) {
            if (h.powers().contains(power)) {
                return h;
            }
        }
        return Hero.NONE;
    }
}
