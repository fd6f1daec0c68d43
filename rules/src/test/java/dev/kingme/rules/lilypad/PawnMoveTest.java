package dev.kingme.rules.lilypad;

import static dev.kingme.rules.lilypad.Boards.RULES;
import static dev.kingme.rules.lilypad.Boards.jump;
import static dev.kingme.rules.lilypad.Boards.legal;
import static dev.kingme.rules.lilypad.Boards.pawn;
import static dev.kingme.rules.lilypad.Boards.position;
import static dev.kingme.rules.lilypad.Boards.squares;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.GameState;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Window;
import org.junit.jupiter.api.Test;

/**
 * "On a turn, you may move your pawn onto a diagonally adjacent checker that you control instead of moving
 * a checker. You may move your pawn as many squares as you want to in a single turn. You may not move your
 * pawn if you are able to capture one or more checkers this turn."
 */
class PawnMoveTest {
    /** Black's pawn on 1, on a chain 1-6-10-15 of Black checkers; 3 and 12 stand apart. */
    static final GameState CHAIN = position("B:W29,30:B1,3,6,10,12,15", 1, 30);

    @Test
    void thePawnMayMoveToAnyOwnCheckerJoinedToItsOwnByDiagonallyAdjacentOwnCheckers() {
        assertThat(legal(RULES, CHAIN)).containsExactlyInAnyOrder(
                "1-5", "3-7", "3-8", "6-9", "10-14", "12-16", "15-18", "15-19",
                "pawn 1-6", "pawn 1-10", "pawn 1-15");
    }

    @Test
    void aPawnMoveIsTheWholeTurn() {
        GameState s = RULES.apply(CHAIN, pawn(1, 15));
        assertThat(squares(s.layer(Pawns.LAYER))).containsExactly(15, 30);
        assertThat(s.layer(Layer.BLACK)).isEqualTo(CHAIN.layer(Layer.BLACK));
        assertThat(RULES.toAct(s)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
        assertThat(s.turn()).isEqualTo(CHAIN.turn() + 1);
    }

    @Test
    void thePawnMovesInEveryDiagonalDirectionAndOntoKings() {
        GameState s = position("B:W29,30:B1,6,K10,15", 15, 30);
        assertThat(legal(RULES, s)).contains("pawn 15-10", "pawn 15-6", "pawn 15-1");
        GameState white = position("W:W21,25,K22,30:B1", 1, 30);
        assertThat(legal(RULES, white)).contains("pawn 30-25", "pawn 30-21", "pawn 30-22");
    }

    @Test
    void thePawnCannotReachACheckerThatNoChainOfOwnCheckersJoins() {
        assertThatThrownBy(() -> RULES.step(CHAIN, pawn(1, 12))).isInstanceOf(IllegalDecisionException.class)
                .hasMessage("the pawn reaches only checkers joined to it by a chain of diagonally adjacent Black"
                        + " checkers, and 12 is not");
        assertThatThrownBy(() -> RULES.step(CHAIN, pawn(1, 14)))
                .hasMessage("a pawn moves only onto a checker you control, and there is no Black checker on 14");
        assertThatThrownBy(() -> RULES.step(CHAIN, pawn(1, 29)))
                .hasMessage("a pawn moves only onto a checker you control, and there is no Black checker on 29");
        assertThatThrownBy(() -> RULES.step(CHAIN, pawn(6, 10))).hasMessage("Black's pawn is on 1, not on 6");
    }

    @Test
    void noPawnMoveWhileACaptureIsAvailable() {
        GameState s = position("B:W19,29,30:B1,3,6,10,12,15", 1, 30);
        assertThat(legal(RULES, s)).containsExactly("15x24");
        assertThatThrownBy(() -> RULES.step(s, pawn(1, 6)))
                .hasMessage("you may not move your pawn if you are able to capture");
    }

    @Test
    void noPawnMoveInTheMiddleOfACapture() {
        GameState s = RULES.apply(position("B:W10,19,30:B1,6", 1, 30), jump(6, 10, 15));
        assertThat(RULES.toAct(s)).isEqualTo(new ToAct.Choice(Player.BLACK, Window.MID_CHAIN));
        assertThat(legal(RULES, s)).containsExactly("15x24");
        assertThatThrownBy(() -> RULES.step(s, pawn(1, 6)))
                .hasMessage("the capture under way must go on with the piece on 15");
    }

    @Test
    void aPawnWithNoOwnCheckerBesideItCannotMoveAndALostPawnNeverMoves() {
        GameState alone = position("B:W29,30:B1,12", 1, 30);
        assertThat(legal(RULES, alone)).containsExactlyInAnyOrder("1-5", "1-6", "12-16");
        GameState lost = position("B:W29,30:B1,6", 30);
        assertThat(legal(RULES, lost)).containsExactlyInAnyOrder("1-5", "6-9", "6-10");
        assertThatThrownBy(() -> RULES.step(lost, pawn(1, 6)))
                .hasMessage("Black has no pawn: it was lost with its checker");
    }

    @Test
    void aSideWhoseCheckersAreAllBlockedMustMoveItsPawnAndHasNotLost() {
        GameState s = position("B:W27,31,32:B24,28", 24, 31);
        assertThat(RULES.toAct(s)).isEqualTo(new ToAct.Choice(Player.BLACK, Window.MAIN));
        assertThat(legal(RULES, s)).containsExactly("pawn 24-28");
    }
}
