package dev.kingme.engine.search;

import dev.kingme.engine.Move;
import java.util.List;

/**
 * What a search found: the best move, its score for the side to move (see {@link Score}), the depth of the
 * last completed iteration, the nodes visited, the time taken, the principal variation (starting with
 * {@code best}), and whether the score rests on the endgame database: the position itself is in it, or the
 * win or loss was proved with positions looked up there.
 */
public record SearchResult(Move best, int score, int depth, long nodes, long millis, List<Move> pv, boolean database) {
    public SearchResult {
        pv = List.copyOf(pv);
    }

    /** A result that owes nothing to the endgame database. */
    public SearchResult(Move best, int score, int depth, long nodes, long millis, List<Move> pv) {
        this(best, score, depth, nodes, millis, pv, false);
    }
}
