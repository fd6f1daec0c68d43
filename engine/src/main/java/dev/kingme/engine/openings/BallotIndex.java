package dev.kingme.engine.openings;

import dev.kingme.engine.Game;
import dev.kingme.engine.Position;
import dev.kingme.engine.Rules;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The ACF ballots by the position their three moves lead to: which ballot a position, or a game, opened with. */
public final class BallotIndex {
    /** How many moves a ballot plays. */
    public static final int PLIES = 3;

    private final Map<Position, Opening> byPosition;
    private final Map<Integer, Opening> byNumber;

    private BallotIndex(Map<Position, Opening> byPosition, Map<Integer, Opening> byNumber) {
        this.byPosition = byPosition;
        this.byNumber = byNumber;
    }

    /** The index of {@code ballots}; a ballot that does not replay is named nowhere, and of two that reach one position the first wins. */
    public static BallotIndex of(List<Opening> ballots) {
        Map<Position, Opening> named = new HashMap<>();
        Map<Integer, Opening> numbered = new HashMap<>();
        for (Opening o : ballots) {
            numbered.putIfAbsent(o.number(), o);
            Game game = new Game(Position.initial(), Rules.STANDARD);
            try {
                o.moves().forEach(game::play);
            } catch (IllegalArgumentException e) {
                continue;
            }
            named.putIfAbsent(game.position(), o);
        }
        return new BallotIndex(Map.copyOf(named), Map.copyOf(numbered));
    }

    private static final class Acf {
        static final BallotIndex INDEX = of(BallotCsv.acf());
    }

    /** The index of the ACF's three-move ballots, built once. */
    public static BallotIndex acf() {
        return Acf.INDEX;
    }

    /** The ballot of number {@code number}, if there is one. */
    public Optional<Opening> number(int number) {
        return Optional.ofNullable(byNumber.get(number));
    }

    /** The ballot whose three moves lead to {@code p}, if one does. */
    public Optional<Opening> at(Position p) {
        return Optional.ofNullable(byPosition.get(p));
    }

    /**
     * The ballot a game opened with: the one whose moves lead to its position after {@link #PLIES} moves, given the
     * game's positions from its start ({@code positions.get(i)} after {@code i} moves), when it started from the
     * initial position.
     */
    public Optional<Opening> openedWith(List<Position> positions) {
        if (positions.size() <= PLIES || !positions.get(0).equals(Position.initial())) {
            return Optional.empty();
        }
        return at(positions.get(PLIES));
    }
}
