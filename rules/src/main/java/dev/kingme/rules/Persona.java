package dev.kingme.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * A character a side may play in a character game: the name options and the command line use, its title
 * and its powers, each with its title, its terms (cost and when it is used) and its line in the
 * character's list.
 */
public record Persona(String name, String title, List<Ability> abilities) {
    public Persona {
        abilities = List.copyOf(abilities);
    }

    /**
     * One power as the character's list gives it: its title, its terms ({@code 1 penny},
     * {@code 3 pennies, in the opponent's turn}; null when it has none) and its whole line (the title, the
     * terms in brackets, a colon and what it does), and whether it is a trait (it acts by itself, with no
     * decision) rather than a power its owner uses.
     */
    public record Ability(String title, String terms, String text, boolean trait) {
    }

    /** The lines of the character's list, one a power. */
    public List<String> powers() {
        List<String> out = new ArrayList<>();
        for (Ability a : abilities) {
            out.add(a.text());
        }
        return out;
    }
}
