package dev.kingme.rules.character;

import dev.kingme.rules.Persona;
import java.util.ArrayList;
import java.util.List;

/**
 * The characters of both sets, Fantasy RPG Checkers and Schlock Mercenary Checkers (either may face the
 * other), and {@link #NONE} for a side that plays without one.
 */
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
            "Magic Missile (1 penny): 1 wound to an enemy at the end of a clear path one of your checkers could move along")),
    SCHLOCK("schlock", "Sergeant Schlock", Sets.SCHLOCK, List.of(
            Texts.MERCENARY,
            "Starts with a penny",
            "Regeneration: when kinged, a piece back on a free square of your home row",
            "Plasma Cannon (1 penny): capture a piece you could jump without moving; no more captures that turn")),
    TAGON("tagon", "Captain Tagon", Sets.SCHLOCK, List.of(
            "Mercenary: a penny for each jump after the first in a move",
            "Very mercenary: 3 pennies win",
            "Nerves of Steel (1 penny, in the opponent's turn): a piece of yours that was jumped is not captured, "
                    + "and may not be jumped again that turn")),
    BREYA("breya", "Admiral Breya", Sets.SCHLOCK, List.of(
            Texts.MERCENARY,
            "Starts with a penny",
            "Superior Tactician (1 penny, at the start of a turn, yours or the opponent's): the opponent's powers do"
                    + " nothing that turn")),
    KEVYN("kevyn", "Commander Kevyn", Sets.SCHLOCK, List.of(
            Texts.MERCENARY,
            "Terraport: at the start of your turn mark a piece of yours and a square and roll a die; the die loses "
                    + "a pip at the start of every turn and at 0 the piece moves there (captured if the square is taken)")),
    ENNESBY("ennesby", "Ennesby", Sets.SCHLOCK, List.of(
            "Not a mercenary: no pennies for jumps, no penny victory",
            "Starts with a penny",
            "High-powered Maser: instead of the first jump of a turn, gain a dime and capture every piece in the line "
                    + "of the jump; then pay a penny per dime you hold, or lose")),
    THURL("thurl", "Master Sergeant Thurl", Sets.SCHLOCK, List.of(
            Texts.MERCENARY,
            "Starts with two pennies",
            "Good Problem-solver (1 penny, in your turn): the opponent names the move they think is your best",
            "Works Miracles (2 pennies, at the end of your turn): take another turn")),
    CHVORTHQ("chvorthq", "Chef Ch'vorthq", Sets.SCHLOCK, List.of(
            Texts.MERCENARY,
            "Biological Bomb (1 penny, instead of moving): a checker of yours detonates, capturing every checker on "
                    + "its square and around it")),
    FOBIUS("fobius", "Reverend Theo Fobius", Sets.SCHLOCK, List.of(
            Texts.MERCENARY,
            "Clerical Status: after a turn in which a piece of yours was captured, none of yours may be jumped "
                    + "in the opponent's next turn")),
    DERTRIHS("dertrihs", "Lieutenant DerTrihs", Sets.SCHLOCK, List.of(
            Texts.MERCENARY,
            "Head in a jar: with 5 to 8 pieces, your captures stop after one jump",
            "Big robot body: at 4 pieces or fewer, kings until you have two, and a penny for every piece you capture")),
    BUNNIGUS("bunnigus", "Dr. E. Bunnigus", Sets.SCHLOCK, List.of(
            Texts.MERCENARY,
            "Starts with a penny",
            "Medic! (2 pennies, before you move or at the start of the opponent's turn): a captured checker of yours "
                    + "comes back on the free square nearest your home row"));

    /** Sentences several characters share. */
    private static final class Texts {
        static final String MERCENARY = "Mercenary: a penny for each jump after the first in a move; 5 pennies win";
    }

    /** The two character sets, each from its own rules text. */
    public enum Sets {
        NONE, FANTASY, SCHLOCK
    }

    private final String id;
    private final String title;
    private final Sets set;
    private final List<String> powers;

    Hero(String id, String title, List<String> powers) {
        this(id, title, id.equals("none") ? Sets.NONE : Sets.FANTASY, powers);
    }

    Hero(String id, String title, Sets set, List<String> powers) {
        this.id = id;
        this.title = title;
        this.set = set;
        this.powers = powers;
    }

    public Sets set() {
        return set;
    }

    /** The Schlock Mercenary characters with the mercenary abilities (all but Ennesby). */
    public boolean mercenary() {
        return set == Sets.SCHLOCK && this != ENNESBY;
    }

    /** Pennies that win the game at once (0: none do). */
    public int pennyVictory() {
        return this == TAGON ? 3 : mercenary() ? 5 : 0;
    }

    /** Pennies in the purse at the start. */
    public int startingPennies() {
        switch (this) {
            case SCHLOCK:
            case BREYA:
            case ENNESBY:
            case BUNNIGUS:
                return 1;
            case THURL:
                return 2;
            default:
                return 0;
        }
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
        throw new IllegalArgumentException("no character '" + id + "' (" + String.join(", ", ids()) + ")");
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
        List<String> out = new ArrayList<>();
        for (Hero h : values()) {
            out.add(h.id);
        }
        return out;
    }
}
