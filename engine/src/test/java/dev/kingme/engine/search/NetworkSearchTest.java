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
 * The search with the network evaluation: the accumulators it keeps along its path give the values plain
 * minimax finds with the network computed from scratch at every leaf, and the classic won endings are still
 * won over the board.
 */
class NetworkSearchTest {
    private static final Network NETWORK = Network.standard();

    @Test
    void agreesWithMinimaxOverTheNetworkComputedFromScratch() {
        ReferenceMinimax reference = new ReferenceMinimax(NETWORK::evaluate);
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

    /**
     * Plays {@code fen} out under the game's draw rules, both sides searching with the network to a fixed
     * depth of 20 plies and the endgame database of {@code pieces} pieces, each search knowing the game before it.
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
        s.setLazyMargin(0);
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
