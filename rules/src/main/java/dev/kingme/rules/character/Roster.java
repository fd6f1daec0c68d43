package dev.kingme.rules.character;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/**
 * The built-in characters, each as its rules text lists its powers: the one place a character is
 * registered. Adding a character is writing its powers (one small class each, or the existing ones) and a
 * line here.
 */
final class Roster {
    /** The system property that plays the built-in characters from their files: {@value}{@code =files}. */
    static final String FROM_FILES = "kingme.characters";

    static final List<Hero> CLASSES = List.of(
            Hero.NONE,
            fantasy("ranger", "Demented Ranger", new Backstab(), new LeapAndStab()),
            fantasy("cleric", "Stalwart Cleric", new Spellcaster(), new CureLightWounds(), new CureCriticalWounds(),
                    new CallLightning()),
            fantasy("bard", "Bard", new Spellcaster(), new Charm(), new Illusion()),
            fantasy("thief", "Ranged Attack Thief", new Shortbow(), new Loot()),
            fantasy("fighter", "Smart Fighter", new LoadsOfHp(), new TacticalMaster(), new Smart()),
            fantasy("mage", "Arcane Mage", new Spellcaster(), new Fireball(), new MagicMissile()),
            schlock("schlock", "Sergeant Schlock", new Mercenary(true), new StartsWithPennies(1), new Regeneration(),
                    new PlasmaCannon()),
            schlock("tagon", "Captain Tagon", new Mercenary(false), new VeryMercenary(), new NervesOfSteel()),
            schlock("breya", "Admiral Breya", new Mercenary(true), new StartsWithPennies(1), new SuperiorTactician()),
            schlock("kevyn", "Commander Kevyn", new Mercenary(true), new Terraport()),
            schlock("ennesby", "Ennesby", new NotAMercenary(), new StartsWithPennies(1), new HighPoweredMaser()),
            schlock("thurl", "Master Sergeant Thurl", new Mercenary(true), new StartsWithPennies(2), new GoodProblemSolver(),
                    new WorksMiracles()),
            schlock("chvorthq", "Chef Ch'vorthq", new Mercenary(true), new BiologicalBomb()),
            schlock("fobius", "Reverend Theo Fobius", new Mercenary(true), new ClericalStatus()),
            schlock("dertrihs", "Lieutenant DerTrihs", new Mercenary(true), new HeadInAJar(), new BigRobotBody()),
            schlock("bunnigus", "Dr. E. Bunnigus", new Mercenary(true), new StartsWithPennies(1), new Medic()));

    /**
     * The built-in characters: their classes, or (with {@code -Dkingme.characters=files}) their character
     * files as a {@link CharacterSource} on the class path reads them, each equal in play to its class.
     */
    static final List<Hero> ALL = "files".equals(System.getProperty(FROM_FILES)) ? fromFiles() : CLASSES;

    private Roster() {
    }

    private static List<Hero> fromFiles() {
        List<Hero> out = new ArrayList<>();
        out.add(Hero.NONE);
        for (CharacterSource source : ServiceLoader.load(CharacterSource.class, Roster.class.getClassLoader())) {
            for (Hero h : CLASSES.subList(1, CLASSES.size())) {
                out.add(source.builtIn(h.id()).hero());
            }
            return List.copyOf(out);
        }
        throw new IllegalStateException(FROM_FILES + "=files, but no character files are on the class path");
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

    private static Hero fantasy(String id, String title, Power... powers) {
        return new Hero(id, title, Hero.Sets.FANTASY, List.of(powers));
    }

    private static Hero schlock(String id, String title, Power... powers) {
        return new Hero(id, title, Hero.Sets.SCHLOCK, List.of(powers));
    }
}
