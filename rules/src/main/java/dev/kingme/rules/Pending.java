package dev.kingme.rules;

import java.util.List;

/**
 * One thing that must happen before a turn can go on: a saving throw to roll, a reaction to offer, wounds
 * to deal, the rest of a move to finish. The state keeps a queue of them ({@link GameState#pending()}); the
 * game that put them there reads them (their {@code kind} is its own word), and while the queue is not
 * empty its head, not the window, says who acts. {@code player} is the side concerned (the one that
 * saves or reacts), {@code squares} the squares concerned, {@code amount} a count (wounds, stabs left).
 */
public record Pending(String kind, Player player, List<Integer> squares, int amount) {
    public Pending {
        squares = List.copyOf(squares);
    }

    public static Pending of(String kind, Player player, int amount, int... squares) {
        Integer[] boxed = new Integer[squares.length];
        for (int i = 0; i < squares.length; i++) {
            boxed[i] = squares[i];
        }
        return new Pending(kind, player, List.of(boxed), amount);
    }

    /** The first square, or -1. */
    public int square() {
        return squares.isEmpty() ? -1 : squares.get(0);
    }
}
