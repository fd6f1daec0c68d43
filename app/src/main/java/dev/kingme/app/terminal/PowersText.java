package dev.kingme.app.terminal;

import dev.kingme.rules.Persona;
import java.util.ArrayList;
import java.util.List;

/**
 * A character and its powers in full, as its list gives them, the way {@code powers} shows them in a game and
 * {@code kingme powers} outside one: a heading naming who has it, then a power a line.
 *
 * <pre>
 * Black (Arcane Mage):
 *   Spellcaster: a penny for every level gained; one spell instead of moving
 *   Fireball (3 pennies): along a clear diagonal, ...
 * </pre>
 */
public final class PowersText {
    private PowersText() {
    }

    /** The lines of {@code character}'s powers under the heading {@code who (Title):}. */
    public static List<String> lines(String who, Persona character) {
        List<String> out = new ArrayList<>();
        out.add(who + " (" + character.title() + "):");
        for (String power : character.powers()) {
            out.add("  " + power);
        }
        return out;
    }
}
