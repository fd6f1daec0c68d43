package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import java.util.Map;

/**
 * Which power of {@link Hero}'s lists each decision uses, by the power's title there (the text before its
 * cost or its colon), so that an interface can show a power as one button. Answers and saving throws that
 * a power forces on the other side (disbelieving an illusion, a suggested move) use no power of the side
 * that makes them.
 */
final class PowerNames {
    private static final Map<String, String> BY_ACT = Map.ofEntries(
            Map.entry(Powers.BACKSTAB, "Backstab"),
            Map.entry(Powers.STAB, "Leap & Stab"),
            Map.entry(Powers.CURE_LIGHT, "Cure Light Wounds"),
            Map.entry(Powers.CURE_CRITICAL, "Cure Critical Wounds"),
            Map.entry(Powers.CALL_LIGHTNING, "Call Lightning"),
            Map.entry(Powers.CHARM, "Charm"),
            Map.entry(Powers.ILLUSION, "Illusion"),
            Map.entry(Powers.SHOOT, "Shortbow"),
            Map.entry(Powers.FIREBALL, "Fireball"),
            Map.entry(Powers.MAGIC_MISSILE, "Magic Missile"),
            Map.entry(Mercenaries.PLASMA_CANNON, "Plasma Cannon"),
            Map.entry(Mercenaries.REGENERATE, "Regeneration"),
            Map.entry(Mercenaries.NERVES, "Nerves of Steel"),
            Map.entry(Mercenaries.TACTICIAN, "Superior Tactician"),
            Map.entry(Mercenaries.TERRAPORT, "Terraport"),
            Map.entry(Mercenaries.MASER, "High-powered Maser"),
            Map.entry(Mercenaries.ASK, "Good Problem-solver"),
            Map.entry(Mercenaries.EXTRA_TURN, "Works Miracles"),
            Map.entry(Mercenaries.DETONATE, "Biological Bomb"),
            Map.entry(CharacterRules.HEAL, "Medic!"),
            Map.entry(CharacterRules.TRANSPLANT, "Big robot body"));

    private PowerNames() {
    }

    static String of(Decision d) {
        if (d instanceof Decision.Jump j && Powers.bent(j)) {
            return "Tactical Master";
        }
        return d instanceof Decision.Act a ? BY_ACT.getOrDefault(a.name(), "") : "";
    }

    static java.util.Collection<String> titles() {
        return BY_ACT.values();
    }
}
