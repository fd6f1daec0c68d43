package dev.kingme.rules.warp;

import static dev.kingme.rules.warp.WarpBoards.RULES;
import static dev.kingme.rules.warp.WarpBoards.at;
import static dev.kingme.rules.warp.WarpBoards.board;
import static dev.kingme.rules.warp.WarpBoards.jump;
import static dev.kingme.rules.warp.WarpBoards.legal;
import static dev.kingme.rules.warp.WarpBoards.play;
import static dev.kingme.rules.warp.WarpBoards.pos;
import static dev.kingme.rules.warp.WarpBoards.step;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Window;
import org.junit.jupiter.api.Test;

/**
 * Setup, steps, the three kinds of warp, optional captures and chains, warp-jumps both ways, and
 * promotion: checkers crown on the far row, kings and fragments are never promoted by it.
 */
class WarpMovesTest {

    /**
     * "Each player starts off the game with 24 pieces, also known as checkers, arranged in 3 rows at the
     * side of the board closest to themselves." (And from regular Checkers: "The black (darker color) side
     * moves first.")
     */
    @Test
    void eachSideStartsWith24CheckersOnItsThreeNearestRowsAndBlackMovesFirst() {
        GameState s = RULES.initial();
        StringBuilder expected = new StringBuilder();
        for (int n = 1; n <= 24; n++) {
            expected.append("b").append(n).append(' ');
        }
        for (int n = 41; n <= 64; n++) {
            expected.append("w").append(n).append(n == 64 ? "" : " ");
        }
        assertThat(board(s)).isEqualTo(expected.toString());
        assertThat(Long.bitCount(s.pieces(Player.BLACK))).isEqualTo(24);
        assertThat(Long.bitCount(s.pieces(Player.WHITE))).isEqualTo(24);
        assertThat(s.layer(Layer.KING) | s.layer(WarpLayers.FRAGMENT) | s.layer(WarpLayers.QUEEN)).isZero();
        assertThat(RULES.toAct(s)).isEqualTo(new ToAct.Choice(Player.BLACK, Window.MAIN));
    }

