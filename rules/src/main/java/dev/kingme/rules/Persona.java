package dev.kingme.rules;

/**
 * A character a side may play in a character game: the name options and the command line use
 * ({@code cleric}), its title ({@code Stalwart Cleric}) and its powers in a few words each.
 */
public record Persona(String name, String title, java.util.List<String> powers) {
    public Persona {
        powers = java.util.List.copyOf(powers);
    }

    /**
     * The title of a power as listed in {@link #powers()}: the text before its cost in parentheses or its
     * colon ({@code Cure Light Wounds} of {@code Cure Light Wounds (1 penny): ...}); the whole text when it
     * has neither.
     */
    public static String powerTitle(String power) {
        int end = power.length();
        for (char c : new char[] {'(', ':'}) {
            int i = power.indexOf(c);
            if (i >= 0 && i < end) {
                end = i;
            }
        }
        return power.substring(0, end).strip();
    }

    /** What the parentheses after a power's title say ({@code 3 pennies, in the opponent's turn}), or null. */
    public static String powerCost(String power) {
        int paren = power.indexOf('(');
        int colon = power.indexOf(':');
        if (paren < 0 || (colon >= 0 && colon < paren)) {
            return null;
        }
        int close = power.indexOf(')', paren);
        return close < 0 ? null : power.substring(paren + 1, close);
    }
}
