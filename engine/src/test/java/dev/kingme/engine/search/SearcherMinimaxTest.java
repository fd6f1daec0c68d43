package dev.kingme.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Position;
import dev.kingme.engine.eval.Evaluator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Alpha-beta with null windows, aspiration windows, move ordering and iterative deepening must find the
 * same value as minimax over the same tree. The table is left out ({@code new Searcher(0)}): with it, a
 * deeper stored result may stand in for a shallower one, which is better play but a different number.
 */
class SearcherMinimaxTest {
    @Test
    void agreesWithMinimaxAtDepthThreeAndFour() {
        List<Position> positions = TestPositions.mixed(20240601L, 120);
        ReferenceMinimax reference = new ReferenceMinimax();
        int compared = 0;
        for (Position p : positions) {
            if (p.legalMoves().size() < 2) {
                continue; // one legal move is returned at once, without a search
            }
            for (int depth = 3; depth <= 4; depth++) {
                reference.nodes = 0;
                int expected = reference.value(p, depth);
                Searcher exact = new Searcher(0);
                exact.setSelective(false);
                exact.setEvaluator(Evaluator.standard()); // the reference minimax evaluates with the linear weights
                SearchResult r = exact.search(p, SearchLimits.depth(depth));
                if (Score.isDecisive(expected) && Score.movesToWin(expected) <= depth) {
                    // Decided within the horizon: the search may stop iterating early, with the same value.
                    assertThat(r.score()).as("%s at depth %d", p, depth).isEqualTo(expected);
                    continue;
                }
                assertThat(r.depth()).isEqualTo(depth);
                assertThat(r.score()).as("%s at depth %d", p, depth).isEqualTo(expected);
                compared++;
            }
        }
        assertThat(compared).isGreaterThan(100);
    }

    @Test
    void theBestMoveScoresWhatTheSearchSays() {
        // The move played must be worth the reported value, not just some move that fails high.
        for (Position p : TestPositions.mixed(77L, 40)) {
            if (p.legalMoves().size() < 2) {
                continue;
            }
            Searcher exact = new Searcher(0);
            exact.setSelective(false);
            exact.setEvaluator(Evaluator.standard());
            SearchResult r = exact.search(p, SearchLimits.depth(3));
            if (Score.isDecisive(r.score())) {
                continue;
            }
            assertThat(p.legalMoves()).contains(r.best());
            assertThat(new ReferenceMinimax().valueOf(p, r.best().packed(), 3)).isEqualTo(r.score());
        }
    }
}
