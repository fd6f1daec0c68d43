package dev.kingme.rules.warp;

import static dev.kingme.rules.warp.WarpBoards.RULES;
import static dev.kingme.rules.warp.WarpBoards.act;
import static dev.kingme.rules.warp.WarpBoards.board;
import static dev.kingme.rules.warp.WarpBoards.jump;
import static dev.kingme.rules.warp.WarpBoards.legal;
import static dev.kingme.rules.warp.WarpBoards.place;
import static dev.kingme.rules.warp.WarpBoards.play;
import static dev.kingme.rules.warp.WarpBoards.pos;
import static dev.kingme.rules.warp.WarpBoards.split;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.GameState;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Player;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Window;
import org.junit.jupiter.api.Test;

/** Kings: swapping (warp-swaps too) and splitting into two fragments, split-jumps included. */
class WarpKingsTest {
    static final String PROHIBITED = "the split is prohibited: the pieces it sends out could not all land on an empty"
            + " square directly diagonal, nor split-jump an enemy there";

    /**
     * "A Swap is a form of movement where your King switches places with any directly horizontal or directly
     * vertical (but not diagonal) square, as long as another piece of any player's possession occupies that
     * square. Swapping, of course, like any other form of movement, ends your turn."
     */
    @Test
    void aKingSwapsWithAnOrthogonalNeighbourOfEitherSide() {
        GameState s = pos(Player.BLACK, "b27 bk28 w36 w37 w60");
        assertThat(legal(s, "swap")).containsExactlyInAnyOrder("swap 28 27", "swap 28 36");
        GameState enemy = play(s, "swap 28 36");
        assertThat(board(enemy)).isEqualTo("b27 w28 bk36 w37 w60");
        assertThat(RULES.toAct(enemy)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
        assertThat(board(play(s, "swap 28 27"))).isEqualTo("bk27 b28 w36 w37 w60");
        assertThatThrownBy(() -> RULES.step(s, act("swap", 28, 20))).isInstanceOf(IllegalDecisionException.class)
                .hasMessage("there is no piece on 20 to swap with: the king on 28 can swap with 27 or 36");
        assertThatThrownBy(() -> RULES.step(s, act("swap", 28, 37))).hasMessage("37 is not directly left, right,"
                + " ahead of or behind 28 (across an edge too), nor its opposite corner: the king on 28 can swap"
                + " with 27 or 36");
        assertThatThrownBy(() -> RULES.step(s, act("swap", 27, 28))).hasMessage("the checker on 27 cannot swap: only"
                + " a king or a queen swaps");
    }

    /**
     * "If the King is on the far left or right side of the board, it may Swap with another piece in the same
     * row on the opposite side of the board horizontally."
     */
    @Test
    void aKingOnASideEdgeWarpSwapsAcrossItInTheSameRow() {
        GameState s = pos(Player.BLACK, "bk25 w32 w60");
        assertThat(legal(s, "swap")).containsExactly("swap 25 32");
        assertThat(board(play(s, "swap 25 32"))).isEqualTo("w25 bk32 w60");
        GameState inside = pos(Player.BLACK, "bk26 w32 w60");
        assertThat(legal(inside, "swap")).isEmpty();
        assertThatThrownBy(() -> RULES.step(inside, act("swap", 26, 32))).hasMessage("32 is not directly left,"
                + " right, ahead of or behind 26 (across an edge too), nor its opposite corner: the king on 26 has"
                + " no piece next to it to swap with");
    }

    /**
     * "If the King is on the side of the board farthest from you or the side closest to you, it may Swap with
     * another piece in the same column on the opposite side of the board vertically."
     */
    @Test
    void aKingOnTheNearOrFarRowWarpSwapsAcrossTheTopAndBottomEdgeInTheSameColumn() {
        GameState near = pos(Player.BLACK, "bk4 wk60 w42");
        assertThat(legal(near, "swap")).containsExactly("swap 4 60");
        assertThat(board(play(near, "swap 4 60"))).isEqualTo("wk4 w42 bk60");
        GameState far = pos(Player.WHITE, "wk6 bk62 b30");
        assertThat(legal(far, "swap")).containsExactly("swap 6 62");
        assertThat(board(play(far, "swap 6 62"))).isEqualTo("bk6 b30 wk62");
    }

    /**
     * "If your King is in one of the board’s corners, it may swap with another in the opposite corner of the
     * board." Ruling: the opposite corner is the diagonally opposite one (the other two corners are already
     * the corner's neighbours across the side and top/bottom edges).
     */
    @Test
    void aKingInACornerSwapsWithTheOppositeCorner() {
        GameState s = pos(Player.BLACK, "bk1 wk64 w30");
        assertThat(legal(s, "swap")).containsExactly("swap 1 64");
        assertThat(board(play(s, "swap 1 64"))).isEqualTo("wk1 w30 bk64");
        GameState all = pos(Player.BLACK, "bk1 w8 w57 w64 b2 b9");
        assertThat(legal(all, "swap")).containsExactlyInAnyOrder("swap 1 57", "swap 1 2", "swap 1 9", "swap 1 8", "swap 1 64");
        GameState white = pos(Player.WHITE, "wk57 b8 b30");
        assertThat(legal(white, "swap")).containsExactly("swap 57 8");
    }

    /**
     * "Just like in regular Checkers, when a regular piece gets to the other side of the board from which it
     * started, it becomes a King." Ruling: a regular checker that a swap puts on its far row, of either side,
     * is crowned when the turn ends.
     */
    @Test
    void aCheckerSwappedOntoItsFarRowIsCrowned() {
        GameState own = pos(Player.BLACK, "b52 bk60 w20");
        assertThat(board(play(own, "swap 60 52"))).isEqualTo("w20 bk52 bk60");
        GameState enemy = pos(Player.BLACK, "bk4 w12 w50");
        assertThat(board(play(enemy, "swap 4 12"))).isEqualTo("wk4 bk12 w50");
    }

    /**
     * "This is how a Split works: your King turns into two Fragment checkers. One of them must remain where
     * the King was right before it Split, and the other can either be placed on a directly diagonal square
     * from where the King used to be, ..."
     */
    @Test
    void aKingSplitsIntoTwoFragmentsOneStayingAndOnePlacedDiagonally() {
        GameState s = pos(Player.BLACK, "b19 bk28 w50");
        assertThat(legal(s, "split")).containsExactly("split 28");
        GameState split = play(s, "split 28");
        assertThat(board(split)).isEqualTo("b19 bf28 w50");
        assertThat(RULES.toAct(split)).isEqualTo(new ToAct.Choice(Player.BLACK, Window.MID_CHAIN));
        assertThat(legal(split)).containsExactlyInAnyOrder("fragment 21", "fragment 35", "fragment 37");
        assertThatThrownBy(() -> RULES.step(split, place("fragment", 30))).isInstanceOf(IllegalDecisionException.class)
                .hasMessage("the split goes on: place the next fragment on an empty square directly diagonal to 28, or"
                        + " split-jump an enemy there (fragment 21, fragment 35 or fragment 37)");
        GameState placed = play(split, "fragment 35");
        assertThat(board(placed)).isEqualTo("b19 bf28 bf35 w50");
        assertThat(RULES.toAct(placed)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
        assertThat(placed.quietPlies()).isEqualTo(1);
        assertThat(placed.pending()).isEmpty();
    }

    /**
     * "... the other can either be placed on a directly diagonal square from where the King used to be".
     * Ruling: on the wrapping board the diagonal neighbours across an edge are directly diagonal too.
     */
    @Test
    void theSecondFragmentMayBePlacedAcrossAnEdge() {
        GameState s = play(pos(Player.BLACK, "bk25 w60"), "split 25");
        assertThat(legal(s)).containsExactlyInAnyOrder("fragment 24", "fragment 18", "fragment 40", "fragment 34");
        assertThat(board(play(s, "fragment 40"))).isEqualTo("bf25 bf40 w60");
    }

    /**
     * "... or it can be used to jump over and capture an enemy that is directly diagonal to where the King
     * used to be (as long as the next square along that diagonal is unoccupied). You can chain-capture as
     * usual with this method as well." Ruling: the split-jump may go in any diagonal direction, backward
     * too, but the chain goes on as the fragment it is (forward only): here 10x32 (a warp-jump over 17) is
     * offered, the backward 10x60 over 3 is not.
     */
    @Test
    void theSecondFragmentMaySplitJumpAnEnemyAndChainOrStop() {
        GameState s = play(pos(Player.BLACK, "wf3 w17 w19 bk28 w50"), "split 28");
        assertThat(legal(s)).containsExactlyInAnyOrder("28x10", "fragment 21", "fragment 35", "fragment 37");
        GameState jumped = play(s, "28x10");
        assertThat(board(jumped)).isEqualTo("wf3 bf10 w17 w19x bf28 w50");
        assertThat(RULES.toAct(jumped)).isEqualTo(new ToAct.Choice(Player.BLACK, Window.MID_CHAIN));
        assertThat(legal(jumped)).containsExactly("10x32", "stop");
        assertThatThrownBy(() -> RULES.step(jumped, jump(10, 3, 60)))
                .hasMessage("the split-jumping piece on 10 may jump on, or stop (10x32 or stop)");
        GameState stopped = play(jumped, "stop");
        assertThat(board(stopped)).isEqualTo("wf3 bf10 w17 bf28 w50");
        assertThat(RULES.toAct(stopped)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
        assertThat(stopped.quietPlies()).isZero();
        GameState chained = play(jumped, "10x32");
        assertThat(board(chained)).isEqualTo("wf3 bf28 bf32 w50");
        assertThat(RULES.toAct(chained)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
    }

    /**
     * "If the second Fragment checker cannot land on a directly diagonal square and cannot Split-jump an
     * enemy, then you are prohibited from Splitting with that King piece at that moment."
     */
    @Test
    void aSplitIsProhibitedWhenTheSecondFragmentCanNeitherLandNorJump() {
        GameState boxed = pos(Player.BLACK, "b19 b21 bk28 w35 w37 w42 b46");
        assertThat(legal(boxed, "split")).isEmpty();
        assertThatThrownBy(() -> RULES.step(boxed, act("split", 28))).isInstanceOf(IllegalDecisionException.class)
                .hasMessage(PROHIBITED);
        assertThatThrownBy(() -> RULES.step(boxed, act("split", 19))).hasMessage("the checker on 19 cannot split:"
                + " only a king or a queen splits");
        assertThatThrownBy(() -> RULES.step(pos(Player.BLACK, "bk28 w60"), split(28, "kings")))
                .hasMessage("a king splits only into two fragments (split 28)");
        GameState open = pos(Player.BLACK, "b19 b21 bk28 w35 w37 w42");
        assertThat(play(open, "split 28").pending()).hasSize(1);
        assertThat(legal(play(open, "split 28"))).containsExactly("28x46");
    }
}
