package dev.kingme.rules.character;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The built-in power classes a character file may name where its blocks cannot say a power, each by a
 * name of its own ({@code leap-and-stab}).
 */
public final class BuiltinPowers {
    private static final Map<String, Supplier<Power>> BY_NAME = new LinkedHashMap<>();

    static {
        BY_NAME.put("backstab", Backstab::new);
        BY_NAME.put("leap-and-stab", LeapAndStab::new);
        BY_NAME.put("spellcaster", Spellcaster::new);
        BY_NAME.put("cure-light-wounds", CureLightWounds::new);
        BY_NAME.put("cure-critical-wounds", CureCriticalWounds::new);
        BY_NAME.put("call-lightning", CallLightning::new);
        BY_NAME.put("charm", Charm::new);
        BY_NAME.put("illusion", Illusion::new);
        BY_NAME.put("shortbow", Shortbow::new);
        BY_NAME.put("loot", Loot::new);
        BY_NAME.put("loads-of-hp", LoadsOfHp::new);
        BY_NAME.put("tactical-master", TacticalMaster::new);
        BY_NAME.put("smart", Smart::new);
        BY_NAME.put("fireball", Fireball::new);
        BY_NAME.put("magic-missile", MagicMissile::new);
        BY_NAME.put("mercenary", () -> new Mercenary(true));
        BY_NAME.put("mercenary-without-penny-victory", () -> new Mercenary(false));
        BY_NAME.put("very-mercenary", VeryMercenary::new);
        BY_NAME.put("starts-with-a-penny", () -> new StartsWithPennies(1));
        BY_NAME.put("starts-with-two-pennies", () -> new StartsWithPennies(2));
        BY_NAME.put("regeneration", Regeneration::new);
        BY_NAME.put("plasma-cannon", PlasmaCannon::new);
        BY_NAME.put("nerves-of-steel", NervesOfSteel::new);
        BY_NAME.put("superior-tactician", SuperiorTactician::new);
        BY_NAME.put("terraport", Terraport::new);
        BY_NAME.put("not-a-mercenary", NotAMercenary::new);
        BY_NAME.put("high-powered-maser", HighPoweredMaser::new);
        BY_NAME.put("good-problem-solver", GoodProblemSolver::new);
        BY_NAME.put("works-miracles", WorksMiracles::new);
        BY_NAME.put("biological-bomb", BiologicalBomb::new);
        BY_NAME.put("clerical-status", ClericalStatus::new);
        BY_NAME.put("head-in-a-jar", HeadInAJar::new);
        BY_NAME.put("big-robot-body", BigRobotBody::new);
        BY_NAME.put("medic", Medic::new);
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
    static Power make(String name) {
        Supplier<Power> s = BY_NAME.get(name);
        if (s == null) {
            throw new IllegalArgumentException("no built-in power '" + name + "' (" + String.join(", ", names()) + ")");
        }
        return s.get();
    }
}
