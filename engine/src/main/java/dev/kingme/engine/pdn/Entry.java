package dev.kingme.engine.pdn;

/**
 * One item of a game's main line, in the order it was written. Variations, NAGs, move numbers and
 * ordinary comments are not entries: they do not change the game. Damage is kept in place so that a
 * replay shows every position up to it and then reports it.
 */
public sealed interface Entry permits Entry.Played, Entry.Huff, Entry.Damage {
    Location at();

    /**
     * A move as written, without NAGs.
     *
     * @param number the move number written just before it, or 0 when none was
     */
    record Played(String text, int number, Location at) implements Entry {
    }

    /** A {@code {huff N}} comment: the side to move removes the opponent's piece on {@code square}. */
    record Huff(int square, String text, Location at) implements Entry {
    }

    /**
     * Something that cannot be read.
     *
     * @param token the text as written where a move was expected, or null for a flaw not tied to a move
     *     (an open comment, a malformed tag)
     * @param number the move number written just before it, or 0
     */
    record Damage(String token, String reason, int number, Location at) implements Entry {
    }
}
