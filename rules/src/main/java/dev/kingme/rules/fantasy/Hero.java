package dev.kingme.rules.fantasy;

import dev.kingme.rules.Persona;
import java.util.ArrayList;
import java.util.List;

/** The characters of Fantasy RPG Checkers, and {@link #NONE} for a side that plays without one. */
public enum Hero {
    NONE("none", "No character", List.of("plays plain checkers; still gains levels")),
    RANGER("ranger", "Demented Ranger", List.of(
            "Backstab: instead of moving, a checker behind an enemy deals it half your level (rounded up) in wounds",
            "Leap & Stab: on the second jump of a multi-jump, deal 1 wound plus 1 per point of positive LD to adjacent enemies")),
    CLERIC("cleric", "Stalwart Cleric", List.of(
            "Spellcaster: a penny for every level gained; one spell instead of moving",
            "Cure Light Wounds (1 penny): a wounded checker of yours is healed",
            "Cure Critical Wounds (3 pennies, in the opponent's turn): a checker of yours is not captured; you pass your next turn",
            "Call Lightning (5 pennies): 3 wounds to an enemy and 1 to every checker around it, each saving for 1 less")),
    BARD("bard", "Bard", List.of(
            "Spellcaster: a penny for every level gained; one spell instead of moving",
            "Charm (1 penny): a penny on a checker of yours, which the opponent may not jump unless they save",
            "Illusion (2 pennies): a quarter that moves as a checker of yours until the opponent saves against it")),
    THIEF("thief", "Ranged Attack Thief", List.of(
            "Shortbow: an arrow for each capture; before moving, shoot up to half your level (rounded up) of them, "
                    + "each a wound along a clear diagonal no longer than your level",
            "Loot!: you win with LD 3 or more, or with a triple jump")),
    FIGHTER("fighter", "Smart Fighter", List.of(
            "Loads of HP: every checker starts with a penny that takes a wound in its place",
            "Tactical Master: with positive LD, a jump may bend 90 degrees to land beside the jumped piece",
            "Smart: a turn of more than one jump puts a penny in your pool (it counts as a captured checker)")),
    MAGE("mage", "Arcane Mage", List.of(
            "Spellcaster: a penny for every level gained; one spell instead of moving",
            "Fireball (3 pennies): along a clear diagonal, 2 wounds to an enemy and 1 to every checker around it, "
                    + "each saving for 1 less",
            "Magic Missile (1 penny): 1 wound to an enemy at the end of a clear path one of your checkers could move along"));

    private final String id;
    private final String title;
    private final List<String> powers;

    Hero(String id, String title, List<String> powers) {
        this.id = id;
        this.title = title;
        this.powers = powers;
    }

    /** The name options and the command line use. */
    public String id() {
        return id;
    }

    public String title() {
        return title;
    }

    /** Gains a penny for each level gained and casts spells instead of moving. */
    public boolean spellcaster() {
        return this == CLERIC || this == BARD || this == MAGE;
    }

    public Persona persona() {
        return new Persona(id, title, powers);
    }

    public static Hero byId(String id) {
        for (Hero h : values()) {
            if (h.id.equals(id)) {
                return h;
            }
        }
        throw new IllegalArgumentException("no Fantasy RPG character '" + id + "' (" + String.join(", ", ids()) + ")");
    }

    public static List<String> ids() {
        List<String> out = new ArrayList<>();
        for (Hero h : values()) {
            out.add(h.id);
        }
        return out;
    }
}
