package dev.kingme.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The Checkers rules text, clause by clause: each test names the clause, sets up a position in PDN FEN
 * and states the exact set of legal moves (or the outcome) the clause implies.
 */
class RuleBookTest {
    static List<String> moves(String fen) {
        List<String> out = new ArrayList<>();
        for (Move m : Fen.parse(fen).legalMoves()) {
            out.add(m.toPdn());
        }
        return out;
    }

    @Nested
    @DisplayName("Starting Position: 12 pieces each on the three nearest rows; the black side moves first")
    class StartingPosition {
        @Test
        void blackHasOneToTwelveWhiteHasTwentyOneToThirtyTwoAndBlackMoves() {
            assertThat(Position.initial()).isEqualTo(Fen.parse("B:W21-32:B1-12"));
            assertThat(Position.initial().toMove()).isEqualTo(Side.BLACK);
            assertThat(moves("B:W21-32:B1-12"))
                    .containsExactlyInAnyOrder("9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16");
        }
    }

    @Nested
    @DisplayName("A simple move slides a piece one space diagonally forwards (also backwards for kings)"
            + " to an adjacent unoccupied dark square")
    class SimpleMove {
        @Test
        void blackManSlidesForwardOnly() {
            assertThat(moves("B:W30:B14")).containsExactlyInAnyOrder("14-17", "14-18");
        }

        @Test
        void whiteManSlidesForwardOnlyTowardsLowerNumbers() {
            assertThat(moves("W:W14:B3")).containsExactlyInAnyOrder("14-9", "14-10");
        }

        @Test
        void kingSlidesInAllFourDirections() {
            assertThat(moves("B:W30:BK14")).containsExactlyInAnyOrder("14-9", "14-10", "14-17", "14-18");
        }

        @Test
        void onlyToAnUnoccupiedSquare() {
            // 14 is hemmed in by its own man on 17 and White's 18 (backed by 23, so no jump).
            assertThat(moves("B:W18,23:B14,17")).containsExactlyInAnyOrder("17-21", "17-22");
        }

        @Test
        void edgeSquareHasOneForwardStep() {
            assertThat(moves("B:W30:B12")).containsExactly("12-16");
            assertThat(moves("W:W21:B3")).containsExactly("21-17");
        }
    }

    @Nested
    @DisplayName("A jump goes from next to an opponent's piece to the empty square directly beyond it")
    class Jump {
        @Test
        void jumpsOverAnAdjacentOpponentToTheEmptySquareBeyond() {
            assertThat(moves("B:W18:B14")).containsExactly("14x23");
        }

        @Test
        void noJumpWhenTheSquareBeyondIsOccupied() {
            assertThat(moves("B:W18,23:B14")).containsExactlyInAnyOrder("14-17");
        }

        @Test
        void jumpingIsMandatory() {
            // "In this variation [huffing] jumping is not mandatory": in the standard game it is.
            assertThat(moves("B:W18,30:B1,14")).containsExactly("14x23");
        }

        @Test
        void anUncrownedPieceJumpsOnlyForwards() {
            assertThat(moves("B:W9,10:B14")).containsExactlyInAnyOrder("14-17", "14-18");
        }

        @Test
        void aKingAlsoJumpsBackwardsButOnlyOneSpace() {
            assertThat(moves("B:W9,10:BK14")).containsExactlyInAnyOrder("14x5", "14x7");
            // White's 18 is two diagonal steps from the king: no long-range capture.
            assertThat(moves("B:W18:BK9")).containsExactlyInAnyOrder("9-5", "9-6", "9-13", "9-14");
        }

        @Test
        void aJumpedPieceIsRemoved() {
            Position after = Fen.parse("B:W18,30:B14").apply(Fen.parse("B:W18,30:B14").legalMoves().get(0));
            assertThat(after).isEqualTo(Fen.parse("W:W30:B23"));
        }

        @Test
        void anyPieceCanJumpAKing() {
            assertThat(moves("B:WK18:B14")).containsExactly("14x23");
            assertThat(Fen.parse("B:WK18:B14").apply(Fen.parse("B:WK18:B14").legalMoves().get(0)))
                    .isEqualTo(Fen.parse("W:W:B23"));
        }

