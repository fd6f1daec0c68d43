package dev.kingme.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.Line;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The review of a game: a blunder planted among the engine's own moves is found and the better move named; the
 * engine's moves are not called blunders; the classes follow the thresholds; a game of chance is reviewed too.
 */
class ReviewTest {
    private static Review.Played played(Rules rules, GameState s, Line l) {
        return new Review.Played(s, ((ToAct.Choice) rules.toAct(s)).player(), l.decisions(), l.after(),
                rules.notation(s, l.decisions()));
    }

    /** The whole move {@code decisions} of state {@code s}. */
    private static Line line(Rules rules, GameState s, List<dev.kingme.rules.Decision> decisions) {
        return Lines.expand(rules, s).stream().filter(l -> l.decisions().equals(decisions)).findFirst().orElseThrow();
    }

    @Test
    void aBlunderPlantedAmongTheEnginesMovesIsFoundWithTheBetterMove() {
        Rules rules = Games.byName("american").rules(Map.of());
        GameState s = rules.initial();
        List<Review.Played> moves = new ArrayList<>();
        // the blunder goes at the first ply from the eleventh on where the mover has a choice (not a forced jump)
        int planted = -1;
        for (int ply = 0; planted < 0 || ply < planted + 3; ply++) {
            List<Line> lines = Lines.expand(rules, s);
            Line l;
            if (planted < 0 && ply >= 10 && lines.size() > 1) {
                // the move after which the mover stands worst, by the engine's own shallow look
                l = lines.stream().min(Comparator.comparingDouble(
                        (Line x) -> -Analyst.analyze(rules, x.after(), Budget.depth(4), 1).value())).orElseThrow();
                assertThat(Analyst.analyze(rules, s, Budget.depth(4), 1).best()).isNotEqualTo(l.decisions());
                planted = ply;
            } else {
                l = line(rules, s, Analyst.analyze(rules, s, Budget.depth(6), 1).best());
            }
            moves.add(played(rules, s, l));
            s = l.after();
        }
        List<String> seen = new ArrayList<>();
        Review.Result r = Review.of(rules, moves, Budget.depth(8), 1, (done, total) -> seen.add(done + "/" + total));
        assertThat(seen).hasSize(moves.size()).last().isEqualTo(moves.size() + "/" + moves.size());
        Review.Move blunder = r.moves().get(planted);
        assertThat(blunder.kind()).isEqualTo(MoveClass.BLUNDER);
        assertThat(blunder.drop()).isGreaterThanOrEqualTo(MoveClass.BLUNDER_FROM);
        assertThat(blunder.better()).isNotNull().isNotEqualTo(blunder.text());
        assertThat(blunder.player()).isEqualTo(planted % 2 == 0 ? Player.BLACK : Player.WHITE);
        for (int i = 0; i < planted; i++) {
            assertThat(r.moves().get(i).kind()).as("the engine's move " + (i + 1)).isNotIn(MoveClass.MISTAKE, MoveClass.BLUNDER);
        }
        Review.Side side = r.sides().get(blunder.player().ordinal());
        assertThat(side.counts().get(MoveClass.BLUNDER)).isEqualTo(1);
        assertThat(side.accuracy()).isLessThan(r.sides().get(blunder.player().opponent().ordinal()).accuracy());
        assertThat(r.moves()).extracting(Review.Move::number).startsWith(1, 2, 3);
    }

    @Test
    void theClassesFollowTheThresholds() {
        assertThat(MoveClass.of(0.5, true)).isEqualTo(MoveClass.BEST);
        assertThat(MoveClass.of(0.005, false)).isEqualTo(MoveClass.BEST);
        assertThat(MoveClass.of(0.03, false)).isEqualTo(MoveClass.GOOD);
        assertThat(MoveClass.of(0.07, false)).isEqualTo(MoveClass.INACCURACY);
        assertThat(MoveClass.of(0.12, false)).isEqualTo(MoveClass.MISTAKE);
        assertThat(MoveClass.of(0.15, false)).isEqualTo(MoveClass.BLUNDER);
        assertThat(Review.expected(1)).isEqualTo(1.0);
        assertThat(Review.expected(0)).isEqualTo(0.5);
        assertThat(Review.expected(-1)).isEqualTo(0.0);
    }

    @Test
    void aGameOfChanceIsReviewedWithTheOutcomesAveraged() {
        Rules rules = Games.byName("lilypad").rules(Map.of());
        GameState s = rules.initial();
        List<Review.Played> moves = new ArrayList<>();
        java.util.SplittableRandom dice = new java.util.SplittableRandom(5);
        while (moves.size() < 4) {
            ToAct who = rules.toAct(s);
            if (who instanceof ToAct.Chance c) {
                s = rules.chance(s, c.outcomes().get(dice.nextInt(c.outcomes().size()))).state();
                continue;
            }
            Line l = Lines.expand(rules, s).get(0);
            moves.add(played(rules, s, l));
            s = l.after();
        }
        Review.Result r = Review.of(rules, moves, Budget.depth(2), 3, null);
        assertThat(r.moves()).hasSize(4);
        for (Review.Move m : r.moves()) {
            assertThat(m.best()).isBetween(0.0, 1.0);
            assertThat(m.played()).isBetween(0.0, 1.0);
            assertThat(m.kind() == MoveClass.BEST || m.better() != null).isTrue();
        }
    }
}
