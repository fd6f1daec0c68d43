package dev.kingme.engine.openings;

import dev.kingme.engine.Game;
import dev.kingme.engine.Rules;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * How the opening of a tournament game is chosen: a closed set of three styles.
 *
 * <p>Seed: "In tournament Checkers, a variation called three-move restriction is preferred. The first
 * three moves are drawn at random from a set of accepted openings. [...] A two-move restriction was used
 * from 1900 until 1934 in the United States and in the British Isles until the 1950s. Before 1900,
 * championships were played without restriction: this style is called go-as-you-please (GAYP)."
 *
 * <p>Randomness always comes from the caller ({@link #draw(RandomGenerator)}), so a tournament can be
 * replayed from its seed and tests are deterministic.
 */
public sealed interface Restriction permits GoAsYouPlease, TwoMoveRestriction, ThreeMoveRestriction {

    /** Go-as-you-please: no restriction. */
    static GoAsYouPlease goAsYouPlease() {
        return GoAsYouPlease.INSTANCE;
    }

    /** The two-move restriction derived from the ACF three-move list (see {@link TwoMoveRestriction}). */
    static TwoMoveRestriction twoMove() {
        return TwoMoveRestriction.acf();
    }

    /** The three-move restriction with the ACF ballots. */
    static ThreeMoveRestriction threeMove() {
        return ThreeMoveRestriction.acf();
    }

    /** A short name for people: "go as you please", "two-move restriction", "three-move restriction". */
    String title();

    /** How many moves each ballot fixes: 0, 2 or 3. */
    int ballotLength();

    /** Every ballot, barred ones included, in the order given (number order for the bundled lists). */
    List<Opening> ballots();

    /** The ballots that may be drawn: those not barred. */
    default List<Opening> deck() {
        return ballots().stream().filter(Opening::drawable).toList();
    }

    /** Draws one ballot from {@link #deck()}, each equally likely, using {@code random}. */
    default Opening draw(RandomGenerator random) {
        Objects.requireNonNull(random, "random generator");
        List<Opening> deck = deck();
        if (deck.isEmpty()) {
            throw new IllegalStateException(title() + " has no ballot that may be drawn");
        }
        return deck.get(random.nextInt(deck.size()));
    }

    /** The ballot numbered {@code number}, barred or not. */
    default Optional<Opening> byNumber(int number) {
        return ballots().stream().filter(o -> o.number() == number).findFirst();
    }

    /**
     * A new game from the initial position, played by {@code rules}, with the ballot's moves already
     * played (so {@link Game#undo()} can take them back, and the players continue from there).
     *
     * @throws IllegalArgumentException when {@code opening} is not one of {@link #ballots()}
     */
    default Game start(Opening opening, Rules rules) {
        Objects.requireNonNull(rules, "rules");
        if (!ballots().contains(opening)) {
            throw new IllegalArgumentException(opening + " is not a ballot of the " + title());
        }
        return Ballots.replay(opening, rules);
    }
}
