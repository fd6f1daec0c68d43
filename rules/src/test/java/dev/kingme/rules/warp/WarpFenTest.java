package dev.kingme.rules.warp;

import static dev.kingme.rules.warp.WarpBoards.RULES;
import static dev.kingme.rules.warp.WarpBoards.board;
import static dev.kingme.rules.warp.WarpBoards.pos;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Warp Checkers' position text (docs/rules/warp.md, "Positions as text"), read, written, and refused. */
class WarpFenTest {
    @Test
    void theStartIsWrittenWithRangesAndReadBack() {
        assertThat(RULES.setupText(RULES.initial())).isEqualTo("B:W41-64:B1-24");
        assertThat(RULES.initial("B:W41-64:B1-24")).isEqualTo(RULES.initial());
    }

    @Test
    void eachKindOfPieceHasItsLetterAndTheSideToMoveComesFirst() {
        GameState s = RULES.initial("W:WK40,Q8,57:B30,F12,K1-3");
        assertThat(board(s)).isEqualTo("bk1 bk2 bk3 wq8 bf12 b30 wk40 w57");
        assertThat(s.player()).isEqualTo(Player.WHITE);
        assertThat(s.window()).isEqualTo(Window.MAIN);
        assertThat(s.turn()).isZero();
        assertThat(s.quietPlies()).isZero();
    }

    @Test
    void itIsWrittenWhiteFirstByKindThenSquareWithRunsOfThreeOrMoreAsRanges() {
        GameState s = pos(Player.BLACK, "bk1 bk2 bk3 wq8 bf12 bf13 b30 b31 b32 b33 wk40 w57");
        assertThat(RULES.setupText(s)).isEqualTo("B:W57,K40,Q8:B30-33,F12,F13,K1-3");
        assertThat(RULES.initial(RULES.setupText(s))).isEqualTo(s);
    }

    @Test
    void itIsReadLenientlyAsPdnFenIs() {
        GameState s = pos(Player.BLACK, "bq1 bk2 bf3 b30 w40");
        assertThat(RULES.initial(" \"b:b q1, k2,f3 , 30 : w40.\" ")).isEqualTo(s);
        assertThat(RULES.initial("B:B30,Q1,K2-K2,F3:W40")).isEqualTo(s);
    }

    @Test
    void aSideMayHaveNoPiecesLeft() {
        GameState s = RULES.initial("B:W40:B");
        assertThat(board(s)).isEqualTo("w40");
        assertThat(RULES.toAct(s).toString()).contains("Black has no pieces left");
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "``                 | Warp FEN: the position is empty: write the side to move, White's pieces and Black's pieces, such as B:W41-64:B1-24",
        "B:W40              | Warp FEN: expected 3 fields separated by ':' (the side to move, White's pieces and Black's pieces, such as B:W41-64:B1-24), found 2 in 'B:W40'",
        "B:W40:B30:P2       | Warp FEN: expected 3 fields separated by ':' (the side to move, White's pieces and Black's pieces, such as B:W41-64:B1-24), found 4 in 'B:W40:B30:P2'",
        "X:W40:B30          | Warp FEN: the side to move is B or W, not 'X'",
        "B::B30             | Warp FEN: the second field is empty: it starts with W or B, the side whose pieces it lists",
        "B:W40:R30          | Warp FEN: the third field starts with W or B (the side whose pieces it lists), not 'R'",
        "B:B40:B30          | Warp FEN: Black's pieces are listed twice: one list is White's (W...) and one Black's (B...)",
        "B:W40,,41:B30      | Warp FEN: White's list has an empty item (item 2): write a square 1-64, after K for a king, Q for a queen, F for a fragment and nothing for a regular checker (K12), or a range of squares (41-64, K1-3)",
        "B:W65:B30          | Warp FEN: '65' in White's list: there is no square 65 (squares are 1-64)",
        "B:W0:B30           | Warp FEN: '0' in White's list: there is no square 0 (squares are 1-64)",
        "B:W40:BX30         | Warp FEN: 'X30' in Black's list: 'X' is not a kind of piece; write a square 1-64, after K for a king, Q for a queen, F for a fragment and nothing for a regular checker (K12), or a range of squares (41-64, K1-3)",
        "B:W40:BK           | Warp FEN: 'K' in Black's list is not a piece: write a square 1-64, after K for a king, Q for a queen, F for a fragment and nothing for a regular checker (K12), or a range of squares (41-64, K1-3)",
        "B:W40:B3a          | Warp FEN: '3a' in Black's list is not a piece: write a square 1-64, after K for a king, Q for a queen, F for a fragment and nothing for a regular checker (K12), or a range of squares (41-64, K1-3)",
        "B:W40:B8-1         | Warp FEN: '8-1' in Black's list: the range runs backwards (write 1-8)",
        "B:W40:BK1-Q4       | Warp FEN: 'K1-Q4' in Black's list: a range holds one kind of piece (K1-...)",
        "B:W40:B1-          | Warp FEN: '1-' in Black's list is not a piece: write a square 1-64, after K for a king, Q for a queen, F for a fragment and nothing for a regular checker (K12), or a range of squares (41-64, K1-3)",
        "B:W40:B30,K30      | Warp FEN: square 30 is listed twice in Black's list",
        "B:W30:B1-40        | Warp FEN: square 30 is in both White's and Black's lists: a square holds one piece",
        "B:W1:B30           | Warp FEN: White's checker on 1 stands on White's far row (1-8), where a checker is crowned: write K1 for a king, or F1 for a fragment",
        "B:W40:B60          | Warp FEN: Black's checker on 60 stands on Black's far row (57-64), where a checker is crowned: write K60 for a king, or F60 for a fragment",
        "B:W:B              | Warp FEN: there are no pieces on the board: list at least one",
    })
    void aMalformedOrImpossiblePositionIsRefusedWithWhatIsWrongAndWhatIsAllowed(String text, String message) {
        assertThatThrownBy(() -> RULES.initial(text)).isInstanceOf(IllegalArgumentException.class).hasMessage(message);
    }
}
