package dev.kingme.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Position;
import dev.kingme.engine.Result;
import dev.kingme.engine.eval.nnue.Network;
import org.junit.jupiter.api.Test;

/**
 * The search with the network evaluation: the accumulators it keeps along its path give the values plain
 * minimax finds with the network computed from scratch at every leaf (the linear evaluation in endings of four
 * pieces or fewer, where the network was taught only the database's win, draw or loss), and the classic won
 * endings are still won over the board.
 */
class NetworkSearchTest {
    private static final Network NETWORK = Network.standard();

    @Test
    void agreesWithMinimaxOverTheNetworkComputedFromScratch() {
        ReferenceMinimax reference = new ReferenceMinimax(leaf -> ReferenceMinimax.networkScore(NETWORK, leaf));
        int compared = 0;
        for (Position p : TestPositions.mixed(20261128L, 160)) {
            if (p.legalMoves().size() < 2) {
                continue;
            }
            Searcher exact = new Searcher(0);
            exact.setSelective(false);
            exact.setNetwork(NETWORK);
            exact.setLazyMargin(0); // the network at every leaf
            int expected = reference.value(p, 4);
            SearchResult r = exact.search(p, SearchLimits.depth(4));
            assertThat(r.score()).as("%s", p).isEqualTo(expected);
            compared++;
        }
        assertThat(compared).isGreaterThan(80);
    }

    @Test
    void inTheSmallestEndingsTheLinearEvaluationAnswers() {
        ReferenceMinimax linear = new ReferenceMinimax();
        ReferenceMinimax network = new ReferenceMinimax(NETWORK::evaluate);
        int networkDiffers = 0;
        for (Position p : TestPositions.endings(20261201L, StaticScores.LINEAR_PIECES, 40)) {
            Searcher exact = new Searcher(0);
            exact.setSelective(false);
            exact.setNetwork(NETWORK);
            int want = linear.value(p, 4);
            assertThat(exact.search(p, SearchLimits.depth(4)).score()).as("%s", p).isEqualTo(want);
            assertThat(exact.evaluate(p)).as("%s", p).isEqualTo(Evaluation.evaluate(p));
            networkDiffers += network.value(p, 4) != want ? 1 : 0;
        }
        // the network scores these positions otherwise, so a network's answer would have shown
        assertThat(networkDiffers).isGreaterThan(10);
    }

    @Test
    void theLinearEvaluationStaysAvailable() {
        Searcher s = new Searcher(0);
        s.setNetwork(NETWORK);
        assertThat(s.network()).isSameAs(NETWORK);
        s.setEvaluator(dev.kingme.engine.eval.Evaluator.standard());
        assertThat(s.network()).isNull();
        Position p = TestPositions.mixed(5L, 1).get(0);
        assertThat(s.evaluate(p)).isEqualTo(Evaluation.evaluate(p));
    }

    @Test
    void winsFirstPositionOverTheBoard() {
        assertThat(playOut("W:W20,K15:B12,K28", 3)).isEqualTo(Result.WHITE_WINS);
    }

    @Test
    void winsSecondPositionOverTheBoard() {
        // Second Position with the colours reversed (Black to play and win), as the benchmarks play it.
        assertThat(playOut("B:W12,21,K23:B13,K11,K25", 4)).isEqualTo(Result.BLACK_WINS);
    }

    private static Result playOut(String fen, int pieces) {
        return NetworkPlayOut.of(NETWORK, 0, fen, pieces);
    }
}
