package dev.kingme.rules.lilypad;

import static dev.kingme.rules.lilypad.Boards.RULES;
import static dev.kingme.rules.lilypad.Boards.pawn;
import static dev.kingme.rules.lilypad.Boards.position;
import static dev.kingme.rules.lilypad.Boards.step;
import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Verdict;
import org.junit.jupiter.api.Test;

/** The draw rules of checkers still apply ("Play proceeds like a normal game of checkers"). */
class LilypadDrawsTest {
    /** Both pawns can shuttle: Black's between 1 and 6, White's between 32 and 27. */
    static final GameState SHUTTLE = position("B:W27,32:B1,6", 1, 32);

    @Test
    void aPawnMoveIsNotProgressButAMansMoveIs() {
        GameState s = RULES.apply(SHUTTLE, pawn(1, 6));
        assertThat(s.quietPlies()).isEqualTo(1);
        s = RULES.apply(s, pawn(32, 27));
        assertThat(s.quietPlies()).isEqualTo(2);
        // The position the turns started from, then the two reached since.
        assertThat(s.history()).hasSize(3);
        s = RULES.apply(s, step(1, 5));
        assertThat(s.quietPlies()).isZero();
        assertThat(s.history()).hasSize(1);
    }

    @Test
    void pawnMovesAloneRunIntoTheNoProgressDraw() {
        Rules rules = Boards.rules("no-progress", "1", "repetitions", "0");
        GameState s = rules.apply(SHUTTLE, pawn(1, 6));
        assertThat(rules.toAct(s)).isInstanceOf(ToAct.Choice.class);
        s = rules.apply(s, pawn(32, 27));
        assertThat(rules.toAct(s)).isEqualTo(new ToAct.Terminal(
                Verdict.draw("1 move by each side without a capture or a man's move")));
    }

    @Test
    void pawnsShuttlingBackAndForthRepeatThePosition() {
        GameState s = SHUTTLE;
        for (int round = 1; round <= 2; round++) {
            assertThat(RULES.toAct(s)).as("round %d", round).isInstanceOf(ToAct.Choice.class);
            s = RULES.apply(s, pawn(1, 6));
            s = RULES.apply(s, pawn(32, 27));
            s = RULES.apply(s, pawn(6, 1));
            s = RULES.apply(s, pawn(27, 32));
        }
        // The starting position, Black to move, for the third time.
        assertThat(RULES.toAct(s)).isEqualTo(new ToAct.Terminal(Verdict.draw("the same position occurred 3 times")));
    }
}
