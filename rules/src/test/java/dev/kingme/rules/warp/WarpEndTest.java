package dev.kingme.rules.warp;

import static dev.kingme.rules.warp.WarpBoards.RULES;
import static dev.kingme.rules.warp.WarpBoards.board;
import static dev.kingme.rules.warp.WarpBoards.builder;
import static dev.kingme.rules.warp.WarpBoards.legal;
import static dev.kingme.rules.warp.WarpBoards.play;
import static dev.kingme.rules.warp.WarpBoards.pos;
import static dev.kingme.rules.warp.WarpBoards.step;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.GameState;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Player;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.Window;
import org.junit.jupiter.api.Test;

/** How a game of Warp Checkers ends: no pieces, no move, or on points after 20 turns without a capture. */
class WarpEndTest {

    static ToAct win(Player p, String why) {
        return new ToAct.Terminal(Verdict.win(p, why));
    }

    /**
     * "The objective of Warp Checkers is the same as regular Checkers: to capture every enemy piece, ..."
     */
    @Test
    void aSideWithNoPiecesLeftLoses() {
        GameState s = play(pos(Player.BLACK, "b19 w28"), "19x37");
        assertThat(board(s)).isEqualTo("b37");
        assertThat(RULES.toAct(s)).isEqualTo(win(Player.BLACK, "White has no pieces left"));
        assertThat(RULES.legalDecisions(s)).isEmpty();
        assertThatThrownBy(() -> RULES.step(s, step(37, 46))).isInstanceOf(IllegalDecisionException.class)
                .hasMessage("the game is over: White has no pieces left");
        assertThat(RULES.toAct(pos(Player.BLACK, "w28"))).isEqualTo(win(Player.WHITE, "Black has no pieces left"));
    }

    /**
     * "... or to position your pieces in such a way so that the enemy has no available moves." Black's
     * horizontal warp 25-40 shuts White's last checker in: 40 and 34 are taken, and 31 and 27 behind them.
     */
    @Test
    void aSideWithNoLegalMoveLoses() {
        GameState s = pos(Player.BLACK, "b25 b27 b31 b34 w41");
        assertThat(RULES.toAct(s)).isEqualTo(new ToAct.Choice(Player.BLACK, Window.MAIN));
        GameState after = play(s, "25-40");
        assertThat(board(after)).isEqualTo("b27 b31 b34 b40 w41");
        assertThat(RULES.toAct(after)).isEqualTo(win(Player.BLACK, "White has no legal move"));
        assertThat(RULES.legalDecisions(after)).isEmpty();
    }

    /**
     * "If 20 turns pass without any pieces of either player being captured, then whichever player currently
     * has more points wins." Ruling: a turn is one side's move (a skip is a turn too), counted from the start
     * of the game or the last capture: after 19 the game goes on, after the 20th it is over. Black's queen
     * (4 points) beats White's king (2).
     */
    @Test
    void after20TurnsWithoutACaptureTheSideWithMorePointsWins() {
        GameState s = pos(Player.BLACK, "bq1 wk55");
        for (int turn = 1; turn <= 19; turn++) {
            s = play(s, turn % 2 == 1 ? "skip" : turn % 4 == 2 ? "55-46" : "46-55");
            assertThat(s.quietPlies()).isEqualTo(turn);
        }
        assertThat(RULES.toAct(s)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
        GameState last = play(s, "46-55");
        assertThat(RULES.toAct(last)).isEqualTo(
                win(Player.BLACK, "20 turns without a capture: Black has more points (Black 4, White 2)"));
        assertThat(legal(last)).isEmpty();
    }

    /**
     * "Regular checker = 1 point; Fragment checker = 1 point; King = 2 points; Queen = 4 points". The side
     * with more points wins whoever made the 20th turn.
     */
    @Test
    void pointsAreOneForACheckerOrFragmentTwoForAKingFourForAQueen() {
        String black = "bq5 bk12 b17 bf20 ";
        GameState s = builder(Player.BLACK, black + "w42 w43 w44 w45 wf47 wk53 wk55").quietPlies(19).build();
        assertThat(RULES.describe(s)).isEqualTo("Black 8 points, White 9 points; 19 of 20 turns without a capture");
        assertThat(RULES.toAct(play(s, "17-26"))).isEqualTo(
                win(Player.WHITE, "20 turns without a capture: White has more points (Black 8, White 9)"));
    }

    /**
     * "... whichever player currently has more points wins." Ruling: the text says nothing of equal points;
     * the game is then drawn.
     */
    @Test
    void equalPointsAfter20TurnsIsADraw() {
        GameState s = builder(Player.BLACK, "bq5 bk12 b17 bf20 w42 w43 w45 wf47 wk53 wk55").quietPlies(19).build();
        assertThat(RULES.toAct(play(s, "17-26"))).isEqualTo(new ToAct.Terminal(
                Verdict.draw("20 turns without a capture and equal points (Black 8, White 8)")));
    }

    /**
     * "If 20 turns pass without any pieces of either player being captured". Ruling: a split-jump captures,
     * so it starts the count again; the same split placing its fragment instead ends the game on points.
     */
    @Test
    void aSplitJumpIsACaptureAndRestartsTheCount() {
        GameState s = builder(Player.BLACK, "bk28 w19 w50 w60").quietPlies(19).build();
        GameState jumped = play(s, "split 28", "28x10");
        assertThat(board(jumped)).isEqualTo("bf10 bf28 w50 w60");
        assertThat(jumped.quietPlies()).isZero();
        assertThat(RULES.toAct(jumped)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
        GameState placed = play(s, "split 28", "fragment 21");
        assertThat(RULES.toAct(placed)).isEqualTo(
                win(Player.WHITE, "20 turns without a capture: White has more points (Black 2, White 3)"));
    }

    /** "In addition to regular Warping, you can sometimes capture an enemy piece during a Warp." */
    @Test
    void aWarpJumpIsACaptureAndRestartsTheCount() {
        GameState s = builder(Player.BLACK, "b16 w17 w50").quietPlies(19).build();
        GameState jumped = play(s, "16x26");
        assertThat(jumped.quietPlies()).isZero();
        assertThat(RULES.toAct(jumped)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
        assertThat(RULES.toAct(play(s, "16-23"))).isEqualTo(
                win(Player.WHITE, "20 turns without a capture: White has more points (Black 1, White 2)"));
    }
}
