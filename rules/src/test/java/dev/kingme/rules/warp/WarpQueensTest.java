package dev.kingme.rules.warp;

import static dev.kingme.rules.warp.WarpBoards.RULES;
import static dev.kingme.rules.warp.WarpBoards.act;
import static dev.kingme.rules.warp.WarpBoards.board;
import static dev.kingme.rules.warp.WarpBoards.cycle;
import static dev.kingme.rules.warp.WarpBoards.legal;
import static dev.kingme.rules.warp.WarpBoards.play;
import static dev.kingme.rules.warp.WarpBoards.pos;
import static dev.kingme.rules.warp.WarpBoards.split;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Player;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Window;
import org.junit.jupiter.api.Test;

/** Queens: made by merging two kings; skipping, splitting into kings or fragments, and cycling 2x2 blocks. */
class WarpQueensTest {

    /**
     * "You can create a Queen by using your turn to have one of your Kings jump on top of (not over!) another
     * directly diagonal King of yours. Since this is not a normal jump, chain jumping may not be used here."
     * The queen stands where the king that was jumped onto stood; the turn ends although the queen could
     * jump 46.
     */
    @Test
    void aKingMergingOntoADiagonallyAdjacentKingMakesAQueenOnTheTargetSquare() {
        GameState s = pos(Player.BLACK, "bk28 bk37 w46");
        assertThat(legal(s, "merge")).containsExactlyInAnyOrder("merge 28 37", "merge 37 28");
        GameState merged = play(s, "merge 28 37");
        assertThat(board(merged)).isEqualTo("bq37 w46");
        assertThat(RULES.toAct(merged)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
        assertThat(merged.quietPlies()).isEqualTo(1);
        assertThat(board(play(s, "merge 37 28"))).isEqualTo("bq28 w46");
    }

    /**
     * "... another directly diagonal King of yours" — not onto a queen (and a queen does not merge), not
     * onto a king two squares away or beside it, not onto an enemy king.
     */
    @Test
    void noMergeOntoAQueenANonAdjacentKingOrAnEnemyKing() {
        GameState s = pos(Player.BLACK, "wk19 bk28 bk29 bq37 bk46 w60");
        assertThat(legal(s, "merge")).isEmpty();
        assertThatThrownBy(() -> RULES.step(s, act("merge", 28, 37))).isInstanceOf(IllegalDecisionException.class)
                .hasMessage("there is no Black king on 37 to merge onto (it holds Black's queen): the king on 28"
                        + " merges onto a king of yours directly diagonal to it");
        assertThatThrownBy(() -> RULES.step(s, act("merge", 37, 28))).hasMessage("a queen does not merge: a king"
                + " moves onto another king of yours, which becomes a queen (such as merge 10 19)");
        assertThatThrownBy(() -> RULES.step(s, act("merge", 28, 46))).hasMessage("46 is not directly diagonal to 28"
                + " (its diagonal squares are 19, 21, 35, 37)");
        assertThatThrownBy(() -> RULES.step(s, act("merge", 28, 29))).hasMessage("29 is not directly diagonal to 28"
                + " (its diagonal squares are 19, 21, 35, 37)");
        assertThatThrownBy(() -> RULES.step(s, act("merge", 28, 19))).hasMessage("there is no Black king on 19 to"
                + " merge onto (it holds White's king): the king on 28 merges onto a king of yours directly diagonal"
                + " to it");
    }

    /**
     * "“Directly diagonal” means one square away on the diagonal". Ruling: on the wrapping board the
     * diagonal neighbour across an edge is directly diagonal too, so kings merge across an edge.
     */
    @Test
    void kingsMergeAcrossAnEdge() {
        GameState s = pos(Player.BLACK, "bk24 bk25 w60");
        assertThat(legal(s, "merge")).containsExactlyInAnyOrder("merge 24 25", "merge 25 24");
        assertThat(board(play(s, "merge 25 24"))).isEqualTo("bq24 w60");
    }

    /** "A Queen has every ability of a King, with the exception of Splitting working differently". */
    @Test
    void aQueenMovesAndSwapsLikeAKing() {
        GameState s = pos(Player.BLACK, "bq28 w29 w60");
        assertThat(legal(s, "28-")).containsExactlyInAnyOrder("28-19", "28-21", "28-35", "28-37");
        assertThat(legal(s, "swap")).containsExactly("swap 28 29");
        assertThat(board(play(s, "swap 28 29"))).isEqualTo("w28 bq29 w60");
    }

    /**
     * "The ability to Skip simply means that you have the option to completely skip your own turn if you
     * would rather not use it, as long as you currently have a Queen somewhere on the board."
     */
    @Test
    void aSideWithAQueenMaySkipItsTurn() {
        GameState s = pos(Player.BLACK, "b10 bq28 w60");
        assertThat(legal(s, "skip")).containsExactly("skip");
        GameState skipped = play(s, "skip");
        assertThat(board(skipped)).isEqualTo(board(s));
        assertThat(RULES.toAct(skipped)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
        assertThat(skipped.quietPlies()).isEqualTo(1);
        GameState none = pos(Player.BLACK, "b10 bk28 wq60");
        assertThat(legal(none, "skip")).isEmpty();
        assertThatThrownBy(() -> RULES.step(none, act("skip"))).isInstanceOf(IllegalDecisionException.class)
                .hasMessage("only a side with a queen of its own may skip a turn, and Black has none");
    }

    /**
     * "A Queen splitting into 2 Kings works exactly the same as a King splitting into 2 Fragment checkers,
     * except that you have 2 Kings as the result instead of 2 Fragment checkers. The Kings are just regular
     * Kings — they are both able to combine to form a Queen again at a later turn if you choose using the
     * regular method."
     */
    @Test
    void aQueenSplitsIntoTwoKings() {
        GameState s = pos(Player.BLACK, "bq28 w50");
        assertThat(legal(s, "split")).containsExactlyInAnyOrder("split 28 kings", "split 28 fragments");
        GameState split = play(s, "split 28 kings");
        assertThat(board(split)).isEqualTo("bk28 w50");
        assertThat(RULES.toAct(split)).isEqualTo(new ToAct.Choice(Player.BLACK, Window.MID_CHAIN));
        assertThat(legal(split)).containsExactlyInAnyOrder("king 19", "king 21", "king 35", "king 37");
        GameState placed = play(split, "king 21");
        assertThat(board(placed)).isEqualTo("bk21 bk28 w50");
        assertThat(RULES.toAct(placed)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
        assertThat(legal(play(placed, "50-41"), "merge")).containsExactlyInAnyOrder("merge 21 28", "merge 28 21");
    }

    /**
     * "... works exactly the same as a King splitting" — split-jumping included. Ruling: a split-jumping king
     * chains as a king, backward too (here 46x32 over 39).
     */
    @Test
    void aKingSplitFromAQueenMaySplitJumpAndChainLikeAKing() {
        GameState s = play(pos(Player.BLACK, "bq28 w37 w39 w60"), "split 28 kings");
        assertThat(legal(s)).containsExactlyInAnyOrder("king 19", "king 21", "king 35", "28x46");
        GameState jumped = play(s, "28x46");
        assertThat(board(jumped)).isEqualTo("bk28 w37x w39 bk46 w60");
        assertThat(legal(jumped)).containsExactly("46x32", "stop");
        GameState chained = play(jumped, "46x32");
        assertThat(board(chained)).isEqualTo("bk28 bk32 w60");
        assertThat(RULES.toAct(chained)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
    }

    /**
     * "When your Queen splits into 4 Fragment checkers, one of those Fragment checkers must remain where the
     * Queen was, and the others have two options each. Those options are identical to those of Splitting a
     * King. Split-jumping works the same too." Ruling: the three go out one at a time, each to a different
     * diagonal neighbour (placed there or jumping the enemy there).
     */
    @Test
    void aQueenSplitsIntoFourFragmentsThreePlacedOrSplitJumping() {
        GameState s = play(pos(Player.BLACK, "bq28 w37 w50"), "split 28 fragments");
        assertThat(board(s)).isEqualTo("bf28 w37 w50");
        assertThat(legal(s)).containsExactlyInAnyOrder("fragment 19", "fragment 21", "fragment 35", "28x46");
        GameState one = play(s, "fragment 19");
        assertThat(legal(one)).containsExactlyInAnyOrder("fragment 21", "fragment 35", "28x46");
        GameState two = play(one, "28x46");
        assertThat(board(two)).isEqualTo("bf19 bf28 w37x bf46 w50");
        assertThat(RULES.toAct(two)).isEqualTo(new ToAct.Choice(Player.BLACK, Window.MID_CHAIN));
        assertThat(legal(two)).containsExactlyInAnyOrder("fragment 21", "fragment 35");
        GameState done = play(two, "fragment 35");
        assertThat(board(done)).isEqualTo("bf19 bf28 bf35 bf46 w50");
        assertThat(RULES.toAct(done)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
        assertThat(done.quietPlies()).isZero();
    }

    /**
     * "Like when Splitting a King, if at least one of the Fragment checkers cannot be placed directly diagonal
     * to where the Queen was and that same checker cannot split-jump an enemy, you are prohibited from
     * Splitting that piece at the moment." With two usable diagonals the queen may still split into kings.
     */
    @Test
    void aSplitIntoFourIsProhibitedWithFewerThanThreeUsableDiagonals() {
        GameState s = pos(Player.BLACK, "b19 b21 bq28 w60");
        assertThat(legal(s, "split")).containsExactly("split 28 kings");
        assertThatThrownBy(() -> RULES.step(s, split(28, "fragments"))).isInstanceOf(IllegalDecisionException.class)
                .hasMessage(WarpKingsTest.PROHIBITED);
        GameState three = pos(Player.BLACK, "b19 bq28 w37 w60");
        assertThat(legal(three, "split")).containsExactlyInAnyOrder("split 28 kings", "split 28 fragments");
        assertThatThrownBy(() -> RULES.step(s, act("split", 28)))
                .hasMessage("a queen splits into two kings or four fragments (split 28 kings, split 28 fragments)");
        GameState boxed = pos(Player.BLACK, "b19 b21 bq28 b35 b37 w60");
        assertThat(legal(boxed, "split")).isEmpty();
        assertThatThrownBy(() -> RULES.step(boxed, split(28, "kings"))).hasMessage(WarpKingsTest.PROHIBITED);
    }

    /**
     * "Cycling is when the pieces inside a 2x2 square circle around clockwise, counterclockwise, or 180
     * degrees. Any empty spaces in the 2x2 square circle around as well. You can use your turn to Cycle the
     * pieces in a 2x2 square as long as these two criteria are both met: A Queen of yours is in the 2x2
     * square; At least one other piece of either player’s ownership is in the 2x2 square." The block is named
     * by its top-left square; clockwise is as the board is drawn (28 to 29 to 37 to 36).
     */
    @Test
    void aQueenCyclesABlockWithAnotherPieceClockwiseCounterclockwiseOrHalfway() {
        GameState s = pos(Player.BLACK, "bq28 w29 b36");
        assertThat(legal(s, "cycle")).containsExactlyInAnyOrder(
                "cycle 20 cw", "cycle 20 ccw", "cycle 20 180",
                "cycle 27 cw", "cycle 27 ccw", "cycle 27 180",
                "cycle 28 cw", "cycle 28 ccw", "cycle 28 180");
        GameState cw = play(s, "cycle 28 cw");
        assertThat(board(cw)).isEqualTo("b28 bq29 w37");
        assertThat(RULES.toAct(cw)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
        assertThat(board(play(s, "cycle 28 ccw"))).isEqualTo("w28 bq36 b37");
        assertThat(board(play(s, "cycle 28 180"))).isEqualTo("b29 w36 bq37");
    }

    /** "... as long as these two criteria are both met: ... At least one other piece ... is in the 2x2 square." */
    @Test
    void noCycleWithOnlyTheQueenOrWithoutAQueenOfYours() {
        GameState alone = pos(Player.BLACK, "bq28 w50");
        assertThat(legal(alone, "cycle")).isEmpty();
        assertThatThrownBy(() -> RULES.step(alone, cycle(28, "cw"))).isInstanceOf(IllegalDecisionException.class)
                .hasMessage("the block of 28 (28, 29, 36, 37) holds Black's queen and no other piece: a block is"
                        + " cycled only with another piece in it, of either side (such as cycle 1 cw)");
        assertThatThrownBy(() -> RULES.step(pos(Player.BLACK, "bq28 w29"), cycle(28, "left")))
                .hasMessage("a block turns cw (clockwise), ccw (counterclockwise) or 180 (half round), not 'left'");
        GameState theirs = pos(Player.BLACK, "b29 wq28 bq50");
        assertThat(legal(theirs, "cycle")).isEmpty();
        assertThatThrownBy(() -> RULES.step(theirs, cycle(28, "180"))).hasMessage("the block of 28 (28, 29, 36, 37)"
                + " holds no queen of Black's (the queen on 28 is White's): a block is cycled only with a queen of"
                + " yours in it (such as cycle 1 cw)");
    }

    /**
     * "When cycling, the individual squares in the 2x2 square do not have to be touching. Half of the 2x2
     * square can go off of the board and warp around to the other side ... the same 2 rows on the opposite
     * end of the board (when the left or right half of the 2x2 square is off of the board)." Ruling: such a
     * block turns as the 2x2 square it would be if the board went on across the edge, named by its top-left
     * square there: block 32 is 32, 25, 33, 40, and clockwise takes 32 to 25 to 33 to 40.
     */
    @Test
    void aBlockWrapsOverTheSideEdge() {
        GameState s = pos(Player.BLACK, "w25 bq32");
        assertThat(legal(s, "cycle")).containsExactlyInAnyOrder(
                "cycle 24 cw", "cycle 24 ccw", "cycle 24 180", "cycle 32 cw", "cycle 32 ccw", "cycle 32 180");
        assertThat(board(play(s, "cycle 32 cw"))).isEqualTo("bq25 w33");
        assertThat(board(play(s, "cycle 32 ccw"))).isEqualTo("w32 bq40");
        assertThat(board(play(s, "cycle 32 180"))).isEqualTo("bq33 w40");
    }

    /**
     * "Half of the 2x2 square can go off of the board and warp around to the other side in the same 2 columns
     * on the opposite end of the board (when the top or bottom half of the 2x2 square is off of the board)".
     * Block 59 is 59, 60, 4, 3. Ruling: a regular checker that a cycle puts on its far row is crowned when
     * the turn ends, as one moved there by a swap is (60 here).
     */
    @Test
    void aBlockWrapsOverTheTopAndBottomEdge() {
        GameState s = pos(Player.BLACK, "b4 w30 bq59");
        assertThat(legal(s, "cycle")).containsExactlyInAnyOrder("cycle 59 cw", "cycle 59 ccw", "cycle 59 180");
        assertThat(board(play(s, "cycle 59 cw"))).isEqualTo("b3 w30 bq60");
        assertThat(board(play(s, "cycle 59 ccw"))).isEqualTo("bq3 w30 bk60");
    }

    /**
     * "Alternatively, you can also cycle around the 4 corners of the board, as always as long as both of the
     * above criteria are met." Block 64 is 64, 57, 1, 8.
     */
    @Test
    void theFourCornersCycle() {
        GameState s = pos(Player.BLACK, "bq1 wk64");
        assertThat(legal(s, "cycle")).containsExactlyInAnyOrder("cycle 64 cw", "cycle 64 ccw", "cycle 64 180");
        assertThat(board(play(s, "cycle 64 cw"))).isEqualTo("bq8 wk57");
        assertThat(board(play(s, "cycle 64 ccw"))).isEqualTo("wk8 bq57");
        assertThat(board(play(s, "cycle 64 180"))).isEqualTo("wk1 bq64");
    }

    /**
     * "If at least one of the Fragment checkers cannot be placed ... you are prohibited": a split-jump
     * chain that would take away the diagonal a fragment still to go out needs is refused, saying why;
     * placing a fragment with no split under way is refused too. W7
     */
    @Test
    void aChainThatWouldStrandAFragmentStillToGoOutIsRefusedWithTheReason() {
        GameState s = pos(Player.BLACK, "bq28 b19 w37 w53 w5 w21");
        assertThatThrownBy(() -> RULES.step(s, new Decision.Place("fragment", 26)))
                .hasMessage("a fragment or a king is placed only while a split is under way: split a king or a queen"
                        + " first");
        GameState chain = play(play(play(s, "split 28 fragments"), "28x46"), "46x60");
        assertThatThrownBy(() -> RULES.step(chain, new Decision.Jump(59, 4, 13)))
                .hasMessage("60x14 would leave too few diagonal squares of 28 free for the 2 pieces of the split"
                        + " still to go out (28x14 or fragment 35)");
    }
}
