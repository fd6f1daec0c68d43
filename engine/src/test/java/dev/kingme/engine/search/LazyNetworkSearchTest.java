package dev.kingme.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Game;
import dev.kingme.engine.Position;
import dev.kingme.engine.Result;
import dev.kingme.engine.Rules;
import dev.kingme.engine.Side;
import dev.kingme.engine.eval.nnue.Network;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The search with the network evaluated lazily ({@link Searcher#setLazyMargin}): every leaf it scores gets
 * either the linear score or the network's, so its value lies between those of plain minimax over the worse
 * and over the better of the two at every leaf for the side to move at the root; with a margin no score reaches it is the network's search;
 * and the classic won endings are still won over the board.
 */
class LazyNetworkSearchTest {
    private static final Network NETWORK = Network.standard();

    @Test
    void liesBetweenMinimaxOverTheWorseAndOverTheBetterOfTheTwoScores() {
        ReferenceMinimax network = new ReferenceMinimax(NETWORK::evaluate);
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
                    leaf -> leaf.toMove() == root ? Math.min(NETWORK.evaluate(leaf), Evaluation.evaluate(leaf))
                            : Math.max(NETWORK.evaluate(leaf), Evaluation.evaluate(leaf)));
            ReferenceMinimax highest = new ReferenceMinimax(
                    leaf -> leaf.toMove() == root ? Math.max(NETWORK.evaluate(leaf), Evaluation.evaluate(leaf))
                            : Math.min(NETWORK.evaluate(leaf), Evaluation.evaluate(leaf)));
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
        ReferenceMinimax network = new ReferenceMinimax(NETWORK::evaluate);
        for (Position p : TestPositions.mixed(20261130L, 60)) {
            if (p.legalMoves().size() < 2) {
                continue;
            }
            assertThat(exactLazySearch(1_000_000).search(p, SearchLimits.depth(4)).score()).as("%s", p)
                    .isEqualTo(network.value(p, 4));
        }
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

    /** A searcher without a table or selectivity, whose tree is exactly alpha-beta's, evaluating lazily. */
    private static Searcher exactLazySearch(int margin) {
        Searcher s = new Searcher(0);
        s.setSelective(false);
        s.setNetwork(NETWORK);
        s.setLazyMargin(margin);
        return s;
    }

    /**
     * Plays {@code fen} out under the game's draw rules, both sides searching lazily to a fixed depth of 20
     * plies with the endgame database of {@code pieces} pieces, each search knowing the game before it.
     */
    private static Result playOut(String fen, int pieces) {
        EndgameDatabase database = EndgameDatabase.build(pieces);
        Game game = new Game(Fen.parse(fen), Rules.STANDARD);
        Searcher white = searcher(database);
        Searcher black = searcher(database);
        for (int ply = 0; ply < 200 && game.result() == Result.ONGOING; ply++) {
            Searcher s = game.position().toMove() == Side.WHITE ? white : black;
            s.setGameHistory(history(game));
            game.play(s.search(game.position(), SearchLimits.depth(20)).best());
        }
        return game.result();
    }

    private static Searcher searcher(EndgameDatabase database) {
        Searcher s = new Searcher(16);
        s.setNetwork(NETWORK);
        s.setLazyMargin(Evaluation.LAZY_MARGIN);
        s.useEndgameDatabase(database);
        return s;
    }

    /** The hashes of the game's positions since its last capture or man's move, oldest first. */
    private static long[] history(Game game) {
        List<Game.Step> steps = game.steps();
        int first = steps.size();
        while (first > 0 && !steps.get(first - 1).before().isProgress(steps.get(first - 1).move())) {
            first--;
        }
        long[] hashes = new long[steps.size() - first];
        for (int i = first; i < steps.size(); i++) {
            hashes[i - first] = steps.get(i).before().hash();
        }
        return hashes;
    }
}
