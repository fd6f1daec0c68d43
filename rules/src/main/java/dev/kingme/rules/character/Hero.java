package dev.kingme.rules.character;

import dev.kingme.rules.Persona;
import java.util.ArrayList;
import java.util.List;

/**
 * A character a side plays in the character games: its name, its title, the set it comes from, and the
 * powers it holds ({@link Power}), in the order its list gives them. {@link #NONE} is a side that plays
 * without one. The built-in characters are listed in {@link Roster}; {@link Cast} adds those of character files.
 */
public final class Hero {
    /** The two character sets, each from its own rules text. */
    public enum Sets {
        NONE, FANTASY, SCHLOCK
    }

    public static final Hero NONE = new Hero("none", "No character", Sets.NONE, List.of());

    private final String id;
    private final String title;
    private final Sets set;
    private final List<Power> powers;

    Hero(String id, String title, Sets set, List<Power> powers) {
        this.id = id;
        this.title = title;
        this.set = set;
        this.powers = List.copyOf(powers);
    }

    /** The name options and the command line use. */
    public String id() {
        return id;
    }

    public String title() {
        return title;
    }

    public Sets set() {
        return set;
    }

    /** The character in a sentence: "the Arcane Mage" (a Fantasy RPG role), "Sergeant Schlock" (a person). */
    public String named() {
        return set == Sets.FANTASY ? "the " + title : title;
    }

    public List<Power> powers() {
        return powers;
    }

    /** True when it holds a power of the class {@code kind}. */
    public boolean has(Class<? extends Power> kind) {
        for (Power p : powers) {
            if (kind.isInstance(p)) {
                return true;
            }
        }
        return false;
    }

    /** Pennies in the purse that win the game at once (0: none do). */
    int pennyVictory() {
        int v = 0;
        for (Power p : powers) {
            v = Math.max(v, p.pennyVictory());
        }
        return v;
    }

    /** True when the status shows its purse: the Schlock set's characters, and those that pay for powers. */
    boolean showsPurse() {
        if (set == Sets.SCHLOCK) {
            return true;
        }
        for (Power p : powers) {
            if (p.usesPurse()) {
                return true;
            }
        }
        return false;
    }

    /** The character for interfaces: its name, title and powers as its list gives them. */
    public Persona persona() {
        List<Persona.Ability> abilities = new ArrayList<>();
        for (Power p : powers) {
            abilities.add(new Persona.Ability(p.title(), p.terms(), p.text(), p.acts().isEmpty()));
        }
        if (this == NONE) {
            String plain = "plays plain checkers; still gains levels";
            abilities.add(new Persona.Ability(plain, null, plain, true));
        }
        return new Persona(id, title, abilities);
    }

    /**
     * Every character this process plays ({@link Cast#current()}): none first, then the Fantasy RPG set and the
     * Schlock Mercenary set in their texts' order, each followed by the characters files add to it.
     */
    public static List<Hero> values() {
        return Cast.current().heroes();
    }

    public static Hero byId(String id) {
        return Cast.current().byId(id);
    }

    /** The characters of one set, in the text's order. */
    public static List<Hero> of(Sets set) {
        List<Hero> out = new ArrayList<>();
        for (Hero h : values()) {
            if (h.set == set) {
                out.add(h);
            }
        }
        return out;
    }

    public static List<String> ids() {
        return Cast.current().ids();
    }

    @Override
    public String toString() {
        return id;
    }
}
