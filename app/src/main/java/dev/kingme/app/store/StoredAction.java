package dev.kingme.app.store;

/**
 * One action of a game as stored, numbered from 1: its kind ({@code move}, {@code roll}, {@code undo},
 * {@code offer-draw}, {@code accept-draw}, {@code decline-draw}, {@code resign}), the seat that took it
 * (null for chance) and its body, JSON text whose shape the kind fixes.
 */
public record StoredAction(int seq, String kind, String player, String body) {
}
