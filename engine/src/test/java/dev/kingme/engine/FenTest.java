package dev.kingme.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class FenTest {
    static final String EXAMPLE = "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29";

    @Test
    void readsAndWritesThePdnExample() {
        Position p = Fen.parse(EXAMPLE);
        assertThat(p.toMove()).isEqualTo(Side.BLACK);
        assertThat(p.pieceAt(18)).isEqualTo(Piece.WHITE_MAN);
        assertThat(p.pieceAt(10)).isEqualTo(Piece.WHITE_KING);
        assertThat(p.pieceAt(12)).isEqualTo(Piece.BLACK_MAN);
        assertThat(p.pieceAt(29)).isEqualTo(Piece.BLACK_KING);
        assertThat(p.pieceAt(1)).isEqualTo(Piece.EMPTY);
        assertThat(Fen.format(p)).isEqualTo(EXAMPLE);
    }

    @Test
    void rangesListOrderColourOrderAndTolerableDecorationsGiveTheSamePosition() {
        Position start = Position.initial();
        assertThat(Fen.parse("B:W21-32:B1-12")).isEqualTo(start);
        assertThat(Fen.parse("B:B1-12:W21-32")).isEqualTo(start);
        assertThat(Fen.parse("\"B:W32,31,30,29,21-28:B12,1-11.\"")).isEqualTo(start);
        assertThat(Fen.parse(" b:w21-32:b1-12 ")).isEqualTo(start);
        assertThat(Fen.format(start)).isEqualTo("B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
        assertThat(Fen.parse("W:WK1-3:B30")).isEqualTo(Fen.parse("W:WK1,K2,K3:B30"));
    }

    @Test
    void aSideMayHaveNoPieces() {
        Position p = Fen.parse("W:W:B23");
        assertThat(p.white()).isZero();
        assertThat(Fen.format(p)).isEqualTo("W:W:B23");
    }

    @Test
    void errorsNameTheColumn() {
        assertThatThrownBy(() -> Fen.parse("X:W1:B2")).hasMessage(
                "FEN column 1: side to move must be B or W, found 'X'");
        assertThatThrownBy(() -> Fen.parse("B:W1,33:B2")).hasMessage(
                "FEN column 6: square 33 is off the board (squares are 1-32)");
        assertThatThrownBy(() -> Fen.parse("B:W1,2:B2")).hasMessage("FEN column 9: square 2 is listed twice");
        assertThatThrownBy(() -> Fen.parse("B:W1:W2")).hasMessage("FEN column 6: colour W is listed twice");
        assertThatThrownBy(() -> Fen.parse("B:W12-1:B30")).hasMessage("FEN column 4: range 12-1 runs backwards");
        assertThatThrownBy(() -> Fen.parse("B:W1,,2:B30")).hasMessage("FEN column 6: empty square in list");
        assertThatThrownBy(() -> Fen.parse("B:W1:B2:")).hasMessageContaining("expected 3 fields");
        assertThatThrownBy(() -> Fen.parse("")).hasMessage("FEN column 1: empty FEN");
    }
}
