package dev.kingme.rules;

/**
 * A character a side may play in a character game: the name options and the command line use
 * ({@code cleric}), its title ({@code Stalwart Cleric}) and its powers in a few words each.
 */
public record Persona(String name, String title, java.util.List<String> powers) {
    public Persona {
        powers = java.util.List.copyOf(powers);
    }
}
