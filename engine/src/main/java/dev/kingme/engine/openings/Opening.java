package dev.kingme.engine.openings;

import dev.kingme.engine.Position;
import dev.kingme.engine.Rules;
import java.util.List;
import java.util.Objects;

/**
 * One ballot: the opening moves a restriction imposes on a game (seed: "The first three moves are drawn
 * at random from a set of accepted openings").
 *
 * @param number the ballot's number within its restriction (the ACF number for three-move ballots), 1 or
 *     more
 * @param name the opening's traditional name, or the empty string when it has none
 * @param moves the moves in PDN, Black's first ({@code 11-15}, {@code 13x22}); empty under go-as-you-please
 * @param deck the pile the ballot is in, which decides whether it may be drawn
 */
public record Opening(int number, String name, List<String> moves, Deck deck) {
    public Opening {
        if (number < 1) {
            throw new IllegalArgumentException("ballot number must be 1 or more, got " + number);
        }
        name = Objects.requireNonNull(name, "name (use \"\" for none)").strip();
        moves = List.copyOf(moves);
        for (String m : moves) {
            if (m.isBlank()) {
                throw new IllegalArgumentException("ballot " + number + " has an empty move");
            }
        }
        Objects.requireNonNull(deck, "deck");
    }

    /** True when the opening has a traditional name. */
    public boolean hasName() {
        return !name.isEmpty();
    }

    /** True when this ballot may be drawn (its deck is not barred). */
    public boolean drawable() {
        return deck.drawn();
    }

    /** The position after the ballot's moves, played from the initial position. */
    public Position position() {
        return Ballots.replay(this, Rules.STANDARD).position();
    }

    /** The moves joined by spaces, as the ballot CSV writes them: {@code 9-13 22-18 6-9}. */
    public String movesText() {
        return String.join(" ", moves);
    }

    @Override
    public String toString() {
        return "ballot " + number + " [" + movesText() + "]" + (hasName() ? " " + name : "")
                + (deck == Deck.CROSSBOARD ? "" : " (" + deck.csvName() + ")");
    }
}
