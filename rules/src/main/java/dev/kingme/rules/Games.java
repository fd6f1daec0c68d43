package dev.kingme.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;

/**
 * Every game Kingme can play, found through {@link ServiceLoader} (each game's package lists itself in
 * {@code META-INF/services/dev.kingme.rules.GameKind}), so nothing here names a game.
 */
public final class Games {
    private static final List<GameKind> ALL = load();

    private Games() {
    }

    private static List<GameKind> load() {
        List<GameKind> out = new ArrayList<>();
        for (GameKind k : ServiceLoader.load(GameKind.class, Games.class.getClassLoader())) {
            out.add(k);
        }
        out.sort(Comparator.comparing(GameKind::name));
        return List.copyOf(out);
    }

    /** Every game, by name. */
    public static List<GameKind> all() {
        return ALL;
    }

    /** The game called {@code name}, or an error listing the names there are. */
    public static GameKind byName(String name) {
        for (GameKind k : ALL) {
            if (k.name().equals(name)) {
                return k;
            }
        }
        List<String> names = new ArrayList<>();
        for (GameKind k : ALL) {
            names.add(k.name());
        }
        throw new IllegalArgumentException("no game called '" + name + "' (games: " + String.join(", ", names) + ")");
    }
}
