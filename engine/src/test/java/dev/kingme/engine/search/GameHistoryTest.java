package dev.kingme.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The game's earlier positions count as repetitions in the search, like those on the search path. */
class GameHistoryTest {
    /** Black's lone king against two: a king down, unless every way on returns to a position the game has had. */
    private static final Position LOST = Fen.parse("B:WK28,K32:BK1");

    /** Every position with Black to move two plies from {@code p}, as a game history with each two plies back. */
    private static long[] everyReplyTwoPliesOn(Position p) {
        List<Long> hashes = new ArrayList<>();
        for (Move black : p.legalMoves()) {
            Position q = p.apply(black);
            for (Move white : q.legalMoves()) {
                hashes.add(q.apply(white).hash());
            }
        }
        // the k-th position back stands at length - k; Black moves there for even k, so fill the even ones
        long[] history = new long[2 * hashes.size()];
        for (int i = 0; i < hashes.size(); i++) {
            history[history.length - 2 * (i + 1)] = hashes.get(i);
            history[history.length - 2 * (i + 1) + 1] = 0x5EEDL + i;  // positions with White to move
        }
        return history;
    }

    @Test
    void withoutAPastTheLoneKingIsAKingDown() {
        SearchResult r = new Searcher(4).search(LOST, SearchLimits.depth(12));
        assertThat(r.score()).as(Score.text(r.score())).isLessThan(-Evaluation.MAN);
    }

    @Test
    void aLineBackToAnEarlierPositionOfTheGameIsADraw() {
        Searcher s = new Searcher(4);
        s.setGameHistory(everyReplyTwoPliesOn(LOST));
        SearchResult r = s.search(LOST, SearchLimits.depth(12));
        assertThat(r.score()).isZero();
    }

    @Test
    void aPositionTooCloseToTheRootIsNoRepetition() {
        // The same positions one ply too close (an odd distance: the other side to move) change nothing.
        long[] history = everyReplyTwoPliesOn(LOST);
        long[] shifted = new long[history.length + 1];
        System.arraycopy(history, 0, shifted, 0, history.length);
        shifted[history.length] = 0xABCDL;
        Searcher s = new Searcher(4);
        s.setGameHistory(shifted);
        assertThat(s.search(LOST, SearchLimits.depth(12)).score()).isLessThan(-Evaluation.MAN);
    }
}
