package dev.kingme.rules.character;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The characters a process plays: the built-in ones ({@link Roster}) and those its character files add. The
 * process has one current cast ({@link #current()}), set once where it starts (the command line's
 * {@code --character-file}, the server's {@code --characters}); games name their characters by id in their
 * options, and the current cast says what an id means.
 *
 * <p>A file's character has an id of its own: a file that names a built-in id is refused
 * ({@link #with(List)}), so a game record's "mage" always means the built-in Arcane Mage. The balance lab
 * alone may change a built-in character ({@link #changing(List)}), since comparing a changed character with
 * itself is what it is for; its games are not kept as records.
 */
public final class Cast {
    private static final Cast BUILT_IN = new Cast(Roster.ALL, Set.of(), Set.of());
    private static volatile Cast current = BUILT_IN;

    private final List<Hero> heroes;
    private final Set<String> fromFiles;
    private final Set<String> changed;

    private Cast(List<Hero> heroes, Set<String> fromFiles, Set<String> changed) {
        this.heroes = List.copyOf(heroes);
        this.fromFiles = Set.copyOf(fromFiles);
        this.changed = Set.copyOf(changed);
    }

    /** The built-in characters alone. */
    public static Cast builtIn() {
        return BUILT_IN;
    }

    /** The characters this process plays. */
    public static Cast current() {
        return current;
    }

    /** Makes {@code cast} the characters this process plays from now on. */
    public static void use(Cast cast) {
        current = cast;
    }

    /**
     * This cast and the characters of {@code files}, each after the others of its set.
     *
     * @throws IllegalArgumentException when a file's id is already taken, built in or by another file
     */
    public Cast with(List<CharacterSpec> files) {
        return add(files, false);
    }

    /**
     * This cast with the characters of {@code files}, a file whose id is already taken replacing that
     * character in its place (for the balance lab).
     *
     * @throws IllegalArgumentException when two of the files have the same id, or one changes "none"
     */
    public Cast changing(List<CharacterSpec> files) {
        return add(files, true);
    }

    private Cast add(List<CharacterSpec> files, boolean mayReplace) {
        List<Hero> out = new ArrayList<>(heroes);
        Set<String> fromFile = new HashSet<>(fromFiles);
        Set<String> replaced = new HashSet<>(changed);
        Set<String> seen = new HashSet<>();
        for (CharacterSpec spec : files) {
            if (!seen.add(spec.id())) {
                throw new IllegalArgumentException("two character files have the id '" + spec.id() + "'");
            }
            int at = indexOf(out, spec.id());
            if (at >= 0 && (!mayReplace || spec.id().equals(Hero.NONE.id()))) {
                throw new IllegalArgumentException("character '" + spec.id() + "' is "
                        + (fromFiles.contains(spec.id()) ? "already loaded from another file" : "built in (" + out.get(at).title() + ")")
                        + "; give the file's character an id of its own");
            }
            Hero hero = spec.hero();
            if (at >= 0) {
                out.set(at, hero);
                replaced.add(spec.id());
            } else {
                out.add(lastOfSet(out, spec.set()) + 1, hero);
            }
            fromFile.add(spec.id());
        }
        return new Cast(out, fromFile, replaced);
    }

    private static int indexOf(List<Hero> heroes, String id) {
        for (int i = 0; i < heroes.size(); i++) {
            if (heroes.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }

    private static int lastOfSet(List<Hero> heroes, Hero.Sets set) {
        int last = heroes.size() - 1;
        for (int i = 0; i < heroes.size(); i++) {
            if (heroes.get(i).set() == set) {
                last = i;
            }
        }
        return last;
    }

    /** Every character, none first, then each set's in order, files' after the built-in ones. */
    public List<Hero> heroes() {
        return heroes;
    }

    /** The character called {@code id}, or an error listing the ids there are. */
    public Hero byId(String id) {
        int at = indexOf(heroes, id);
        if (at < 0) {
            throw new IllegalArgumentException("no character '" + id + "' (" + String.join(", ", ids()) + ")");
        }
        return heroes.get(at);
    }

    public List<String> ids() {
        List<String> out = new ArrayList<>();
        for (Hero h : heroes) {
            out.add(h.id());
        }
        return out;
    }

    /** True when the character {@code id} comes from a file. */
    public boolean fromFile(String id) {
        return fromFiles.contains(id);
    }

    /** True when the file of {@code id} changed a built-in character (in the balance lab). */
    public boolean changed(String id) {
        return changed.contains(id);
    }
}
