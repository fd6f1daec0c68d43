package dev.kingme.app.terminal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Position;
import dev.kingme.rules.GameState;
import dev.kingme.rules.GameStateBuilder;
import dev.kingme.rules.Games;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.SideRecord;
import dev.kingme.rules.Topology;
import dev.kingme.rules.character.Counters;
import dev.kingme.rules.character.Marks;
import dev.kingme.rules.lilypad.Pawns;
import dev.kingme.rules.warp.WarpLayers;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The terminal's board and legend, each drawn as the game of the state declares its layers, counts and marks. */
class BoardTextTest {
    private static final Rules AMERICAN = Games.byName("american").rules(Map.of());
    private static final Rules LILYPAD = Games.byName("lilypad").rules(Map.of());
    private static final Rules CHARACTERS = Games.byName("fantasy-rpg").rules(Map.of());
    private static final Rules WARP = Games.byName("warp").rules(Map.of());
    private static final Rules KEVYNS = Games.byName("schlock-mercenary").rules(Map.of("black", "kevyn", "white", "kevyn"));

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
        GameState s = GameState.builder().set(Layer.BLACK, t.square(2), true).set(Pawns.LAYER, t.square(2), true)
                .set(Layer.WHITE, t.square(30), true).set(Layer.KING, t.square(30), true)
                .set(Pawns.LAYER, t.square(30), true).build();
        String board = BoardText.render(LILYPAD, s);
        assertThat(board.lines().skip(1).findFirst()).contains("│      1       ●♟      3       4 │");
        assertThat(board.lines().skip(8).findFirst()).contains("│ 29       ◎♟     31      32     │");
        assertThat(BoardText.legend(LILYPAD, s)).isEqualTo(BoardText.LEGEND + "  ♟ pawn (on the piece beside it)");
        assertThat(BoardText.legend(LILYPAD, GameState.builder().set(Layer.BLACK, 1, true).build()))
                .isEqualTo(BoardText.LEGEND);
        // a game that declares no pawn draws none, whatever its state holds in that slot
        assertThat(BoardText.render(AMERICAN, s)).doesNotContain("♟");
    }

    @Test
    void aBoardOfAllSixtyFourSquaresNumbersEverySquare() {
        GameState s = GameState.builder().set(Layer.WHITE, 0, true).set(Layer.BLACK, 63, true).build();
        String board = BoardText.render(CoinRace.RULES, s);
        assertThat(board.lines().toList()).containsSubsequence(
                "│  ○   2   3   4   5   6   7   8 │",
                "│  9  10  11  12  13  14  15  16 │",
                "│ 57  58  59  60  61  62  63   ● │");
    }

    @Test
    void woundsIllusionsAndPenniesAreMarkersAndOnlyThoseOnTheBoardAreInTheLegend() {
        Topology t = Topology.DARK_SQUARES;
        GameStateBuilder b = GameState.builder()
                // Black: a wounded man on 1, a king holding two pennies on 3, an illusion on 6.
                .set(Layer.BLACK, t.square(1), true).set(Marks.WOUNDED, t.square(1), true)
                .set(Layer.BLACK, t.square(3), true).set(Layer.KING, t.square(3), true)
                .set(Layer.BLACK, t.square(6), true).set(Marks.ILLUSION, t.square(6), true)
                // White: a wounded king holding seven pennies on 30, a plain man on 32.
                .set(Layer.WHITE, t.square(30), true).set(Layer.KING, t.square(30), true)
                .set(Marks.WOUNDED, t.square(30), true)
                .set(Layer.WHITE, t.square(32), true)
                // Marks for one turn only are not drawn.
                .set(Marks.TRIED, t.square(6), true).set(Marks.SHIELDED, t.square(32), true);
        Marks.COINS.set(b, t.square(3), 2);
        Marks.COINS.set(b, t.square(30), 7);
        GameState s = b.build();
        String board = BoardText.render(CHARACTERS, s);
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
        assertThat(BoardText.legend(CHARACTERS, s)).isEqualTo(BoardText.LEGEND + "\n"
                + "w wounded (face down)  i illusion (not a checker)  1-7 pennies on the piece");
        GameState wounded = GameState.builder().set(Layer.WHITE, t.square(30), true)
                .set(Marks.WOUNDED, t.square(30), true).build();
        assertThat(BoardText.legend(CHARACTERS, wounded)).isEqualTo(BoardText.LEGEND + "  w wounded (face down)");
        GameStateBuilder one = GameState.builder().set(Layer.BLACK, t.square(9), true);
        Marks.COINS.set(one, t.square(9), 1);
        GameState pennies = one.build();
        assertThat(BoardText.render(CHARACTERS, pennies)).contains("│      ●1     10      11      12 │");
        assertThat(BoardText.legend(CHARACTERS, pennies)).isEqualTo(BoardText.LEGEND + "  1-7 pennies on the piece");
    }

    @Test
    void aTerraportMarksItsPieceAndItsDestinationWhileThePieceCarriesTheDime() {
        Topology t = Topology.DARK_SQUARES;
        // Black's man on 9 is to terraport to the empty 22; White's on 23 to 10, where Black's man stands.
        GameState s = GameState.builder()
                .set(Layer.BLACK, t.square(9), true).set(Marks.TERRAPORT, t.square(9), true)
                .set(Layer.BLACK, t.square(10), true)
                .set(Layer.WHITE, t.square(23), true).set(Marks.TERRAPORT, t.square(23), true)
                .record(Player.BLACK, SideRecord.EMPTY.plus(Counters.PORT, t.square(22) + 1))
                .record(Player.WHITE, SideRecord.EMPTY.plus(Counters.PORT, t.square(10) + 1)).build();
        String board = BoardText.render(KEVYNS, s);
        assertThat(board.lines().toList()).contains(
                "│      ●t      ●*     11      12 │",
                "│ 21      22*      ○t     24     │");
        assertThat(BoardText.legend(KEVYNS, s)).isEqualTo(BoardText.LEGEND + "\n"
                + "t terraporting piece  * terraport destination");
        // Without a marked piece (it was captured) the destination is no longer drawn.
        GameState gone = GameState.builder().set(Layer.BLACK, t.square(10), true)
                .record(Player.BLACK, SideRecord.EMPTY.plus(Counters.PORT, t.square(22) + 1)).build();
        assertThat(BoardText.render(KEVYNS, gone)).doesNotContain("*");
        assertThat(BoardText.legend(KEVYNS, gone)).isEqualTo(BoardText.LEGEND);
    }

    @Test
    void aWarpBoardHasASymbolForEveryKindAndTheLegendNamesOnlyTheKindsOnIt() {
        // Black: a checker on 1, a fragment on 2, a king on 3, a queen (a king too) on 4; White the same on 61-64.
        GameStateBuilder b = GameState.builder();
        for (Player p : Player.values()) {
            int first = p == Player.BLACK ? 0 : 60;
            for (int i = 0; i < 4; i++) {
                b.set(Layer.of(p), first + i, true);
            }
            b.set(WarpLayers.FRAGMENT, first + 1, true).set(Layer.KING, first + 2, true).set(Layer.KING, first + 3, true)
                    .set(WarpLayers.QUEEN, first + 3, true);
        }
        GameState all = b.build();
        String board = BoardText.render(WARP, all);
        assertThat(board.lines().toList()).containsSubsequence(
                "│  ●   ▼   ◉   ◆   5   6   7   8 │",
                "│ 57  58  59  60   ○   ▽   ◎   ◇ │");
        assertThat(BoardText.legend(WARP, all)).isEqualTo(
                "● black checker  ▼ black fragment  ◉ black king  ◆ black queen\n"
                        + "○ white checker  ▽ white fragment  ◎ white king  ◇ white queen");
        GameState few = GameState.builder().set(Layer.BLACK, 9, true).set(WarpLayers.FRAGMENT, 9, true)
                .set(Layer.WHITE, 50, true).set(Layer.KING, 50, true).set(WarpLayers.QUEEN, 50, true).build();
        assertThat(BoardText.legend(WARP, few)).isEqualTo("▼ black fragment  ◇ white queen");
        assertThat(BoardText.legend(WARP, GameState.builder().build())).isEmpty();
        // Games without kinds of piece of their own keep their legend.
        assertThat(BoardText.legend(AMERICAN, few)).isEqualTo(BoardText.LEGEND);
        assertThat(BoardText.legend(CoinRace.RULES, few)).isEqualTo(BoardText.LEGEND);
    }
}
