package dev.kingme.ai;

import java.util.Locale;

/**
 * How strong an AI plays, from a beginner to the strongest this machine allows: a time per decision and a
 * depth (engine plies for plain checkers; for the search over the general model, its own depth or
 * playouts). Lower levels also make deliberate mistakes (see the players using them).
 */
public enum Level {
    BEGINNER(1, 50, 2),
    EASY(2, 100, 4),
    MEDIUM(3, 250, 8),
    HARD(4, 500, 14),
    STRONGEST(5, 1000, 64);

    private final int number;
    private final long movetimeMillis;
    private final int depth;

    Level(int number, long movetimeMillis, int depth) {
        this.number = number;
        this.movetimeMillis = movetimeMillis;
        this.depth = depth;
    }

    public int number() {
        return number;
    }

    /** The time the AI may take for one decision at this level, in milliseconds. */
    public long movetimeMillis() {
        return movetimeMillis;
    }

    /** The deepest the AI searches at this level (engine plies for plain checkers). */
    public int depth() {
        return depth;
    }

    /** A level by its number (1-5) or name ({@code hard}), case-insensitive. */
    public static Level parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        for (Level l : values()) {
            if (t.equals(String.valueOf(l.number)) || t.equals(l.name().toLowerCase(Locale.ROOT))) {
                return l;
            }
        }
        throw new IllegalArgumentException("unknown AI level '" + text + "': use 1-5 or "
                + "beginner, easy, medium, hard, strongest");
    }
}
