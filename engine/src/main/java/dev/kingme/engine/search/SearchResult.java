package dev.kingme.engine.search;

import dev.kingme.engine.Move;
import java.util.List;

/**
 * What a search found: the best move, its score for the side to move (see {@link Score}), the depth of the
 * last completed iteration, the nodes visited, the time taken and the principal variation (starting with
 * {@code best}).
 */
public record SearchResult(Move best, int score, int depth, long nodes, long millis, List<Move> pv) {
    public SearchResult {
        pv = List.copyOf(pv);
    }
}
