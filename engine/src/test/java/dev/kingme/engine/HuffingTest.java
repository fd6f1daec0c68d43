package dev.kingme.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The huffing option of {@link Game}. Seed: "In this variation jumping is not mandatory, but if a player
 * does not take their jump because either they (1.) did not see it or (2.) refuse, the piece that could
 * have made the jump is "blown" or "huffed," (which eliminates it from the game). After huffing the
 * offending piece, the opponent then takes his or her turn as normal."
 *
 * <p>Board reminders: Black's men move towards higher numbers; 9 is b6, 13 a5, 14 c5, 18 d4, 5 a7, 1 b8.
 */
class HuffingTest {
    /** Black's man on 9 can jump White's man on 14 (9x18); Black's man on 1 can step to 5 or 6. */
    private static final String ONE_JUMPER = "B:W14,30:B1,9";
    /** As above, and Black's man on 10 can jump 14 too (10x17). */
    private static final String TWO_JUMPERS = "B:W14,30:B1,9,10";

    private static Game game(String fen, boolean huffing) {
        return new Game(Fen.parse(fen), Rules.STANDARD.withHuffing(huffing));
    }

    private static List<String> legal(Game g) {
        return g.legalMoves().stream().map(Move::toPdn).toList();
    }

    @Test
    void withoutHuffingCapturesAreMandatory() {
        Game g = game(ONE_JUMPER, false);
        assertThat(legal(g)).containsExactly("9x18");
        assertThatThrownBy(() -> g.play("1-5")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("capture is mandatory");
    }

    @Test
    void withHuffingCapturesAndSimpleMovesAreBothLegal() {
        Game g = game(ONE_JUMPER, true);
        assertThat(legal(g)).containsExactlyInAnyOrder("9x18", "9-13", "1-5", "1-6");
    }

    @Test
    void withoutHuffingNothingIsHuffableAndHuffIsRefusedWithAReason() {
        Game g = game(ONE_JUMPER, false);
        g.play("9x18");
        assertThat(g.huffable()).isEmpty();
        assertThatThrownBy(() -> g.huff(18)).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("huffing is not part of these rules");
    }

    @Test
    void decliningACaptureMakesTheJumperHuffableAndTheHufferStillMoves() {
        Game g = game(ONE_JUMPER, true);
        g.play("1-5");
        assertThat(g.position().toMove()).isEqualTo(Side.WHITE);
        assertThat(g.huffable()).containsExactly(9);

        g.huff(9);
        assertThat(g.position().pieceAt(9)).isEqualTo(Piece.EMPTY);
        assertThat(g.position().pieces(Side.BLACK)).isEqualTo(Squares.maskOf(5));
        assertThat(g.steps().get(g.steps().size() - 1).isHuff()).isTrue();
        assertThat(g.position().toMove()).as("the huffer still has the move").isEqualTo(Side.WHITE);
        assertThat(g.huffable()).as("one huff per turn").isEmpty();
        assertThat(g.pliesWithoutProgress()).as("a huff removes a piece, like a capture").isZero();

        g.play("14-10");
        assertThat(g.position().toMove()).isEqualTo(Side.BLACK);
        assertThat(g.result()).isEqualTo(Result.ONGOING);
    }

    @Test
    void everyPieceThatCouldHaveCapturedIsHuffable() {
        Game g = game(TWO_JUMPERS, true);
        g.play("1-5");
        assertThat(g.huffable()).containsExactly(9, 10);
        g.huff(10);
        assertThat(g.position().pieceAt(10)).isEqualTo(Piece.EMPTY);
        assertThat(g.position().pieceAt(9)).isEqualTo(Piece.BLACK_MAN);
    }

    @Test
    void aJumperThatMovesAwayIsHuffedOnItsNewSquare() {
        Game g = game(ONE_JUMPER, true);
        g.play("9-13");
        assertThat(g.huffable()).containsExactly(13);
        assertThatThrownBy(() -> g.huff(9)).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("9 cannot be huffed now");
        g.huff(13);
        assertThat(g.position().pieces(Side.BLACK)).isEqualTo(Squares.maskOf(1));
    }

    @Test
    void aJumperThatMovesAwayAndOneThatStayedAreBothHuffable() {
        Game g = game(TWO_JUMPERS, true);
        g.play("9-13");
        assertThat(g.huffable()).containsExactly(10, 13);
    }

    @Test
    void theChanceToHuffLastsOnlyUntilTheOpponentMoves() {
        Game g = game(ONE_JUMPER, true);
        g.play("1-5");
        assertThat(g.huffable()).containsExactly(9);
        g.play("14-10"); // White moves instead of huffing
        assertThat(g.position().pieceAt(9)).isEqualTo(Piece.BLACK_MAN);
        assertThat(g.huffable()).isEmpty();
        assertThatThrownBy(() -> g.huff(9)).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("cannot be huffed now");
    }

    @Test
    void huffingASquareThatIsNotHuffableIsRefusedAndChangesNothing() {
        Game g = game(ONE_JUMPER, true);
        g.play("1-5");
        Position before = g.position();
        int steps = g.steps().size();
        assertThatThrownBy(() -> g.huff(5)).as("a black man that could not capture")
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("5 cannot be huffed now");
        assertThatThrownBy(() -> g.huff(14)).as("the huffer's own man")
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("14 cannot be huffed now");
        assertThatThrownBy(() -> g.huff(20)).as("an empty square")
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("20 cannot be huffed now");
        assertThat(g.position()).isEqualTo(before);
        assertThat(g.steps()).hasSize(steps);
    }

    @Test
    void noHuffAfterTheOpponentCaptured() {
        // 10 could also have jumped 15 (10x19), but Black captured with 9: nothing was declined.
        Game g = game("B:W14,15,30:B1,9,10", true);
        g.play("9x18");
        assertThat(g.huffable()).isEmpty();
        assertThatThrownBy(() -> g.huff(10)).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("nothing can be huffed");
    }

    @Test
    void noHuffWhenNoCaptureWasDeclined() {
        Game g = new Game(Position.initial(), Rules.STANDARD.withHuffing(true));
        g.play("11-15");
        assertThat(g.huffable()).isEmpty();
    }

    @Test
    void undoTakesBackAHuffAndThenTheDeclinedMove() {
        Game g = game(ONE_JUMPER, true);
        Position start = g.position();
        g.play("1-5");
        Position declined = g.position();
        g.huff(9);
        g.undo();
        assertThat(g.position()).isEqualTo(declined);
        assertThat(g.huffable()).containsExactly(9);
        g.undo();
        assertThat(g.position()).isEqualTo(start);
        assertThat(g.steps()).isEmpty();
        assertThat(g.huffable()).isEmpty();
    }

    @Test
    void huffingTheLastPieceWinsAtOnce() {
        Game g = game("B:W14,30:B9", true);
        g.play("9-13");
        g.huff(13);
        assertThat(g.position().pieces(Side.BLACK)).isZero();
        assertThat(g.result()).isEqualTo(Result.WHITE_WINS);
        assertThat(g.reason()).isEqualTo("Black has no pieces left");
        assertThatThrownBy(g::agreeDraw).isInstanceOf(IllegalMoveException.class);
        g.undo();
        assertThat(g.result()).isEqualTo(Result.ONGOING);
    }

    @Test
    void aSideWithNoMoveMayFirstHuffAndPlayOn() {
        // Black's 22 and 23 could take White's 26 but Black plays 1-5 instead. White's 26 and 29 are then
        // hemmed in; huffing 22 frees them, so White has not lost.
        Game g = new Game(Fen.parse("B:W26,29:B1,17,19,22,23,25"), Rules.STANDARD.withHuffing(true));
        g.play("1-5");
        assertThat(g.legalMoves()).isEmpty();
        assertThat(g.huffable()).containsExactly(22, 23);
        assertThat(g.result()).isEqualTo(Result.ONGOING);
        g.huff(22);
        assertThat(g.legalMoves()).extracting(Move::toPdn).containsExactlyInAnyOrder("26-22", "29x22x13");
        g.undo();
        g.huff(23);
        assertThat(g.legalMoves()).extracting(Move::toPdn).containsExactly("26-23");
    }
}
