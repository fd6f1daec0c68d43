package dev.kingme.engine.openings;

import java.util.List;
import java.util.Objects;

/**
 * Who plays which side in one game of a ballot.
 *
 * <p>Seed: "Two games are played with the chosen opening, each player having a turn at either side."
 *
 * @param <P> whatever identifies a player
 * @param opening the ballot both games start from
 * @param black the player who has Black (moves first, plays the ballot's odd moves)
 * @param white the player who has White
 */
public record Pairing<P>(Opening opening, P black, P white) {
    public Pairing {
        Objects.requireNonNull(opening, "opening");
        Objects.requireNonNull(black, "black player");
        Objects.requireNonNull(white, "white player");
        if (black.equals(white)) {
            throw new IllegalArgumentException("a player cannot play both sides: " + black);
        }
    }

    /**
     * The two games of a ballot: {@code first} has Black in the first game, {@code second} in the
     * second, so that each player has a turn at either side.
     */
    public static <P> List<Pairing<P>> bothSides(Opening opening, P first, P second) {
        return List.of(new Pairing<>(opening, first, second), new Pairing<>(opening, second, first));
    }
}
