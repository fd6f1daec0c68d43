package dev.kingme.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import dev.kingme.engine.Squares;
import org.junit.jupiter.api.Test;

class EvaluationTest {
    @Test
    void isTheSameForBothColours() {
        // Turning the board round and swapping colours and turn must not change the score.
        for (Position p : TestPositions.mixed(11L, 400)) {
            assertThat(Evaluation.evaluate(mirror(p))).as("%s", p).isEqualTo(Evaluation.evaluate(p));
        }
    }

    @Test
    void theStartIsLevel() {
        assertThat(Evaluation.evaluate(Position.initial())).isBetween(-10, 10);
    }

    @Test
    void aManAheadIsWorthAboutAMan() {
        int s = Evaluation.evaluate(Fen.parse("B:W21-31:B1-12"));
        assertThat(s).isBetween(80, 160);
    }

    @Test
    void aheadTheSideWantsToTrade() {
        // The same one-man lead is worth more with fewer pieces left.
        int many = Evaluation.evaluate(Fen.parse("B:W24-31:B1-9"));
        int few = Evaluation.evaluate(Fen.parse("B:W30,31:B1,2,3"));
        assertThat(few).isGreaterThan(many);
    }

    @Test
    void aRunawayManCounts() {
        // Black's man on 20 has an open road to 32 against White's men far away on the other wing.
        int open = Evaluation.evaluate(Fen.parse("B:W21,25:B20"));
        int blocked = Evaluation.evaluate(Fen.parse("B:W27,25:B20"));
        assertThat(open).isGreaterThan(blocked);
    }

    static Position mirror(Position p) {
        long black = 0;
        long white = 0;
        long kings = 0;
        for (int s = 1; s <= 32; s++) {
            long from = Squares.mask(s);
            long to = Squares.mask(33 - s);
            black |= (p.white() & from) != 0 ? to : 0;
            white |= (p.black() & from) != 0 ? to : 0;
            kings |= (p.kings() & from) != 0 ? to : 0;
        }
        return Position.of(black, white, kings, p.toMove() == Side.BLACK ? Side.WHITE : Side.BLACK);
    }
}
