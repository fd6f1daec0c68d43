package dev.kingme.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Position;
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
}
