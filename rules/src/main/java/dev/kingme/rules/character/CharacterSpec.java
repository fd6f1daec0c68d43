package dev.kingme.rules.character;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/**
 * A character as a character file gives it: its id (how options and the command line name it), its title,
 * the set it plays in, and its powers in the order its list gives them. {@link #hero()} makes the character.
 */
public record CharacterSpec(String id, String title, Hero.Sets set, List<PowerSpec> powers) {
    public CharacterSpec {
        powers = List.copyOf(powers);
    }

    /** The character, each power built from its blocks or named built-in class. */
    /** The block interpreter, which makes the powers. */
    private static final PowerMaker MAKER = ServiceLoader.load(PowerMaker.class, CharacterSpec.class.getClassLoader())
            .findFirst().orElseThrow(() -> new IllegalStateException("no block interpreter (PowerMaker) on the class path"));

    public Hero hero() {
        List<Power> made = new ArrayList<>();
        int perGame = 0;
        for (PowerSpec p : powers) {
            boolean limited = p.act() != null && p.act().perGame() > 0;
            made.add(MAKER.make(p, limited ? perGame++ : -1));
        }
        return new Hero(id, title, set, made);
    }
}
