package dev.kingme.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.engine.eval.Evaluator;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The singular-move test of the search ({@code SearchWorker.isSingular}): a move is singular when every other
 * move, searched to half the depth, stays below its score less a margin. Checked on middlegame positions from
 * random games whose moves a full-width search has already told apart. The test's own search is made full
 * width here too, so that it sees what that search saw; in play it is as selective as the rest.
 */
class SingularMoveTest {
    private static final int DEPTH = 8;

    @Test
    void theOnlyMoveThatHoldsIsSingularAndOneOfTwoEqualMovesIsNot() {
        SplittableRandom rnd = new SplittableRandom(3);
        int singular = 0;
        int plain = 0;
        for (int tries = 0; tries < 4000 && (singular < 5 || plain < 5); tries++) {
            Position p = TestPositions.randomGame(rnd, 6 + rnd.nextInt(20));
            List<Move> moves = p.legalMoves();
            if (Long.bitCount(p.black() | p.white()) < Selectivity.MIDDLEGAME_PIECES || moves.size() < 3
                    || moves.get(0).isCapture()) {
                continue;
            }
            int[] scores = scores(p, moves);
            int best = 0;
            for (int i = 1; i < scores.length; i++) {
                if (scores[i] > scores[best]) {
                    best = i;
                }
            }
            int second = -Score.INFINITY;
            for (int i = 0; i < scores.length; i++) {
                if (i != best) {
                    second = Math.max(second, scores[i]);
                }
            }
            int gap = scores[best] - second;
            if (Score.isDecisive(scores[best]) || Score.isDecisive(second)) {
                continue;
            }
            if (gap >= 150 && singular < 5) {
                assertThat(check(p, moves.get(best), scores[best])).as("%s: %s alone holds", p, moves.get(best)).isTrue();
                singular++;
            } else if (gap == 0 && plain < 5) {
                assertThat(check(p, moves.get(best), scores[best])).as("%s: %s has an equal", p, moves.get(best)).isFalse();
                plain++;
            }
        }
        assertThat(singular).as("positions with one good move found").isEqualTo(5);
        assertThat(plain).as("positions with two equal moves found").isEqualTo(5);
    }

    /**
     * Each move's score for the side playing it, by a full-width search of the position after it to the depth the
     * test searches the other moves to. Forced moves are played out first: the search answers a position with
     * one move at once, unsearched, where inside the tree such a move costs no depth.
     */
    private static int[] scores(Position p, List<Move> moves) {
        int[] scores = new int[moves.size()];
        for (int i = 0; i < scores.length; i++) {
            Searcher s = new Searcher(1);
            s.setSelective(false);
            s.setEvaluator(Evaluator.standard());
            Position at = p.apply(moves.get(i));
            int sign = -1;
            while (at.legalMoves().size() == 1) {
                at = at.apply(at.legalMoves().get(0));
                sign = -sign;
            }
            scores[i] = sign * s.search(at, SearchLimits.depth(DEPTH / 2 - 1)).score();
        }
        return scores;
    }

    private static boolean check(Position p, Move move, int score) {
        Searcher searcher = new Searcher(1);
        searcher.setEvaluator(Evaluator.standard()); // as the scores above
        searcher.setSelective(false); // the other moves searched full width, as the scores above were
        SearchWorker worker = new SearchWorker(searcher, true);
        worker.begin(p);
        return worker.isSingular(p, move.packed(), score, DEPTH, 1);
    }
}
