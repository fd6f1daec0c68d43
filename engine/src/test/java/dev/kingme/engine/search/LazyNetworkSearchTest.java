package dev.kingme.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Position;
import dev.kingme.engine.Result;
import dev.kingme.engine.Side;
import dev.kingme.engine.eval.nnue.Network;
import org.junit.jupiter.api.Test;

/**
 * The search with the network evaluated lazily ({@link Searcher#setLazyMargin}): every leaf it scores gets
 * either the linear score or the network's, so its value lies between those of plain minimax over the worse
 * and over the better of the two at every leaf for the side to move at the root; with a margin no score reaches it is the network's search;
 * so it is in an ending of six pieces or fewer; and the classic won endings are still won over the board.
 */
class LazyNetworkSearchTest {
    private static final Network NETWORK = Network.standard();

    @Test
    void liesBetweenMinimaxOverTheWorseAndOverTheBetterOfTheTwoScores() {
        ReferenceMinimax network = new ReferenceMinimax(LazyNetworkSearchTest::network);
        ReferenceMinimax linear = new ReferenceMinimax();
        int compared = 0;
        int neitherEvaluation = 0;
        for (Position p : TestPositions.mixed(20261129L, 160)) {
            if (p.legalMoves().size() < 2) {
                continue;
            }
            Side root = p.toMove();
            // Lowest for the side to move at the root: the lower score where it is to move, the higher elsewhere.
            ReferenceMinimax lowest = new ReferenceMinimax(
                    leaf -> leaf.toMove() == root ? Math.min(network(leaf), Evaluation.evaluate(leaf))
                            : Math.max(network(leaf), Evaluation.evaluate(leaf)));
            ReferenceMinimax highest = new ReferenceMinimax(
                    leaf -> leaf.toMove() == root ? Math.max(network(leaf), Evaluation.evaluate(leaf))
                            : Math.min(network(leaf), Evaluation.evaluate(leaf)));
            int score = exactLazySearch(Evaluation.LAZY_MARGIN).search(p, SearchLimits.depth(4)).score();
            assertThat(score).as("%s", p).isBetween(lowest.value(p, 4), highest.value(p, 4));
            if (score != network.value(p, 4) && score != linear.value(p, 4)) {
                neitherEvaluation++;
            }
            compared++;
        }
        assertThat(compared).isGreaterThan(80);
        // The two evaluations meet in the same trees: the lazy search is neither of the plain ones.
        assertThat(neitherEvaluation).isPositive();
    }

    @Test
    void withAMarginNoScoreReachesIsTheNetworksSearch() {
        ReferenceMinimax network = new ReferenceMinimax(LazyNetworkSearchTest::network);
        for (Position p : TestPositions.mixed(20261130L, 60)) {
            if (p.legalMoves().size() < 2) {
                continue;
            }
            assertThat(exactLazySearch(1_000_000).search(p, SearchLimits.depth(4)).score()).as("%s", p)
                    .isEqualTo(network.value(p, 4));
        }
    }

    @Test
    void inAnEndingOfSixPiecesOrFewerTheNetworkAnswersEveryLeaf() {
        ReferenceMinimax network = new ReferenceMinimax(LazyNetworkSearchTest::network);
        ReferenceMinimax linear = new ReferenceMinimax();
        int linearDiffers = 0;
        for (Position p : TestPositions.endings(20261128L, StaticScores.EXACT_PIECES, 40)) {
            int want = network.value(p, 4);
            assertThat(exactLazySearch(Evaluation.LAZY_MARGIN).search(p, SearchLimits.depth(4)).score()).as("%s", p)
                    .isEqualTo(want);
            linearDiffers += linear.value(p, 4) != want ? 1 : 0;
        }
        // the two evaluations differ there, so a lazy answer would have shown
        assertThat(linearDiffers).isGreaterThan(10);
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

    /** The network's score of {@code leaf} as the search takes it (the linear one in the smallest endings). */
    private static int network(Position leaf) {
        return ReferenceMinimax.networkScore(NETWORK, leaf);
    }

    /** A searcher without a table or selectivity, whose tree is exactly alpha-beta's, evaluating lazily. */
    private static Searcher exactLazySearch(int margin) {
        Searcher s = new Searcher(0);
        s.setSelective(false);
        s.setNetwork(NETWORK);
        s.setLazyMargin(margin);
        return s;
    }

    private static Result playOut(String fen, int pieces) {
        return NetworkPlayOut.of(NETWORK, Evaluation.LAZY_MARGIN, fen, pieces);
    }
}
