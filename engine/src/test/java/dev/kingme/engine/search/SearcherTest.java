package dev.kingme.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** What every search result promises, whatever the position and limits. */
class SearcherTest {
    @Test
    void alwaysReturnsALegalMoveWhenThereIsOne() {
        Searcher searcher = new Searcher(4);
        SplittableRandom rnd = new SplittableRandom(99);
        for (Position p : TestPositions.mixed(4242L, 300)) {
            List<Move> legal = p.legalMoves();
            SearchLimits limits = switch (rnd.nextInt(3)) {
                case 0 -> SearchLimits.depth(1 + rnd.nextInt(5));
                case 1 -> new SearchLimits(0, 0, 1 + rnd.nextInt(3000));
                default -> SearchLimits.movetime(1 + rnd.nextInt(5));
            };
            SearchResult r = searcher.search(p, limits);
            if (legal.isEmpty()) {
                assertThat(r.best()).as("%s", p).isNull();
                assertThat(Score.isLoss(r.score())).isTrue();
                assertThat(r.pv()).isEmpty();
            } else {
                assertThat(legal).as("%s with %s", p, limits).contains(r.best());
                assertThat(r.pv()).isNotEmpty();
                assertThat(r.pv().get(0)).isEqualTo(r.best());
                assertPlayable(p, r.pv());
            }
        }
    }

    @Test
    void aSingleLegalMoveIsPlayedAtOnce() {
        // Black's only move is the capture 14x23 (captures are forced).
        Position p = Fen.parse("B:W18,29,30:B14,1");
        assertThat(p.legalMoves()).hasSize(1);
        SearchResult r = new Searcher(1).search(p, SearchLimits.depth(30));
        assertThat(r.best()).isEqualTo(p.legalMoves().get(0));
        assertThat(r.depth()).isZero();
        assertThat(r.nodes()).isZero();
    }

    @Test
    void aSideWithoutMovesHasLost() {
        // White's man on 29 cannot step to 25 (Black's) nor jump it (22 is taken too).
        SearchResult r = new Searcher(1).search(Fen.parse("W:W29:B25,22"), SearchLimits.depth(3));
        assertThat(r.best()).isNull();
        assertThat(r.score()).isEqualTo(Score.lossIn(0));
    }

    @Test
    void sameResultForTheSamePositionAndDepth() {
        for (Position p : TestPositions.mixed(5L, 12)) {
            SearchResult a = new Searcher(2).search(p, SearchLimits.depth(6));
            Searcher reused = new Searcher(2);
            reused.search(Position.initial(), SearchLimits.depth(5));
            reused.newGame();
            SearchResult b = reused.search(p, SearchLimits.depth(6));
            assertThat(b.best()).isEqualTo(a.best());
            assertThat(b.score()).isEqualTo(a.score());
            assertThat(b.nodes()).isEqualTo(a.nodes());
            assertThat(b.pv()).isEqualTo(a.pv());
        }
    }

    @Test
    void reportsEveryCompletedIteration() {
        List<SearchResult> seen = new ArrayList<>();
        SearchResult r = new Searcher(2).search(Position.initial(), SearchLimits.depth(6), seen::add);
        assertThat(seen).extracting(SearchResult::depth).containsExactly(1, 2, 3, 4, 5, 6);
        assertThat(seen.get(seen.size() - 1)).isEqualTo(r);
    }

    @Test
    void aNodeLimitStopsTheSearch() {
        SearchResult r = new Searcher(2).search(Position.initial(), new SearchLimits(0, 0, 20_000));
        assertThat(r.nodes()).isLessThan(25_000);
        assertThat(Position.initial().legalMoves()).contains(r.best());
    }

    @Test
    void aTimeLimitStopsTheSearch() {
        SearchResult r = new Searcher(2).search(Position.initial(), SearchLimits.movetime(30));
        assertThat(r.depth()).isLessThan(Searcher.MAX_DEPTH);
        assertThat(Position.initial().legalMoves()).contains(r.best());
    }

    @Test
    void lazySmpHelpersShareTheWorkAndTheMainThreadAnswers() {
        Searcher s = new Searcher(8);
        s.setThreads(2);
        assertThat(s.threads()).isEqualTo(2);
        for (Position p : TestPositions.mixed(31L, 20)) {
            SearchResult r = s.search(p, SearchLimits.depth(7));
            if (p.legalMoves().isEmpty()) {
                assertThat(r.best()).isNull();
                continue;
            }
            assertThat(p.legalMoves()).contains(r.best());
            assertPlayable(p, r.pv());
        }
        // helpers' nodes are counted too: more nodes than the main thread alone searches
        Searcher one = new Searcher(8);
        SearchResult alone = one.search(Position.initial(), SearchLimits.depth(9));
        s.newGame();
        SearchResult both = s.search(Position.initial(), SearchLimits.depth(9));
        assertThat(both.depth()).isEqualTo(alone.depth());
        assertThat(Position.initial().legalMoves()).contains(both.best());
        s.setThreads(1);
        assertThat(s.threads()).isEqualTo(1);
    }

    @Test
    void repeatingPositionsIsADraw() {
        // One king each, far apart: nobody can win, and the search sees its own repetitions as draws.
        SearchResult r = new Searcher(2).search(Fen.parse("W:WK32:BK1"), SearchLimits.depth(16));
        assertThat(r.score()).isBetween(-30, 30);
    }

    private static void assertPlayable(Position p, List<Move> line) {
        Position at = p;
        for (Move m : line) {
            assertThat(at.legalMoves()).contains(m);
            at = at.apply(m);
        }
    }
}
