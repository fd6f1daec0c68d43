package dev.kingme.engine.openings;

/**
 * Which pile a ballot belongs to. The ACF keeps its accepted three-move openings in two decks and leaves
 * a third group out of the draw because one side is judged lost ("barred").
 */
public enum Deck {
    /** Drawn for over-the-board play. */
    CROSSBOARD("crossboard", true),
    /** Drawn as well; the openings added for correspondence ("mail") play. */
    MAILPLAY("mailplay", true),
    /** Legal, but never drawn: judged lost for one side. */
    BARRED("barred", false);

    private final String csv;
    private final boolean drawn;

    Deck(String csv, boolean drawn) {
        this.csv = csv;
        this.drawn = drawn;
    }

    /** The word the ballot CSV uses for this deck. */
    public String csvName() {
        return csv;
    }

    /** True when ballots of this deck may be drawn for a game. */
    public boolean drawn() {
        return drawn;
    }

    /** The deck a CSV word names (exact, lower case), or null when it names none. */
    static Deck ofCsv(String word) {
        for (Deck d : values()) {
            if (d.csv.equals(word)) {
                return d;
            }
        }
        return null;
    }
}
