package dev.kingme.rules.lilypad;

import static dev.kingme.rules.lilypad.Boards.RULES;
import static dev.kingme.rules.lilypad.Boards.jump;
import static dev.kingme.rules.lilypad.Boards.legal;
import static dev.kingme.rules.lilypad.Boards.position;
import static dev.kingme.rules.lilypad.Boards.sq;
import static dev.kingme.rules.lilypad.Boards.squares;
import static dev.kingme.rules.lilypad.Boards.step;
import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Window;
import org.junit.jupiter.api.Test;

/**
 * "The checker that has the pawn on it moves and captures just like a normal checker. If the checker with
 * the pawn on it is captured, then the checker and the pawn on it are removed from play."
 */
class PawnCheckerTest {
    @Test
    void thePawnsCheckerStepsLikeAnyOtherAndCarriesThePawn() {
        GameState s = position("B:W29,30:B9", 9, 30);
        assertThat(legal(RULES, s)).containsExactlyInAnyOrder("9-13", "9-14");
        GameState after = RULES.apply(s, step(9, 13));
        assertThat(squares(after.layer(Pawns.LAYER))).containsExactly(13, 30);
    }

    @Test
    void thePawnsCheckerCapturesLikeAnyOtherAndCarriesThePawnThroughTheCapture() {
        GameState s = position("B:W10,19,30:B1,6", 6, 30);
        assertThat(legal(RULES, s)).containsExactly("6x15");
        GameState mid = RULES.apply(s, jump(6, 10, 15));
        assertThat(squares(mid.layer(Pawns.LAYER))).containsExactly(15, 30);
        GameState after = RULES.apply(mid, jump(15, 19, 24));
        assertThat(squares(after.layer(Pawns.LAYER))).containsExactly(24, 30);
        assertThat(squares(after.pieces(Player.WHITE))).containsExactly(30);
    }

    @Test
    void aCapturedPawnCheckerLeavesWithItsPawnWhenTheCaptureEnds() {
        GameState s = position("B:W18,21,27:B1,14", 1, 18);
        GameState mid = RULES.apply(s, jump(14, 18, 23));
        assertThat(squares(mid.layer(Pawns.LAYER))).as("jumped, still on the board").containsExactly(1, 18);
        assertThat(RULES.describe(mid)).isEqualTo("Black's pawn on 1, bound for White's back row (29-32); White's pawn on 18, bound for Black's back row (1-4)");
        GameState after = RULES.apply(mid, jump(23, 27, 32));
        assertThat(after.has(Layer.WHITE, sq(18))).isFalse();
        assertThat(squares(after.layer(Pawns.LAYER))).containsExactly(1);
        assertThat(RULES.describe(after)).isEqualTo("Black's pawn on 1, bound for White's back row (29-32); White's pawn lost");
        assertThat(RULES.toAct(after)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
    }
}
