package dev.kingme.rules;

import java.util.List;

/**
 * What happened, for logs and for interfaces to animate: a kind in the games' own words ("move",
 * "capture", "crown", "pawn", "huff", "turn"), the squares involved and a sentence.
 */
public record Event(String kind, List<Integer> squares, String text) {
    public Event {
        squares = List.copyOf(squares);
    }
}
