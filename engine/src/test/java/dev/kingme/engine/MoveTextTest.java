package dev.kingme.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class MoveTextTest {
    /** The black king on 15 takes 10 and 9 (15x6x13), or loops round 18, 26, 27 and 19 first, either way. */
    static final Position LOOP = Fen.parse("B:W9,10,18,19,26,27:BK15");

    @Test
    void aShortCaptureMatchingMovesWithDifferentCapturesIsAmbiguous() {
        assertThatThrownBy(() -> MoveText.resolve(LOOP.legalMoves(), "15x13"))
                .isInstanceOf(MoveText.MoveTextException.class)
                .hasMessageStartingWith("\"15x13\" is ambiguous: it matches 15x6x13 ");
    }

    @Test
    void aWholeRouteNamesThatRouteEvenWhenALongerRoutePassesThroughItsSquares() {
        Move m = MoveText.resolve(LOOP.legalMoves(), "15x6x13");
        assertThat(m.toPdn()).isEqualTo("15x6x13");
        assertThat(m.capturedSquares()).containsExactly(9, 10);
    }

    @Test
    void partOfARouteIsEnoughWhenItPicksOneMove() {
        Move full = MoveText.resolve(LOOP.legalMoves(), "15x22x31x24x15x6x13");
        assertThat(MoveText.resolve(LOOP.legalMoves(), "15x22x6x13")).isEqualTo(full);
    }

    @Test
    void routesWithTheSameCapturesAreNotAmbiguous() {
        Position square = Fen.parse("B:W10,11,18,19,30:BK14");
        assertThat(MoveText.resolve(square.legalMoves(), "14x14").capturedSquares()).containsExactly(10, 11, 18, 19);
    }

    @Test
    void writingUsesTheShortFormUnlessItIsAmbiguous() {
        List<Move> legal = LOOP.legalMoves();
        assertThat(MoveText.format(legal, MoveText.resolve(legal, "15x6x13"))).isEqualTo("15x6x13");
        List<Move> start = Position.initial().legalMoves();
        assertThat(MoveText.format(start, start.get(0))).isEqualTo("9-13");
        List<Move> jump = Fen.parse("B:W10,18:B6").legalMoves();
        assertThat(MoveText.format(jump, jump.get(0))).isEqualTo("6x22");
        for (Move m : legal) {
            assertThat(MoveText.resolve(legal, MoveText.format(legal, m)).sameEffect(m)).as(m.toPdn()).isTrue();
        }
    }

    @Test
    void oldRecordsSeparatorsAreAccepted() {
        // Real archives write simple moves with x and captures with -; the squares decide.
        assertThat(MoveText.resolve(Position.initial().legalMoves(), "10x14").toPdn()).isEqualTo("10-14");
        assertThat(MoveText.resolve(Fen.parse("B:W18:B14").legalMoves(), "14-23").toPdn()).isEqualTo("14x23");
    }

    @Test
    void malformedTextSaysWhatIsWrong() {
        List<Move> legal = Position.initial().legalMoves();
        assertThatThrownBy(() -> MoveText.resolve(legal, "11-")).hasMessageContaining("ends with '-'");
        assertThatThrownBy(() -> MoveText.resolve(legal, "11-45")).hasMessageContaining("square 45 is off the board");
        assertThatThrownBy(() -> MoveText.resolve(legal, "e3-f4")).hasMessageContaining("is not a move");
        assertThatThrownBy(() -> MoveText.resolve(legal, "11")).hasMessageContaining("needs at least two squares");
        assertThatThrownBy(() -> MoveText.resolve(legal, "21-17")).hasMessageContaining("no piece on 21 can move");
        assertThatThrownBy(() -> MoveText.resolve(Fen.parse("B:W18,30:B1,14").legalMoves(), "1-5"))
                .hasMessageContaining("a capture is mandatory");
    }
}
