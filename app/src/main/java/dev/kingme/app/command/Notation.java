package dev.kingme.app.command;

import dev.kingme.engine.Move;
import java.util.List;

/** Move texts for listings where every route must be told apart. */
final class Notation {
    private Notation() {
    }

    /**
     * {@code move} in its short form unless another listed move shares its origin and destination; then
     * the whole route, so two routes taking the same pieces print differently.
     */
    static String distinct(List<Move> moves, Move move) {
        for (Move m : moves) {
            if (m != move && m.from() == move.from() && m.to() == move.to()) {
                return move.toPdn();
            }
        }
        return move.toShortPdn();
    }
}
