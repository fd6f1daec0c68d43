package dev.kingme.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.engine.RandomPositions;
import dev.kingme.engine.Side;
import dev.kingme.engine.Squares;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class EvaluatorTest {
    @Test
    void theFastSumIsTheFeaturesTimesTheWeights() {
        // Random weights, so that no feature can hide behind a weight of zero.
        SplittableRandom rnd = new SplittableRandom(5);
        int[] op = new int[Feature.COUNT];
        int[] en = new int[Feature.COUNT];
        for (int i = 0; i < Feature.COUNT; i++) {
            op[i] = rnd.nextInt(-200, 200);
            en[i] = rnd.nextInt(-200, 200);
        }
        Weights w = new Weights(op, en);
        Evaluator e = new Evaluator(w);
        int[] f = new int[Feature.COUNT];
        for (Position p : positions(rnd, 3000)) {
            boolean white = p.toMove() == Side.WHITE;
            Features.extract(p.black(), p.white(), p.kings(), white, f);
            long opening = 0;
            long ending = 0;
            for (int i = 0; i < Feature.COUNT; i++) {
                opening += (long) f[i] * op[i];
                ending += (long) f[i] * en[i];
            }
            int phase = Features.phase(Long.bitCount(p.black() | p.white()));
            long expected = (opening * phase + ending * (Features.PHASES - phase)) / Features.PHASES;
            assertThat(e.evaluate(p)).as("%s", p).isEqualTo((int) expected);
        }
    }

    @Test
    void isTheSameForBothColours() {
        // Turning the board round and swapping colours and turn must not change the score, with the shipped
        // weights (the tuned evaluation) and with the starting ones.
        SplittableRandom rnd = new SplittableRandom(11);
        for (Evaluator e : List.of(Evaluator.standard(), new Evaluator(Weights.initial()))) {
            for (Position p : positions(rnd, 2000)) {
                assertThat(e.evaluate(mirror(p))).as("%s", p).isEqualTo(e.evaluate(p));
            }
        }
    }

    @Test
    void everyFeatureIsCountedSomewhere() {
        SplittableRandom rnd = new SplittableRandom(21);
        boolean[] seen = new boolean[Feature.COUNT];
        int[] f = new int[Feature.COUNT];
        for (Position p : positions(rnd, 20000)) {
            Features.extract(p.black(), p.white(), p.kings(), p.toMove() == Side.WHITE, f);
            for (int i = 0; i < Feature.COUNT; i++) {
                seen[i] |= f[i] != 0;
            }
        }
        for (int i = 0; i < Feature.COUNT; i++) {
            assertThat(seen[i]).as("%s %d", Feature.of(i), i - Feature.of(i).offset()).isTrue();
        }
    }

    @Test
    void countsWhatTheyName() {
        int[] f = new int[Feature.COUNT];
        // Black to move: a bridge on 1 and 3, a man on 14; White: men on 21 and 30 (its 12 and 3, turned round).
        Features.extract(Squares.maskOf(1, 3, 14), Squares.maskOf(21, 30), 0, false, f);
        assertThat(f[Feature.MEN.offset()]).isEqualTo(1);
        assertThat(f[Feature.MAN_SQUARE.offset() + 13]).isEqualTo(1);
        assertThat(f[Feature.MAN_SQUARE.offset() + 11]).as("White's man on 21 is on its own square 12").isEqualTo(-1);
        assertThat(f[Feature.BACK_RANK.offset() + 0b0101]).isEqualTo(1);
        assertThat(f[Feature.BACK_RANK.offset() + 0b0100]).as("White's man on 30 is on its own square 3").isEqualTo(-1);
        assertThat(f[Feature.TURN.offset()]).isEqualTo(1);
        // A king in the single corner with nowhere to go.
        Features.extract(Squares.maskOf(10), Squares.maskOf(4, 7, 8), Squares.maskOf(4), true, f);
        assertThat(f[Feature.TRAPPED_KING.offset()]).isEqualTo(1);
        // Black's man on 14 is attacked by White's on 18 with 10 empty behind it.
        Features.extract(Squares.maskOf(14), Squares.maskOf(18, 32), 0, false, f);
        assertThat(f[Feature.UNDER_ATTACK.offset()]).isEqualTo(1);
    }

    @Test
    void theWeightsTextRoundTrips() {
        Weights w = Weights.standard();
        assertThat(Weights.parse(w.format("header"))).isEqualTo(w);
        String text = w.format("x");
        assertThatThrownBy(() -> Weights.parse(text.replaceFirst("MEN 0", "MEN 7"))).hasMessageContaining("no weight 7");
        assertThatThrownBy(() -> Weights.parse(text.replaceFirst("(?m)^TURN 0 .*$", ""))).hasMessageContaining("TURN 0 is missing");
    }

    @Test
    void theStartIsLevelAndAManCounts() {
        Evaluator e = Evaluator.standard();
        assertThat(e.evaluate(Position.initial())).isBetween(-25, 25);
        assertThat(e.evaluate(Fen.parse("B:W21-31:B1-12"))).isBetween(60, 200);
    }

    static List<Position> positions(SplittableRandom rnd, int n) {
        List<Position> out = new ArrayList<>();
        while (out.size() < n) {
            if (out.size() % 2 == 0) {
                out.add(RandomPositions.draw(rnd));
            } else {
                Position p = Position.initial();
                int plies = rnd.nextInt(90);
                for (int i = 0; i < plies; i++) {
                    List<Move> moves = p.legalMoves();
                    if (moves.isEmpty()) {
                        break;
                    }
                    p = p.apply(moves.get(rnd.nextInt(moves.size())));
                }
                out.add(p);
            }
        }
        return out;
    }

    static Position mirror(Position p) {
        return Position.of(Squares.turn(p.white()), Squares.turn(p.black()), Squares.turn(p.kings()),
                p.toMove() == Side.BLACK ? Side.WHITE : Side.BLACK);
    }
}