    /**
     * "Basic movement works the same as in regular Checkers" — "A simple move involves sliding a piece one
     * space diagonally forwards (also diagonally backwards in the case of kings) to an adjacent unoccupied
     * dark square."
     */
    @Test
    void aCheckerStepsOneSquareDiagonallyForwardOntoAnEmptySquare() {
        GameState s = pos(Player.BLACK, "b19 b26 w46");
        assertThat(legal(s)).containsExactlyInAnyOrder("19-28", "26-33", "26-35");
        GameState after = play(s, "19-28");
        assertThat(board(after)).isEqualTo("b26 b28 w46");
        assertThat(RULES.toAct(after)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
        assertThat(legal(after)).containsExactlyInAnyOrder("46-37", "46-39");
        assertThatThrownBy(() -> RULES.step(s, step(19, 10))).isInstanceOf(IllegalDecisionException.class)
                .hasMessage("19-10 is not a move: a checker moves only forward (for Black, down the board to higher"
                        + " numbers); the checker on 19 steps to 28");
        assertThatThrownBy(() -> RULES.step(s, step(19, 26))).hasMessage("19-26 is not a move: 26 is taken by"
                + " Black's checker; the checker on 19 steps to 28");
        assertThatThrownBy(() -> RULES.step(s, step(46, 37))).hasMessage("there is no Black piece on 46 (it holds"
                + " White's checker)");
    }

    /**
     * "To initiate a horizontal Warp, your checker must be on either the far left or the far right side of
     * the board. Horizontal Warping moves your piece one square forward and then all the way to the far left
     * side of the board if you started on the right side, or all the way to the right side of the board if
     * you started on the left side."
     */
    @Test
    void aCheckerOnASideEdgeWarpsForwardAcrossIt() {
        GameState s = pos(Player.BLACK, "b9 b16 w41 w48");
        assertThat(legal(s)).containsExactlyInAnyOrder("9-18", "9-24", "16-23", "16-17");
        assertThat(board(play(s, "16-17"))).isEqualTo("b9 b17 w41 w48");
        assertThat(board(play(s, "9-24"))).isEqualTo("b16 b24 w41 w48");
        GameState white = pos(Player.WHITE, "b9 b16 w41 w48");
        assertThat(legal(white)).containsExactlyInAnyOrder("41-40", "41-34", "48-39", "48-33");
        assertThat(board(play(white, "48-33"))).isEqualTo("b9 b16 w33 w41");
    }

    /**
     * "To initiate a vertical Warp, your checker must be on the side of the board farthest from you. You
     * move the piece either one square to the left or to the right and then all the way to the side of the
     * board closest to you."
     */
    @Test
    void aFragmentOnTheFarRowWarpsToTheNearRow() {
        GameState s = pos(Player.BLACK, "bf60 wf4 w50");
        assertThat(legal(s)).containsExactlyInAnyOrder("60-3", "60-5");
        assertThat(board(play(s, "60-3"))).isEqualTo("bf3 wf4 w50");
        GameState white = pos(Player.WHITE, "bf60 wf4 w50");
        assertThat(legal(white)).containsExactlyInAnyOrder("4-59", "4-61", "50-41", "50-43");
        assertThat(board(play(white, "4-61"))).isEqualTo("w50 bf60 wf61");
    }

    /**
     * "A King checker can warp from the bottom of the board to the top as well. To do this, it must be at
     * the side of the board closest to you. Move it either one square to the left or to the right and then
     * all the way to the opposite side of the board."
     */
    @Test
    void aKingWarpsBetweenTheNearAndFarRowsBothWays() {
        GameState near = pos(Player.BLACK, "bk4 w50");
        assertThat(legal(near, "4-")).containsExactlyInAnyOrder("4-59", "4-61", "4-11", "4-13");
        assertThat(board(play(near, "4-59"))).isEqualTo("w50 bk59");
        GameState far = pos(Player.BLACK, "bk60 w42");
        assertThat(legal(far, "60-")).containsExactlyInAnyOrder("60-51", "60-53", "60-3", "60-5");
        assertThat(board(play(far, "60-5"))).isEqualTo("bk5 w42");
    }

    /**
     * "Kings have all the abilities of regular checkers, which includes warping." Ruling: a king, moving
     * backward as well, also warps backward across a side edge.
     */
    @Test
    void aKingAlsoWarpsBackwardAcrossASideEdge() {
        GameState s = pos(Player.BLACK, "bk25 w50");
        assertThat(legal(s, "25-")).containsExactlyInAnyOrder("25-24", "25-18", "25-40", "25-34");
        assertThat(board(play(s, "25-24"))).isEqualTo("bk24 w50");
    }

    /**
     * "To initiate a diagonal Warp, your checker must be at one of the two corners of the board farthest from
     * you. If the checker is at the upper-right corner, move it to the lower-left. If the checker is at the
     * upper-left corner, move it to the lower-right."
     */
    @Test
    void aPieceInAFarCornerWarpsToTheOppositeNearCorner() {
        GameState s = pos(Player.BLACK, "bf57 bf64 w44");
        assertThat(legal(s)).containsExactlyInAnyOrder("57-8", "57-2", "64-7", "64-1");
        assertThat(board(play(s, "64-1"))).isEqualTo("bf1 w44 bf57");
        assertThat(board(play(s, "57-8"))).isEqualTo("bf8 w44 bf64");
        GameState white = pos(Player.WHITE, "wf1 b20");
        assertThat(legal(white)).containsExactlyInAnyOrder("1-64", "1-58");
        assertThat(board(play(white, "1-64"))).isEqualTo("b20 wf64");
    }

    /**
     * "A King checker can Warp from one of the bottom corners of the board to the top corners as well. If
     * the King is at the lower-left corner, move it to the upper-right. If the King is at the lower-right
     * corner, move it to the upper-left."
     */
    @Test
    void aKingInANearCornerWarpsToTheOppositeFarCorner() {
        GameState s = pos(Player.BLACK, "bk1 bk8 w44");
        assertThat(legal(s, "1-")).containsExactlyInAnyOrder("1-64", "1-58", "1-16", "1-10");
        assertThat(legal(s, "8-")).containsExactlyInAnyOrder("8-63", "8-57", "8-15", "8-9");
        assertThat(board(play(s, "1-64"))).isEqualTo("bk8 w44 bk64");
        assertThat(board(play(s, "8-57"))).isEqualTo("bk1 w44 bk57");
    }

    /**
     * "If there is a piece already in this new position, you may not warp there at that moment, unless you
     * are Warp Jumping" (and likewise for the vertical and diagonal warps).
     */
    @Test
    void aWarpOntoAnOccupiedSquareIsRefused() {
        GameState side = pos(Player.BLACK, "b16 b17 w50");
        assertThat(legal(side)).containsExactlyInAnyOrder("16-23", "17-26", "17-32");
        assertThatThrownBy(() -> RULES.step(side, step(16, 17))).isInstanceOf(IllegalDecisionException.class)
                .hasMessage("16-17 is not a move: 17 is taken by Black's checker; the checker on 16 steps to 23");
        // 3 and 1 are taken by enemies with 10 behind both: neither a warp nor a warp-jump
        GameState far = pos(Player.BLACK, "bf60 bf64 w1 w3 w10");
        assertThat(legal(far)).containsExactlyInAnyOrder("60-5", "64-7");
        assertThatThrownBy(() -> RULES.step(far, step(60, 3))).hasMessage("60-3 is not a move: 3 is taken by White's"
                + " checker; the fragment on 60 steps to 5");
        assertThatThrownBy(() -> RULES.step(far, step(64, 1))).hasMessage("64-1 is not a move: 1 is taken by White's"
                + " checker; the fragment on 64 steps to 7");
        assertThatThrownBy(() -> RULES.step(far, jump(64, 1, 10))).hasMessage("64x10 is not a move: 10, where it"
                + " would land, is taken by White's checker; the fragment on 64 has no jump now");
        GameState king = pos(Player.BLACK, "bk1 b64 b58 w44");
        assertThat(legal(king, "1-")).containsExactlyInAnyOrder("1-16", "1-10");
    }

    /**
     * "Unlike regular Checkers, you are not required to capture an enemy piece when given the opportunity."
     */
    @Test
    void capturingIsOptional() {
        GameState s = pos(Player.BLACK, "b19 w28 w50");
        assertThat(legal(s)).containsExactlyInAnyOrder("19-26", "19x37");
        GameState after = play(s, "19-26");
        assertThat(board(after)).isEqualTo("b26 w28 w50");
        assertThat(RULES.toAct(after)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
        assertThat(after.quietPlies()).isEqualTo(1);
    }

    /** "Just like a regular piece, a King is not required to capture enemies when given the oppertunity." */
    @Test
    void aKingNeedNotCaptureEither() {
        GameState s = pos(Player.BLACK, "bk19 w28 w60");
        assertThat(legal(s)).containsExactlyInAnyOrder("19-10", "19-12", "19-26", "19x37", "split 19");
        assertThat(board(play(s, "19-10"))).isEqualTo("bk10 w28 w60");
    }

    /**
     * "Kings, of course, may warp-jump as well (and initiate any chains as stated above) as well, and may also
     * Warp-jump backward." Backward both ways: warping into a jump (25 over 24 across the side edge onto 15)
     * and jumping into a warp (10 over 1, landing across the corner on 64).
     */
    @Test
    void aKingWarpJumpsBackward() {
        GameState into = pos(Player.BLACK, "w24 bk25 w60");
        assertThat(legal(into, "25x")).containsExactly("25x15");
        assertThat(board(play(into, "25x15"))).isEqualTo("bk15 w60");
        GameState out = pos(Player.BLACK, "w1 bk10 w60");
        assertThat(legal(out, "10x")).containsExactly("10x64");
        assertThat(board(play(out, "10x64"))).isEqualTo("w60 bk64");
    }

    /**
     * "In addition, if you capture an enemy piece and there is another enemy available to capture from your
     * checker’s new position, you may capture that piece in the same turn just like in regular Checkers, but
     * you do not have to."
     */
    @Test
    void continuingACaptureIsOptional() {
        GameState s = play(pos(Player.BLACK, "b10 w19 w37 w60"), "10x28");
        assertThat(RULES.toAct(s)).isEqualTo(new ToAct.Choice(Player.BLACK, Window.MID_CHAIN));
        assertThat(board(s)).isEqualTo("w19x b28 w37 w60");
        assertThat(legal(s)).containsExactly("28x46", "stop");
        assertThatThrownBy(() -> RULES.step(s, step(28, 35))).isInstanceOf(IllegalDecisionException.class)
                .hasMessage("the capture under way goes on with the piece on 28 (28x46 or stop)");
        GameState stopped = play(s, "stop");
        assertThat(board(stopped)).isEqualTo("b28 w37 w60");
        assertThat(RULES.toAct(stopped)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
        assertThat(stopped.quietPlies()).isZero();
        GameState on = play(s, "28x46");
        assertThat(board(on)).isEqualTo("b46 w60");
        assertThat(RULES.toAct(on)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
        assertThatThrownBy(() -> RULES.step(pos(Player.BLACK, "b10 w19 w37 w60"), new Decision.Pass()))
                .hasMessage("stop (or pass) ends a capture under way, and none is under way: a side passes its turn"
                        + " only by skipping, which takes a queen of its own");
    }

    /**
     * "Warping into a Jump: If the square you want to Warp to has an enemy piece on it and the next square in
     * the same diagonal direction is unoccupied, you can Warp to that unoccupied square and capture that
     * enemy piece."
     */
    @Test
    void warpingIntoAJumpCapturesThePieceAcrossTheEdge() {
        GameState s = pos(Player.BLACK, "b16 w17 w50");
        assertThat(legal(s)).containsExactlyInAnyOrder("16-23", "16x26");
        GameState after = play(s, "16x26");
        assertThat(board(after)).isEqualTo("b26 w50");
        assertThat(after.quietPlies()).isZero();
        // a fragment on the far row warping vertically into a jump: over 3 (across the bottom edge) onto 12
        GameState vertical = pos(Player.BLACK, "bf58 w3 w50");
        assertThat(legal(vertical)).containsExactlyInAnyOrder("58-1", "58x12");
        assertThat(board(play(vertical, "58x12"))).isEqualTo("bf12 w50");
    }

    /**
     * "Jumping into a Warp: If you want to capture an enemy piece but your checker would land outside of the
     * board, you may do so and Warp around as if your piece Warped from the enemy’s square." Ruling: a
     * regular checker that jumps a piece on its far row lands on its own near row and is not crowned, since
     * it never stood on the far row.
     */
    @Test
    void jumpingIntoAWarpLandsAcrossTheEdge() {
        GameState side = pos(Player.BLACK, "b15 w24 w50");
        assertThat(legal(side)).containsExactlyInAnyOrder("15-22", "15x25");
        assertThat(board(play(side, "15x25"))).isEqualTo("b25 w50");
        GameState far = pos(Player.BLACK, "b51 w60 w44");
        assertThat(legal(far)).containsExactlyInAnyOrder("51-58", "51x5");
        GameState after = play(far, "51x5");
        assertThat(board(after)).isEqualTo("b5 w44");
        assertThat(at(after, 5)).isEqualTo("b");
    }

    /**
     * "If when you complete one of these jumps there is another jump or Warp-jump available from your
     * checker’s new position, you make do that in the same turn if you wish. You may continue making jumps
     * with that piece until there are no more available. If you complete a regular jump and a Warp-jump is
     * available from your checker’s new position, these same rules apply."
     */
    @Test
    void aChainMixesJumpsAndWarpJumps() {
        GameState s = pos(Player.BLACK, "b13 w22 w36 w40 w50 wf4 w52");
        GameState one = play(s, "13x31");
        assertThat(legal(one)).containsExactly("31x41", "stop");
        GameState two = play(one, "31x41");
        assertThat(board(two)).isEqualTo("wf4 w22x w36 w40x b41 w50 w52");
        assertThat(legal(two)).containsExactly("41x59", "stop");
        assertThat(RULES.notation(s, java.util.List.of(jump(13, 22, 31), jump(31, 40, 41), jump(41, 50, 59))))
                .isEqualTo("13x31x41x59");
    }

    /**
     * "If a player's piece jumps into the kings row, the current move terminates; having just been crowned,
     * the piece cannot continue on by jumping back out (as in a multiple jump), until the next move." Here
     * the new king could jump 52, and as a checker it could warp-jump 4; neither is offered.
     */
    @Test
    void crowningOnTheFarRowEndsTheMove() {
        GameState s = play(pos(Player.BLACK, "b13 w22 w36 w40 w50 wf4 w52"), "13x31", "31x41", "41x59");
        assertThat(board(s)).isEqualTo("wf4 w36 w52 bk59");
        assertThat(RULES.toAct(s)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
        GameState stepped = play(pos(Player.BLACK, "b52 w20"), "52-59");
        assertThat(board(stepped)).isEqualTo("w20 bk59");
        assertThat(RULES.toAct(stepped)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
    }

    /**
     * "Kings have all the abilities of regular checkers, which includes warping. There is one exception,
     * however: while regular checker pieces can be promoted to the next piece tier by reaching the opposite
     * side of the board, this is not the case for Kings. A King cannot be promoted to the next tier (Queen)
     * just by doing this." A king reaching the far row also goes on capturing.
     */
    @Test
    void aKingReachingTheFarRowIsNotPromotedToQueen() {
        GameState stepped = play(pos(Player.BLACK, "bk52 w20"), "52-59");
        assertThat(board(stepped)).isEqualTo("w20 bk59");
        GameState jumped = play(pos(Player.BLACK, "bk42 w51 w53"), "42x60");
        assertThat(at(jumped, 60)).isEqualTo("bk");
        assertThat(legal(jumped)).containsExactly("60x46", "stop");
        assertThat(board(play(jumped, "60x46"))).isEqualTo("bk46");
    }

    /**
     * "Fragment checkers are in every way identical to regular checkers, with one exception: they can never
     * be promoted to a King." A fragment reaching the far row is not crowned, so its capture may go on (here
     * by a warp-jump over 5 across the bottom edge).
     */
    @Test
    void aFragmentIsNeverPromoted() {
        GameState stepped = play(pos(Player.BLACK, "bf52 w20"), "52-59");
        assertThat(board(stepped)).isEqualTo("w20 bf59");
        GameState jumped = play(pos(Player.BLACK, "bf42 w51 wf5 w30"), "42x60");
        assertThat(board(jumped)).isEqualTo("wf5 w30 w51x bf60");
        assertThat(legal(jumped)).containsExactly("60x14", "stop");
        assertThat(board(play(jumped, "60x14"))).isEqualTo("bf14 w30");
    }

    /**
     * "You may continue making jumps with that piece until there are no more available." Ruling: on the
     * wrapping board a chain may come round the board, even back to the square it started from, but no piece
     * is jumped twice (jumped pieces leave the board when the move ends).
     */
    @Test
    void aChainMayComeRoundTheBoardButJumpsEachPieceOnce() {
        GameState s = pos(Player.BLACK, "bk1 w10 w28 w46 w64 w44");
        GameState round = play(s, "1x19", "19x37", "37x55");
        assertThat(legal(round)).containsExactly("55x1", "stop");
        GameState back = play(round, "55x1");
        assertThat(board(back)).isEqualTo("bk1 w44");
        assertThat(RULES.toAct(back)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
    }
}
