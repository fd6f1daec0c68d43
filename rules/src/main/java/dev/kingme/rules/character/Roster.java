package dev.kingme.rules.character;

import java.util.List;

/**
 * The built-in characters, each as its rules text lists its powers: the one place a character is
 * registered. Adding a character is writing its powers (one small class each, or the existing ones) and a
 * line here.
 */
final class Roster {
    static final List<Hero> ALL = List.of(
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

    private Roster() {
    }

    /** The first power of the built-in characters whose decision is named {@code name}, or null. */
    static Power powerOfAct(String name) {
        for (Hero h : ALL) {
            for (Power p : h.powers()) {
                if (p.acts().contains(name)) {
                    return p;
                }
            }
        }
        return null;
    }

    /** The built-in character holding {@code power}. */
    static Hero heroOf(Power power) {
        for (Hero h : ALL) {
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
