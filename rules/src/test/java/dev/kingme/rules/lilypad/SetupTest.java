package dev.kingme.rules.lilypad;

import static dev.kingme.rules.lilypad.Boards.RULES;
import static dev.kingme.rules.lilypad.Boards.legal;
import static dev.kingme.rules.lilypad.Boards.place;
import static dev.kingme.rules.lilypad.Boards.position;
import static dev.kingme.rules.lilypad.Boards.squares;
import static dev.kingme.rules.lilypad.Boards.step;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Window;
import dev.kingme.rules.checkers.CheckersRules;
import org.junit.jupiter.api.Test;

/** "Setup is identical to a normal game of checkers except each player places a pawn on top of one of his or her back row checkers." */
class SetupTest {
    @Test
    void theGameStartsFromTheCheckersPositionWithBlackPlacingAPawnOnABackRowChecker() {
        GameState s = RULES.initial();
        GameState checkers = CheckersRules.startingPosition().build();
        assertThat(s.layer(Layer.BLACK)).isEqualTo(checkers.layer(Layer.BLACK));
        assertThat(s.layer(Layer.WHITE)).isEqualTo(checkers.layer(Layer.WHITE));
        assertThat(s.layer(Pawns.LAYER)).isZero();
        assertThat(RULES.toAct(s)).isEqualTo(new ToAct.Choice(Player.BLACK, Window.SETUP));
        assertThat(legal(RULES, s)).containsExactlyInAnyOrder("pawn 1", "pawn 2", "pawn 3", "pawn 4");
    }

    @Test
    void whitePlacesSecondOnItsBackRowThenBlackPlaysItsFirstTurn() {
        GameState s = RULES.apply(RULES.initial(), place(2));
        assertThat(RULES.toAct(s)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.SETUP));
        assertThat(legal(RULES, s)).containsExactlyInAnyOrder("pawn 29", "pawn 30", "pawn 31", "pawn 32");
        s = RULES.apply(s, place(31));
        assertThat(RULES.toAct(s)).isEqualTo(new ToAct.Choice(Player.BLACK, Window.MAIN));
        assertThat(squares(s.layer(Pawns.LAYER))).containsExactly(2, 31);
        // The twelve men of the starting position are one chain of diagonally adjacent checkers.
        assertThat(legal(RULES, s)).containsExactlyInAnyOrder("9-13", "9-14", "10-14", "10-15", "11-15", "11-16",
                "12-16", "pawn 2-1", "pawn 2-3", "pawn 2-4", "pawn 2-5", "pawn 2-6", "pawn 2-7", "pawn 2-8",
                "pawn 2-9", "pawn 2-10", "pawn 2-11", "pawn 2-12");
    }

    @Test
    void aGameFromAFenPlacesPawnsFirstTheSideToMovePlacingAndMovingFirst() {
        GameState s = RULES.initial("W:W22,29,30:B1,2,14");
        assertThat(RULES.toAct(s)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.SETUP));
        assertThat(legal(RULES, s)).containsExactlyInAnyOrder("pawn 29", "pawn 30");
        s = RULES.apply(s, place(30));
        assertThat(RULES.toAct(s)).isEqualTo(new ToAct.Choice(Player.BLACK, Window.SETUP));
        s = RULES.apply(s, place(1));
        assertThat(RULES.toAct(s)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
        // Without any back-row checker on either side nobody can have a pawn: the pawn draw, at once.
        GameState bare = RULES.initial("B:W22:B14");
        assertThat(RULES.toAct(bare)).isEqualTo(new ToAct.Terminal(
                dev.kingme.rules.Verdict.draw("both sides have lost their pawns")));
    }

    @Test
    void placingIsNotATurnForTheTurnCountTheNoProgressCountOrTheRepetitionHistory() {
        GameState start = RULES.initial();
        GameState s = RULES.apply(RULES.apply(start, place(1)), place(32));
        assertThat(s.turn()).isZero();
        assertThat(s.quietPlies()).isZero();
        assertThat(s.history()).isEqualTo(start.history()).isEmpty();
    }

    @Test
    void thePawnMustGoOnOneOfTheSidesOwnBackRowCheckers() {
        GameState s = RULES.initial();
        assertThatThrownBy(() -> RULES.step(s, place(9))).isInstanceOf(IllegalDecisionException.class)
                .hasMessage("the pawn goes on one of Black's back-row checkers (1-4), not on 9");
        assertThatThrownBy(() -> RULES.step(s, place(29)))
                .hasMessage("the pawn goes on a Black checker, and there is none on 29");
        assertThatThrownBy(() -> RULES.step(s, place(15)))
                .hasMessage("the pawn goes on a Black checker, and there is none on 15");
        GameState white = RULES.apply(s, place(1));
        assertThatThrownBy(() -> RULES.step(white, place(21)))
                .hasMessage("the pawn goes on one of White's back-row checkers (29-32), not on 21");
        assertThatThrownBy(() -> RULES.step(white, place(4)))
                .hasMessage("the pawn goes on a White checker, and there is none on 4");
    }

    @Test
    void nothingButThePlacementIsAllowedAtSetupAndNoPlacementAfterIt() {
        GameState s = RULES.initial();
        assertThatThrownBy(() -> RULES.step(s, step(9, 13)))
                .hasMessage("each side places its pawn before play starts (Black places now)");
        assertThatThrownBy(() -> RULES.step(s, new Decision.Pass()))
                .hasMessage("each side places its pawn before play starts (Black places now)");
        assertThatThrownBy(() -> RULES.step(s, new Decision.Place("king", Boards.sq(1))))
                .hasMessage("only a pawn is placed in Lilypad, not a king");
        GameState playing = RULES.apply(RULES.apply(s, place(1)), place(30));
        assertThatThrownBy(() -> RULES.step(playing, place(2)))
                .hasMessage("pawns are placed only at setup, before the first turn");
    }

    @Test
    void aSideThatCannotPlaceAPawnIsLeftOutOfTheSetupAndPlaysWithout() {
        // Only from a position set up by hand: Black, to move, has no checker on its back row.
        GameState s = RULES.initial("B:W29,30:B9,10");
        assertThat(RULES.toAct(s)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.SETUP));
        assertThat(legal(RULES, s)).containsExactlyInAnyOrder("pawn 29", "pawn 30");
        s = RULES.apply(s, place(29));
        assertThat(RULES.toAct(s)).isEqualTo(new ToAct.Choice(Player.BLACK, Window.MAIN));
        assertThat(RULES.describe(s)).isEqualTo("Black's pawn lost; White's pawn on 29, bound for Black's back row (1-4)");
        // The same when the side that cannot place is the second: the side to move keeps its turn.
        GameState t = RULES.initial("B:W18,22:B1,5");
        t = RULES.apply(t, place(1));
        assertThat(RULES.toAct(t)).isEqualTo(new ToAct.Choice(Player.BLACK, Window.MAIN));
        assertThat(legal(RULES, t)).containsExactlyInAnyOrder("1-6", "5-9", "pawn 1-5");
    }
}
