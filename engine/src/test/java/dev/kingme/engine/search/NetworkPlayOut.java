package dev.kingme.engine.search;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Game;
import dev.kingme.engine.Result;
import dev.kingme.engine.Rules;
import dev.kingme.engine.Side;
import dev.kingme.engine.eval.nnue.Network;
import java.util.List;

/**
 * A position played out over the board under the game's draw rules, both sides searching with a network to a
 * fixed depth of 20 plies and an endgame database, each search knowing the game before it: how the tests of
 * the network's search show that the classic won endings are still won.
 */
final class NetworkPlayOut {
    private NetworkPlayOut() {
    }

    /**
     * The result of playing {@code fen} out with {@code network} asked where {@code lazyMargin} says (0: at every
     * leaf) and the database of {@code pieces} pieces.
     */
    static Result of(Network network, int lazyMargin, String fen, int pieces) {
        EndgameDatabase database = EndgameDatabase.build(pieces);
        Game game = new Game(Fen.parse(fen), Rules.STANDARD);
        Searcher white = searcher(network, lazyMargin, database);
        Searcher black = searcher(network, lazyMargin, database);
        for (int ply = 0; ply < 200 && game.result() == Result.ONGOING; ply++) {
            Searcher s = game.position().toMove() == Side.WHITE ? white : black;
            s.setGameHistory(history(game));
            game.play(s.search(game.position(), SearchLimits.depth(20)).best());
        }
        return game.result();
    }

    private static Searcher searcher(Network network, int lazyMargin, EndgameDatabase database) {
        Searcher s = new Searcher(16);
        s.setNetwork(network);
        s.setLazyMargin(lazyMargin);
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
