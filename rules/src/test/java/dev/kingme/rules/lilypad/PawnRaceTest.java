package dev.kingme.rules.lilypad;

import static dev.kingme.rules.lilypad.Boards.RULES;
import static dev.kingme.rules.lilypad.Boards.jump;
import static dev.kingme.rules.lilypad.Boards.legal;
import static dev.kingme.rules.lilypad.Boards.pawn;
import static dev.kingme.rules.lilypad.Boards.position;
import static dev.kingme.rules.lilypad.Boards.sq;
import static dev.kingme.rules.lilypad.Boards.step;
import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.Window;
import org.junit.jupiter.api.Test;

/**
 * "If you both lose your pawns, then the game ends in a draw. If you get your pawn all the way across the
 * board, then you win the game!" and the checkers endings that still apply.
 */
class PawnRaceTest {
    static final Verdict BLACK_ACROSS = Verdict.win(Player.BLACK,
            "Black's pawn got across the board to White's back row");

    @Test
    void thePawnsCheckerMovingOntoTheFarRowWins() {
        GameState s = position("B:W12:B25", 25, 12);
        assertThat(RULES.toAct(s)).isEqualTo(new ToAct.Choice(Player.BLACK, Window.MAIN));
        GameState after = RULES.apply(s, step(25, 30));
        assertThat(after.has(Layer.KING, sq(30))).isTrue();
        assertThat(RULES.toAct(after)).isEqualTo(new ToAct.Terminal(BLACK_ACROSS));
        assertThat(RULES.legalDecisions(after)).isEmpty();
    }

    @Test
    void thePawnsCheckerJumpingOntoTheFarRowWins() {
        GameState after = RULES.apply(position("B:W26,12:B22", 22, 12), jump(22, 26, 31));
        assertThat(RULES.toAct(after)).isEqualTo(new ToAct.Terminal(BLACK_ACROSS));
    }

    @Test
    void thePawnHoppingOntoAnOwnCheckerAlreadyOnTheFarRowWins() {
        GameState black = position("B:W12:BK29,25", 25, 12);
        assertThat(legal(RULES, black)).contains("pawn 25-29");
        assertThat(RULES.toAct(RULES.apply(black, pawn(25, 29)))).isEqualTo(new ToAct.Terminal(BLACK_ACROSS));
        GameState white = position("W:W5,K1:B12", 5, 12);
        assertThat(RULES.toAct(RULES.apply(white, pawn(5, 1)))).isEqualTo(new ToAct.Terminal(
                Verdict.win(Player.WHITE, "White's pawn got across the board to Black's back row")));
    }

    @Test
    void aPawnCarriedThroughTheFarRowInTheMiddleOfACaptureHasNotGotAcross() {
        GameState s = position("B:W26,27,32:BK22", 22, 32);
        GameState mid = RULES.apply(s, jump(22, 26, 31));
        assertThat(mid.has(Pawns.LAYER, sq(31))).isTrue();
        assertThat(RULES.toAct(mid)).isEqualTo(new ToAct.Choice(Player.BLACK, Window.MID_CHAIN));
        GameState after = RULES.apply(mid, jump(31, 27, 24));
        assertThat(RULES.toAct(after)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
    }

    @Test
    void whenBothSidesHaveLostTheirPawnsTheGameIsDrawn() {
        GameState s = position("B:W18,32:B1,14", 18);
        assertThat(RULES.toAct(s)).isEqualTo(new ToAct.Choice(Player.BLACK, Window.MAIN));
        GameState after = RULES.apply(s, jump(14, 18, 23));
        assertThat(RULES.toAct(after)).isEqualTo(new ToAct.Terminal(Verdict.draw("both sides have lost their pawns")));
    }

    @Test
    void theDrawComesBeforeAskingWhetherTheNextSideCanMove() {
        // After 14x23 White's last checker on 5 is blocked by Black's on 1: no move, but both pawns are gone.
        GameState after = RULES.apply(position("B:W5,18:B1,14", 18), jump(14, 18, 23));
        assertThat(RULES.toAct(after)).isEqualTo(new ToAct.Terminal(Verdict.draw("both sides have lost their pawns")));
    }

    @Test
    void losingOnePawnLeavesTheGameGoingOnAsCheckers() {
        GameState s = position("B:W18,21,27:B1,14", 1, 18);
        GameState after = RULES.apply(RULES.apply(s, jump(14, 18, 23)), jump(23, 27, 32));
        assertThat(RULES.toAct(after)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
        assertThat(legal(RULES, after)).containsExactly("21-17");
    }

    @Test
    void theSideThatKeptItsPawnCanStillWinByIt() {
        GameState s = position("B:W12:B25", 25);
        assertThat(RULES.toAct(RULES.apply(s, step(25, 29)))).isEqualTo(new ToAct.Terminal(BLACK_ACROSS));
    }

    @Test
    void aSideWithoutItsPawnStillWinsByCapturingEverythingEvenTakingTheLastPawn() {
        GameState after = RULES.apply(position("B:W18:B14", 18), jump(14, 18, 23));
        assertThat(RULES.toAct(after)).isEqualTo(new ToAct.Terminal(
                Verdict.win(Player.BLACK, "White has no pieces left")));
    }

    @Test
    void aSideWithoutItsPawnStillWinsByLeavingTheOtherNoMove() {
        GameState s = position("W:W5:B1", 5);
        assertThat(RULES.toAct(s)).isEqualTo(new ToAct.Terminal(
                Verdict.win(Player.BLACK, "White has no legal move")));
    }
}
