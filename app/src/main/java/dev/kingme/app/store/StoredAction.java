package dev.kingme.app.store;

/**
 * One action of a game as stored, numbered from 1: its kind ({@code move}, {@code roll}, {@code undo},
 * {@code offer-draw}, {@code accept-draw}, {@code decline-draw}, {@code resign}, {@code flag}), the seat
 * that took it (null for chance), its body, JSON text whose shape the kind fixes, and in a game with a
 * clock the clock as it stood once the action was taken (null without one).
 */
public record StoredAction(int seq, String kind, String player, String body, Times times) {
    /** Each side's remaining milliseconds and the moment the action was taken (milliseconds since the epoch). */
    public record Times(long blackMs, long whiteMs, long at) {
    }

    /** An action of a game without a clock. */
    public StoredAction(int seq, String kind, String player, String body) {
        this(seq, kind, player, body, null);
    }
}
