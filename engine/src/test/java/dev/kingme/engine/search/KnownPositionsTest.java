package dev.kingme.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Game;
import dev.kingme.engine.Position;
import dev.kingme.engine.Result;
import dev.kingme.engine.Rules;
import org.junit.jupiter.api.Test;

/** Positions whose right move or outcome is known: the search must find it at a modest depth. */
class KnownPositionsTest {
    @Test
    void findsAShotThatWinsTwoForOne() {
        // Black gives the man on 14 (14-18), White must take 23x14 and Black takes two back with 10x17x26.
        Position p = Fen.parse("B:W22,23,24,28,32:B1,7,10,14,15");
        SearchResult r = new Searcher(4).search(p, SearchLimits.depth(6));
        assertThat(r.best().toPdn()).isEqualTo("14-18");
        assertThat(r.pv()).extracting(m -> m.toPdn()).startsWith("14-18", "23x14", "10x17x26");
        assertThat(r.score()).isGreaterThan(Evaluation.MAN / 2);
    }

    @Test
    void findsAStrokeThatWinsTheGame() {
        // "Seeing is Believing", The Checker Maven (bobnewell.net), 18 May 2013: White to play and win with
        // 22-17, 29-25, 30-25, 21-17 and 6-1, giving four men for a five-piece king jump.
        // Found at depth 9 (under 20,000 nodes) with the shipped weights; depth 10 leaves room for the next fit.
        Position p = Fen.parse("W:W30,29,22,21,9,6:B24,20,16,13,8,7");
        SearchResult r = new Searcher(4).search(p, SearchLimits.depth(10));
        assertThat(r.best().toPdn()).isEqualTo("22-17");
        assertThat(Score.isWin(r.score())).isTrue();
    }

    @Test
    void twoKingsBeatOneKing() {
        // The lone king starts in its double corner (1, 5 are Black's; 28, 32 White's), the best defence.
        Position p = Fen.parse("B:WK32:BK1,K2");
        SearchResult r = new Searcher(8).search(p, SearchLimits.depth(40));
        assertThat(Score.isWin(r.score())).as(Score.text(r.score())).isTrue();
        assertThat(Score.text(r.score())).startsWith("win in ");
        assertThat(Score.movesToWin(r.score()) % 2).as("the winner moves last").isEqualTo(1);

        SearchResult defence = new Searcher(8).search(p.apply(r.best()), SearchLimits.depth(40));
        assertThat(Score.isLoss(defence.score())).isTrue();
        assertThat(Score.movesToWin(defence.score())).isEqualTo(Score.movesToWin(r.score()) - 1);
    }

    @Test
    void winsFirstPosition() {
        // First Position, two kings against king and man, from the ACF's published solution (acfcheckers.com,
        // "Winning 1st Position", after White's 14th move): White to play wins.
        Position p = Fen.parse("W:WK18,K32:B12,K28");
        SearchResult r = new Searcher(32).search(p, SearchLimits.depth(56));
        assertThat(Score.isWin(r.score())).as(Score.text(r.score())).isTrue();
    }

    @Test
    void convertsTwoKingsAgainstOneOverTheBoard() {
        // Searching move by move with no memory of the game but its own path, the stronger side must still
        // make progress and win, not shuffle into a repetition.
        Game game = new Game(Fen.parse("W:WK14,K23:BK9"), Rules.STANDARD);
        Searcher white = new Searcher(8);
        Searcher black = new Searcher(8);
        for (int ply = 0; ply < 80 && game.result() == Result.ONGOING; ply++) {
            Searcher s = game.position().toMove() == dev.kingme.engine.Side.WHITE ? white : black;
            game.play(s.search(game.position(), SearchLimits.depth(12)).best());
        }
        assertThat(game.result()).as(game.reason()).isEqualTo(Result.WHITE_WINS);
    }

    @Test
    void equalKingsAreADraw() {
        SearchResult r = new Searcher(4).search(Fen.parse("B:WK29,K30:BK3,K4"), SearchLimits.depth(14));
        assertThat(Score.isDecisive(r.score())).isFalse();
        assertThat(Math.abs(r.score())).isLessThan(Evaluation.MAN / 2);
    }
}
