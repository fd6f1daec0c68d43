package dev.kingme.app.session;

/**
 * A person's name as the players give it, wherever one is taken (a new game's names, a challenge's
 * creator, the one who accepts it, a seat joined by invite): one limit and one message for them all.
 */
public final class PersonName {
    /** The longest name, in characters (the games table's name columns hold as much). */
    public static final int MAX = 40;

    private PersonName() {
    }

    /**
     * {@code given} trimmed, its control characters removed; {@code otherwise} when nothing is left of it or
     * it is null; refused as {@link GameError.Kind#INVALID} when longer than {@link #MAX}, saying where it was
     * given ({@code where}, e.g. {@code 'name'}).
     */
    public static String of(String given, String otherwise, String where) {
        if (given == null) {
            return otherwise;
        }
        String clean = given.replaceAll("\\p{Cntrl}", "").strip();
        if (clean.length() > MAX) {
            throw GameError.invalid(where + ": a name may be at most " + MAX + " characters, not " + clean.length());
        }
        return clean.isEmpty() ? otherwise : clean;
    }
}