        @Test
        void aPieceCannotBeJumpedTwiceInOneMove() {
            // Without this rule the king could hop back over 18 from 23.
            assertThat(moves("B:W18:BK14")).containsExactly("14x23");
        }
    }

    @Nested
    @DisplayName("Multiple jumps continue while another piece can be jumped, even in a different direction;"
            + " the player chooses the piece and the sequence, not necessarily the longest, but must finish it")
    class MultipleJumps {
        @Test
        void continuesInADifferentDirection() {
            assertThat(moves("B:W10,18:B6")).containsExactly("6x15x22");
        }

        @Test
        void theChosenSequenceMustBeCompleted() {
            assertThat(moves("B:W10,18:B6")).doesNotContain("6x15");
        }

        @Test
        void theShorterSequenceMayBeChosen() {
            assertThat(moves("B:W9,10,18:B6")).containsExactlyInAnyOrder("6x13", "6x15x22");
        }

        @Test
        void thePlayerChoosesWhichPieceJumpsAndAKingHasNoPrecedence() {
            // Misinterpretation 2: capturing with a king does not precede capturing with a man.
            assertThat(moves("B:W18,19:BK14,15")).containsExactlyInAnyOrder("14x23x16", "15x22", "15x24");
        }

        @Test
        void aCapturingKingMayLandOnItsOwnStartingSquare() {
            // Round a square of four men, either way: two routes with the same captures, both listed.
            assertThat(moves("B:W10,11,18,19,30:BK14"))
                    .containsExactlyInAnyOrder("14x23x16x7x14", "14x7x16x23x14");
        }

        @Test
        void aCapturingKingMayPassThroughItsOwnStartingSquare() {
            assertThat(moves("B:W10,11,17,18,19,30:BK14"))
                    .containsExactlyInAnyOrder("14x21", "14x23x16x7x14x21", "14x7x16x23x14x21");
        }
    }

    @Nested
    @DisplayName("Kings: a piece reaching the far row is crowned; jumping into the kings row ends the move")
    class Kings {
        @Test
        void aManReachingTheFarRowIsCrowned() {
            Position p = Fen.parse("B:W1:B27");
            assertThat(moves("B:W1:B27")).containsExactlyInAnyOrder("27-31", "27-32");
            assertThat(p.apply(p.legalMoves().get(1))).isEqualTo(Fen.parse("W:W1:BK32"));
            Position w = Fen.parse("W:W6:B32");
            assertThat(w.apply(w.legalMoves().get(0))).isEqualTo(Fen.parse("B:WK1:B32"));
        }

        @Test
        void jumpingIntoTheKingsRowEndsTheMoveEvenMidCapture() {
            // Misinterpretation 3: the newly crowned piece may not jump on out over 27 in the same move.
            assertThat(moves("B:W26,27:B22")).containsExactly("22x31");
            Position p = Fen.parse("B:W26,27:B22");
            assertThat(p.apply(p.legalMoves().get(0))).isEqualTo(Fen.parse("W:W27:BK31"));
        }

        @Test
        void aKingJumpingThroughTheFarRowCarriesOn() {
            assertThat(moves("B:W26,27:BK22")).containsExactly("22x31x24");
        }

        @Test
        void aKingOnTheFarRowIsNotCrownedAgain() {
            Position p = Fen.parse("B:W1:BK32");
            assertThat(p.apply(p.legalMoves().get(0))).isEqualTo(Fen.parse("W:W1:BK27"));
        }
    }

    @Nested
    @DisplayName("How the game ends: capturing all the opponent's pieces, or leaving them no legal move")
    class GameEnd {
        @Test
        void capturingTheLastPieceWins() {
            Game g = new Game(Fen.parse("B:W18:B14"), Rules.STANDARD);
            g.play("14x23");
            assertThat(g.result()).isEqualTo(Result.BLACK_WINS);
            assertThat(g.reason()).isEqualTo("White has no pieces left");
        }

        @Test
        void noLegalMoveLosesAndIsNotADraw() {
            // Misinterpretation 1: a side with pieces but no legal move has lost.
            Game g = new Game(Fen.parse("W:W29:B22,25"), Rules.STANDARD);
            assertThat(g.legalMoves()).isEmpty();
            assertThat(g.result()).isEqualTo(Result.BLACK_WINS);
            assertThat(g.reason()).isEqualTo("White has no legal move");
        }
    }
}
