package dev.kingme.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Position;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Topology;
import org.junit.jupiter.api.Test;

class BoardTextTest {
    @Test
    void theInitialPositionNumbersOnlyTheEmptyMiddleSquares() {
        assertThat(BoardText.render(Position.initial())).isEqualTo(String.join("\n",
                "┌────────────────────────────────┐",
                "│      ●       ●       ●       ● │",
                "│  ●       ●       ●       ●     │",
                "│      ●       ●       ●       ● │",
                "│ 13      14      15      16     │",
                "│     17      18      19      20 │",
                "│  ○       ○       ○       ○     │",
                "│      ○       ○       ○       ○ │",
                "│  ○       ○       ○       ○     │",
                "└────────────────────────────────┘"));
    }

    @Test
    void kingsHaveTheirOwnSymbolsAndEverySquareItsNumberWhenEmpty() {
        String board = BoardText.render(Fen.parse("W:WK1:BK32"));
        assertThat(board.lines().skip(1).findFirst()).contains("│      ◎       2       3       4 │");
        assertThat(board.lines().skip(8).findFirst()).contains("│ 29      30      31       ◉     │");
        for (int s = 2; s <= 31; s++) {
            assertThat(board).contains(String.format(" %2d ", s));
        }
    }

    @Test
    void aPawnIsAMarkerBesideThePieceItRidesAndTheLegendSaysSo() {
        Topology t = Topology.DARK_SQUARES;
        GameState s = GameState.builder().set(Layer.BLACK, t.square(2), true).set(Layer.PAWN, t.square(2), true)
                .set(Layer.WHITE, t.square(30), true).set(Layer.KING, t.square(30), true)
                .set(Layer.PAWN, t.square(30), true).build();
        String board = BoardText.render(s, t);
        assertThat(board.lines().skip(1).findFirst()).contains("│      1       ●♟      3       4 │");
        assertThat(board.lines().skip(8).findFirst()).contains("│ 29       ◎♟     31      32     │");
        assertThat(BoardText.legend(s)).isEqualTo(BoardText.LEGEND + "  ♟ pawn (on the piece beside it)");
        assertThat(BoardText.legend(GameState.builder().set(Layer.BLACK, 1, true).build())).isEqualTo(BoardText.LEGEND);
    }

    @Test
    void aBoardOfAllSixtyFourSquaresNumbersEverySquare() {
        GameState s = GameState.builder().set(Layer.WHITE, 0, true).set(Layer.BLACK, 63, true).build();
        String board = BoardText.render(s, Topology.ALL_SQUARES);
        assertThat(board.lines().toList()).containsSubsequence(
                "│  ○   2   3   4   5   6   7   8 │",
                "│  9  10  11  12  13  14  15  16 │",
                "│ 57  58  59  60  61  62  63   ● │");
    }
}
