package dev.kingme.rules.warp;

import dev.kingme.rules.Direction;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.Topology;

/**
 * The kinds of piece, with their points. The order is the FEN's (its letters go by ordinal): checkers,
 * fragments, kings, queens.
 */
enum Kind {
    CHECKER(1), FRAGMENT(1), KING(2), QUEEN(4);

    private static final Direction[] BLACK_FORWARD = {Direction.SW, Direction.SE};
    private static final Direction[] WHITE_FORWARD = {Direction.NW, Direction.NE};

    final int points;

    Kind(int points) {
        this.points = points;
    }

    /** The kind of the piece on {@code sq} ({@link #CHECKER} for an empty square). */
    static Kind of(GameState s, int sq) {
        if (s.has(WarpLayers.QUEEN, sq)) {
            return QUEEN;
        }
        if (s.has(Layer.KING, sq)) {
            return KING;
        }
        return s.has(WarpLayers.FRAGMENT, sq) ? FRAGMENT : CHECKER;
    }

    /** The diagonal directions a piece of this kind of {@code owner} moves in (shared: do not change). */
    Direction[] directions(Player owner) {
        if (this == KING || this == QUEEN) {
            return Direction.DIAGONALS;
        }
        return owner == Player.BLACK ? BLACK_FORWARD : WHITE_FORWARD;
    }

    /** Whether a piece of this kind of {@code owner} is crowned on {@code sq}: a regular checker on its far row. */
    boolean crownedOn(Player owner, int sq) {
        return this == CHECKER && Topology.row(sq) == owner.opponent().backRow();
    }
}
