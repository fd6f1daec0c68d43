package dev.kingme.balance.report;

import dev.kingme.rules.GameKind;
import dev.kingme.rules.Games;
import dev.kingme.rules.Persona;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How the report shows a character: its name as the run gave it ({@code mage}), its title
 * ({@code Arcane Mage}) and the set it belongs to ({@code Fantasy RPG}), when the character games know it.
 * An unknown name is shown as given, with itself as title and no set. A built-in character the run played
 * from a changed file is labelled wherever it is shown ({@link #label()}: {@code mage (changed)}), since its
 * results are not the built-in character's.
 *
 * @param name the name as the run gave it
 * @param title the title, or the name when unknown
 * @param set the character set, or empty when unknown
 * @param changed whether the run played this built-in character from a changed file
 */
public record CharacterInfo(String name, String title, String set, boolean changed) {
    /** What the report writes after a changed built-in character's name. */
    public static final String CHANGED = "changed";

    /** The games whose characters the report knows by title. */
    static final String[] CHARACTER_GAMES = {"fantasy-rpg", "schlock-mercenary"};

    public CharacterInfo {
        name = String.valueOf(name);
        title = title == null || title.isBlank() ? name : title;
        set = set == null ? "" : set;
    }

    /** A character as the built-in characters have it, unchanged. */
    public CharacterInfo(String name, String title, String set) {
        this(name, title, set, false);
    }

    /** The character called {@code name}, unchanged. */
    public static CharacterInfo of(String name) {
        return of(name, false);
    }

    /** The character called {@code name}; {@code changed} when the run played it from a changed file. */
    public static CharacterInfo of(String name, boolean changed) {
        CharacterInfo known = known().get(name);
        return known != null ? new CharacterInfo(name, known.title(), known.set(), changed)
                : new CharacterInfo(name, name, "", changed);
    }

    /** The name, and {@code (changed)} after it when the run changed this built-in character. */
    public String label() {
        return changed ? name + " (" + CHANGED + ")" : name;
    }

    /** Whether the title says more than the name. */
    public boolean hasTitle() {
        return !title.equals(name);
    }

    /** The characters this process plays (its current cast), looked up afresh: a run may add files. */
    private static Map<String, CharacterInfo> known() {
        Map<String, CharacterInfo> out = new LinkedHashMap<>();
        for (String game : CHARACTER_GAMES) {
            GameKind kind;
            try {
                kind = Games.byName(game);
            } catch (RuntimeException | java.util.ServiceConfigurationError e) {
                continue; // the game cannot be found: its characters show by name, and the report still writes
            }
            String set = setName(kind);
            for (Persona p : kind.characters()) {
                out.putIfAbsent(p.name(), new CharacterInfo(p.name(), p.title(), set));
            }
        }
        return out;
    }

    /** {@code Fantasy RPG} of the title {@code Fantasy RPG Checkers: levels, ...}. */
    static String setName(GameKind kind) {
        String title = kind.title();
        if (title == null || title.isBlank()) {
            return kind.name();
        }
        int colon = title.indexOf(':');
        String head = (colon >= 0 ? title.substring(0, colon) : title).strip();
        if (head.endsWith(" Checkers")) {
            head = head.substring(0, head.length() - " Checkers".length()).strip();
        }
        return head.isEmpty() ? kind.name() : head;
    }
}
