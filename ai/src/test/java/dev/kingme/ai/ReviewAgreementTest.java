package dev.kingme.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.Line;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The review's classes on a fixed game of checkers agree with a much deeper search's at every move (docs/review.md,
 * "How the classes are checked"): the same class, or, where the two searches' losses straddle a threshold, the
 * class on the other side of it with one of the two losses within {@link #BOUNDARY} of that threshold.
 */
class ReviewAgreementTest {
    /** How near a class's threshold one of the two searches' losses may lie for the neighbouring class to agree. */
    static final double BOUNDARY = 0.03;
    static final double[] THRESHOLDS = {MoveClass.BEST_BELOW, MoveClass.INACCURACY_FROM, MoveClass.MISTAKE_FROM,
            MoveClass.BLUNDER_FROM};

    /**
     * A fixed game of 24 plies: the engine's moves at a shallow depth, and every third ply a move drawn by a seeded
     * random (so that the game has inaccuracies, mistakes and blunders to find, not only best moves).
     */
    static List<Review.Played> game(Rules rules) {
        GameState s = rules.initial();
        SplittableRandom random = new SplittableRandom(7);
        List<Review.Played> moves = new ArrayList<>();
        for (int ply = 0; ply < 24 && rules.toAct(s) instanceof ToAct.Choice c; ply++) {
            List<Line> lines = Lines.expand(rules, s);
            Line l;
            if (ply % 3 == 2) {
                l = lines.get(random.nextInt(lines.size()));
            } else {
                List<dev.kingme.rules.Decision> best = Analyst.analyze(rules, s, Budget.depth(4), 1).best();
                l = lines.stream().filter(x -> x.decisions().equals(best)).findFirst().orElseThrow();
            }
            moves.add(new Review.Played(s, c.player(), l.decisions(), l.after(), rules.notation(s, l.decisions())));
            s = l.after();
        }
        return moves;
    }

    @Test
    void theClassesOfAFixedGameAgreeWithADeepSearchAtEveryMove() {
        Rules rules = Games.byName("american").rules(Map.of());
        List<Review.Played> moves = game(rules);
        Review.Result review = Review.of(rules, moves, Budget.depth(Review.ENGINE_DEPTH), 1, null);
        Review.Result deep = Review.of(rules, moves, Budget.depth(Review.ENGINE_DEPTH + 6), 1, null);
        assertThat(review.moves()).hasSize(24);
        assertThat(review.moves().stream().map(Review.Move::kind).distinct().count()).as("a game with more than one class")
                .isGreaterThan(2);
        for (int i = 0; i < moves.size(); i++) {
            Review.Move r = review.moves().get(i);
            Review.Move d = deep.moves().get(i);
            String what = "move " + (i + 1) + " " + r.text() + ": review " + r.kind() + " (loss " + r.drop() + "), deep "
                    + d.kind() + " (loss " + d.drop() + ")";
            assertThat(agree(r, d)).as(what).isTrue();
        }
    }

    /** Whether the review's judgement {@code review} agrees with the deep search's {@code deep} (see the class comment). */
    static boolean agree(Review.Move review, Review.Move deep) {
        if (review.kind() == deep.kind()) {
            return true;
        }
        int a = review.kind().ordinal();
        int b = deep.kind().ordinal();
        if (Math.abs(a - b) != 1) {
            return false;
        }
        double threshold = THRESHOLDS[Math.min(a, b)];
        return Math.min(Math.abs(review.drop() - threshold), Math.abs(deep.drop() - threshold)) <= BOUNDARY;
    }
}
