package dev.kingme.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Position;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.SideRecord;
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

    @Test
    void woundsIllusionsAndPenniesAreMarkersAndOnlyThoseOnTheBoardAreInTheLegend() {
        Topology t = Topology.DARK_SQUARES;
        GameState s = GameState.builder()
                // Black: a wounded man on 1, a king holding two pennies on 3, an illusion on 6.
                .set(Layer.BLACK, t.square(1), true).set(Layer.WOUNDED, t.square(1), true)
                .set(Layer.BLACK, t.square(3), true).set(Layer.KING, t.square(3), true).coins(t.square(3), 2)
                .set(Layer.BLACK, t.square(6), true).set(Layer.ILLUSION, t.square(6), true)
                // White: a wounded king holding seven pennies on 30, a plain man on 32.
                .set(Layer.WHITE, t.square(30), true).set(Layer.KING, t.square(30), true)
                .set(Layer.WOUNDED, t.square(30), true).coins(t.square(30), 7)
                .set(Layer.WHITE, t.square(32), true)
                // Marks for one turn only are not drawn.
                .set(Layer.TRIED, t.square(6), true).set(Layer.SHIELDED, t.square(32), true).build();
        String board = BoardText.render(s, t);
        // Cells widen to the most markers on one piece (two: "w7"), for every square alike.
        assertThat(board.lines().toList()).containsExactly(
                "┌────────────────────────────────────────┐",
                "│       ●w        2         ◉2        4  │",
                "│  5         ●i        7         8       │",
                "│       9        10        11        12  │",
                "│ 13        14        15        16       │",
                "│      17        18        19        20  │",
                "│ 21        22        23        24       │",
                "│      25        26        27        28  │",
                "│ 29         ◎w7      31         ○       │",
                "└────────────────────────────────────────┘");
        assertThat(BoardText.legend(s)).isEqualTo(BoardText.LEGEND + "\n"
                + "w wounded (face down)  i illusion (not a checker)  1-7 pennies on the piece");
        GameState wounded = GameState.builder().set(Layer.WHITE, t.square(30), true)
                .set(Layer.WOUNDED, t.square(30), true).build();
        assertThat(BoardText.legend(wounded)).isEqualTo(BoardText.LEGEND + "  w wounded (face down)");
        GameState pennies = GameState.builder().set(Layer.BLACK, t.square(9), true).coins(t.square(9), 1).build();
        assertThat(BoardText.render(pennies, t)).contains("│      ●1     10      11      12 │");
        assertThat(BoardText.legend(pennies)).isEqualTo(BoardText.LEGEND + "  1-7 pennies on the piece");
    }

    @Test
    void aTerraportMarksItsPieceAndItsDestinationWhileThePieceCarriesTheDime() {
        Topology t = Topology.DARK_SQUARES;
        // Black's man on 9 is to terraport to the empty 22; White's on 23 to 10, where Black's man stands.
        GameState s = GameState.builder()
                .set(Layer.BLACK, t.square(9), true).set(Layer.TERRAPORT, t.square(9), true)
                .set(Layer.BLACK, t.square(10), true)
                .set(Layer.WHITE, t.square(23), true).set(Layer.TERRAPORT, t.square(23), true)
                .record(Player.BLACK, SideRecord.EMPTY.plus(SideRecord.Counter.PORT, t.square(22) + 1))
                .record(Player.WHITE, SideRecord.EMPTY.plus(SideRecord.Counter.PORT, t.square(10) + 1)).build();
        String board = BoardText.render(s, t);
        assertThat(board.lines().toList()).contains(
                "│      ●t      ●*     11      12 │",
                "│ 21      22*      ○t     24     │");
        assertThat(BoardText.legend(s)).isEqualTo(BoardText.LEGEND + "\n"
                + "t terraporting piece  * terraport destination");
        // Without a marked piece (it was captured) the destination is no longer drawn.
        GameState gone = GameState.builder().set(Layer.BLACK, t.square(10), true)
                .record(Player.BLACK, SideRecord.EMPTY.plus(SideRecord.Counter.PORT, t.square(22) + 1)).build();
        assertThat(BoardText.render(gone, t)).doesNotContain("*");
        assertThat(BoardText.legend(gone)).isEqualTo(BoardText.LEGEND);
    }

    @Test
    void aWarpBoardHasASymbolForEveryKindAndTheLegendNamesOnlyTheKindsOnIt() {
        // Black: a checker on 1, a fragment on 2, a king on 3, a queen (a king too) on 4; White the same on 61-64.
        GameState.Builder b = GameState.builder();
        for (Player p : Player.values()) {
            int first = p == Player.BLACK ? 0 : 60;
            for (int i = 0; i < 4; i++) {
                b.set(Layer.of(p), first + i, true);
            }
            b.set(Layer.FRAGMENT, first + 1, true).set(Layer.KING, first + 2, true).set(Layer.KING, first + 3, true)
                    .set(Layer.QUEEN, first + 3, true);
        }
        GameState all = b.build();
        String board = BoardText.render(all, Topology.WRAPPING);
        assertThat(board.lines().toList()).containsSubsequence(
                "│  ●   ▼   ◉   ◆   5   6   7   8 │",
                "│ 57  58  59  60   ○   ▽   ◎   ◇ │");
        assertThat(BoardText.legend(all, Topology.WRAPPING)).isEqualTo(
                "● black checker  ▼ black fragment  ◉ black king  ◆ black queen\n"
                        + "○ white checker  ▽ white fragment  ◎ white king  ◇ white queen");
        GameState few = GameState.builder().set(Layer.BLACK, 9, true).set(Layer.FRAGMENT, 9, true)
                .set(Layer.WHITE, 50, true).set(Layer.KING, 50, true).set(Layer.QUEEN, 50, true).build();
        assertThat(BoardText.legend(few, Topology.WRAPPING)).isEqualTo("▼ black fragment  ◇ white queen");
        assertThat(BoardText.legend(GameState.builder().build(), Topology.WRAPPING)).isEmpty();
        // Boards that do not wrap keep their legend.
        assertThat(BoardText.legend(few, Topology.DARK_SQUARES)).isEqualTo(BoardText.LEGEND);
        assertThat(BoardText.legend(few, Topology.ALL_SQUARES)).isEqualTo(BoardText.LEGEND);
    }
}
