package dev.kingme.engine.puzzles;

/** What a puzzle trains; the definitions are {@link Themes}'s, the ruling is in {@code docs/rules/puzzles.md}. */
public enum Theme {
    /** The solution gives a piece away and takes material back, and more, with a multi-jump. */
    SHOT("shot", "Shot"),
    /** The solution forces a man through to the king row. */
    BREAKTHROUGH("breakthrough", "Breakthrough"),
    /** Few pieces, every move proved by the endgame database: the technique of winning or holding the ending. */
    ENDGAME_TECHNIQUE("endgame", "Endgame technique");

    private final String id;
    private final String title;

    Theme(String id, String title) {
        this.id = id;
        this.title = title;
    }

    /** The theme's name in files and addresses: {@code shot}, {@code breakthrough}, {@code endgame}. */
    public String id() {
        return id;
    }

    /** The theme as a page names it. */
    public String title() {
        return title;
    }

    /**
     * The theme whose {@link #id()} is {@code id}.
     *
     * @throws IllegalArgumentException for any other text, listing the themes
     */
    public static Theme ofId(String id) {
        for (Theme t : values()) {
            if (t.id.equals(id)) {
                return t;
            }
        }
        throw new IllegalArgumentException("no puzzle theme '" + id + "': the themes are shot, breakthrough and endgame");
    }
}
