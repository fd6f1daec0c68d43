package dev.kingme.engine.pdn;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Game;
import dev.kingme.engine.Position;
import dev.kingme.engine.Result;
import dev.kingme.engine.Side;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PdnReaderTest {
    static PdnGame only(String pdn) {
        List<PdnGame> games = PdnReader.read(pdn);
        assertThat(games).hasSize(1);
        return games.get(0);
    }

    static List<String> moves(Game g) {
        return g.moves().stream().map(m -> m.toShortPdn()).toList();
    }

    @Test
    void readsTagsInOrderWithTheirLocations() {
        PdnGame g = only("[Event \"Ohio \\\"Open\\\"\"]\n[Black \"MF Tinsley\"] \n[Result \"1-0\"]\n1. 11-15 1-0");
        assertThat(g.tags()).extracting(Tag::key).containsExactly("Event", "Black", "Result");
        assertThat(g.tag("Event")).contains("Ohio \"Open\"");
        assertThat(g.tagPair("Black").orElseThrow().at()).isEqualTo(new Location(2, 1));
        assertThat(g.tag("White")).isEmpty();
        assertThat(g.result()).contains(Result.BLACK_WINS);
    }

    @Test
    void commentsNagsAndNestedVariationsDoNotChangeTheMainLine() {
        PdnGame g = only("1. 11-15! {good; (really)} 23-18?! $2 2. 8-11 ; a line comment (9-14)\n"
                + "(2... 22-17 (9-13 17-14) {x} 3. 9-13) 27-23 3. 4-8!! $14 *");
        Game game = g.replay().orThrow();
        assertThat(moves(game)).containsExactly("11-15", "23-18", "8-11", "27-23", "4-8");
        assertThat(g.result()).contains(Result.ONGOING);
    }

    @Test
    void resultsEndAGameAndAreNotMoves() {
        List<PdnGame> games = PdnReader.read("1. 11-15 23-18 1/2-1/2 1. 9-14 0-1\n1. 10-15 *");
        assertThat(games).hasSize(3);
        assertThat(games).extracting(PdnGame::result).containsExactly(Optional.of(Result.DRAW),
                Optional.of(Result.WHITE_WINS), Optional.of(Result.ONGOING));
        assertThat(games).extracting(g -> g.entries().size()).containsExactly(2, 1, 1);
        assertThat(games).extracting(PdnGame::number).containsExactly(1, 2, 3);
    }

    @Test
    void gamesWithoutResultsAreSeparatedByBlankLinesAndTagSections() {
        List<PdnGame> games = PdnReader.read("1. 11-15 23-18\n\n1. 9-14\n[Event \"B\"]\n1. 10-14\n\n1-0\n");
        assertThat(games).hasSize(3);
        assertThat(games.get(0).result()).isEmpty();
        assertThat(games.get(2).tag("Event")).contains("B");
        assertThat(games.get(2).result()).as("a result after the blank line still ends its game")
                .contains(Result.BLACK_WINS);
    }

    @Test
    void moveNumbersMayBeGluedAndWhiteMovesMayBeNumberedWithEllipsis() {
        PdnGame g = only("[FEN \"W:W21-32:B1-12\"]\n1... 22-18 2.11-15 18x11 3. 8x15 *");
        Game game = g.replay().orThrow();
        assertThat(game.start().toMove()).isEqualTo(Side.WHITE);
        assertThat(moves(game)).containsExactly("22-18", "11-15", "18x11", "8x15");
    }

    @Test
    void theFenTagSetsTheStartWithOrWithoutSetUp() {
        String fen = "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29";
        PdnGame g = only("[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n*");
        assertThat(g.replay().orThrow().start()).isEqualTo(Fen.parse(fen));
        assertThat(only("[FEN \"" + fen + "\"] *").replay().orThrow().start()).isEqualTo(Fen.parse(fen));
    }

    @Test
    void theMoveNumberOfAnErrorFollowsTheWrittenNumbers() {
        PdnException e = only("1. 11-15 23-18 2. 8-11 27-23 3. 4-8 23-19 9-14 19-16 1-0").replay()
                .error().orElseThrow();
        assertThat(e.moveNumber()).hasValue(4);
        assertThat(e.side()).contains(Side.WHITE);
        assertThat(e.token()).contains("19-16");
        assertThat(e.location()).isEqualTo(new Location(1, 48));
        assertThat(e.getMessage()).isEqualTo("line 1, column 48: move 4 \"19-16\": White to move: "
                + "\"19-16\" is not legal here: a capture is mandatory (legal: 18x9)");
    }

    @Test
    void aDamagedGameKeepsItsPositionsUpToTheDamage() {
        Replay r = only("1. 11-15 23-18 2. 8-11 27-23 3. 4-9 *").replay();
        assertThat(r.ok()).isFalse();
        assertThat(r.texts()).containsExactly("11-15", "23-18", "8-11", "27-23");
        assertThat(r.positions()).hasSize(5);
        assertThat(r.error().orElseThrow().getMessage())
                .startsWith("line 1, column 33: move 3 \"4-9\": Black to move: \"4-9\" is not legal here");
    }

    @Test
    void textGluedToAMoveIsReportedWithTheMove() {
        PdnException e = only("1. 11-15 23-18 2. 8-11Black_resigned. 1-0").replay().error().orElseThrow();
        assertThat(e.getMessage()).isEqualTo("line 1, column 19: move 2 \"8-11Black_resigned.\": "
                + "Black to move: text glued to the move \"8-11\"");
    }

    @Test
    void malformedMovesAreNamed() {
        assertThat(only("1. 11-15 23-18 2. 8- *").replay().error().orElseThrow().getMessage()).isEqualTo(
                "line 1, column 19: move 2 \"8-\": Black to move: not a move (expected squares joined by - or x,"
                        + " such as 11-15 or 24x15x6)");
        assertThat(only("1. 11-15 23-18 2. 8-40 *").replay().error().orElseThrow().reason())
                .isEqualTo("Black to move: \"8-40\": square 40 is off the board (1-32)");
    }

    @Test
    void movesAfterTheEndAreReportedAsGameOver() {
        PdnException over = only("[FEN \"B:W9:B5\"]\n1. 5x14 10-15 *").replay().error().orElseThrow();
        assertThat(over.getMessage()).isEqualTo("line 2, column 9: move 1 \"10-15\": White to move: "
                + "the game is already over: White has no pieces left");
    }

    /**
     * The black king on 15 can take 10 and 9 (15x6x13), or first loop round 18, 26, 27 and 19 in either
     * direction and then take 10 and 9: three routes to 13, two different sets of pieces.
     */
    static final String LOOP = "B:W9,10,18,19,26,27:BK15";

    @Test
    void anAmbiguousShortCaptureIsReported() {
        PdnException e = only("[FEN \"" + LOOP + "\"]\n1. 15x13 *").replay().error().orElseThrow();
        assertThat(e.reason()).isEqualTo("Black to move: \"15x13\" is ambiguous: it matches 15x6x13 "
                + "15x22x31x24x15x6x13 15x24x31x22x15x6x13");
        assertThat(e.moveNumber()).hasValue(1);
    }

    @Test
    void aFullPathSettlesTheAmbiguity() {
        String tags = "[FEN \"" + LOOP + "\"]\n";
        assertThat(only(tags + "1. 15x6x13 *").replay().orThrow().position())
                .isEqualTo(Fen.parse("W:W18,19,26,27:BK13"));
        assertThat(only(tags + "1. 15x22x31x24x15x6x13 *").replay().orThrow().position())
                .isEqualTo(Fen.parse("W:W:BK13"));
        assertThat(only(tags + "1. 15x31x13 *").replay().orThrow().position())
                .as("part of a route is enough when the pieces taken are the same").isEqualTo(Fen.parse("W:W:BK13"));
    }

    @Test
    void aFullCapturePathIsAcceptedWhereTheShortFormWouldDo() {
        String opening = "1. 11-15 23-18 2. 9-14 18x9 3. 5x14 22-17 4. 12-16 24-19 5. 16x23 ";
        Game full = only(opening + "27x18x9 *").replay().orThrow();
        Game shortForm = only(opening + "27x9 *").replay().orThrow();
        assertThat(full.moves().get(9).toPdn()).isEqualTo("27x18x9");
        assertThat(full.position()).isEqualTo(shortForm.position());
    }

    @Test
    void otherGameTypesAreRejected() {
        PdnException e = only("[GameType \"20\"]\n1. 32-28 *").replay().error().orElseThrow();
        assertThat(e.getMessage()).isEqualTo("line 1, column 1: GameType \"20\" is not American checkers (21)");
        assertThat(e.moveNumber()).isEmpty();
        assertThat(only("[GameType \"21\"]\n1. 11-15 *").replay().ok()).isTrue();
    }

    @Test
    void aBadFenTagIsReportedAtTheTag() {
        Replay r = only("[Event \"x\"]\n[FEN \"B:W1:B1\"]\n*").replay();
        assertThat(r.game()).isEmpty();
        assertThat(r.error().orElseThrow().getMessage())
                .isEqualTo("line 2, column 1: FEN tag: FEN column 7: square 1 is listed twice");
    }

    @Test
    void syntaxDamageEndsOnlyItsOwnGame() {
        List<PdnGame> games = PdnReader.read("[Event \"a\"]\n1. 11-15 {open comment\n23-18\n"
                + "[Event \"b\"]\n1. 11-15 (23-19\n[Event \"c\"]\n1. 9-14 ) 1-0\n[Event \"d\"]\n1. 9-14 *\n");
        assertThat(games).extracting(g -> g.tag("Event").orElseThrow()).containsExactly("a", "b", "c", "d");
        assertThat(games).extracting(g -> g.replay().error().map(PdnException::getMessage).orElse("ok"))
                .containsExactly(
                        "line 2, column 10: \"{\": comment opened here is not closed before the tag pair on line 4",
                        "line 5, column 10: the variation opened here is not closed",
                        "line 7, column 9: \")\": no variation is open",
                        "ok");
    }

    @Test
    void aStartPositionAloneIsAGame() {
        PdnGame g = only("[FEN \"B:W19,23,22,21,27,26,25,32,31,30,29:B4,3,2,1,7,6,5,12,11,10,9\"] *");
        Replay r = g.replay();
        assertThat(r.orThrow().steps()).isEmpty();
        assertThat(r.positions()).containsExactly(Fen.parse("B:W19,21-23,25-27,29-32:B1-7,9-12"));
        assertThat(r.positions().get(0)).isNotEqualTo(Position.initial());
    }

    @Test
    void writtenStepsKeepTheirPdnNumbers() {
        Replay r = only("[FEN \"W:W21-32:B1-12\"]\n12... 22-18 13. 11-15 18x11 *").replay();
        assertThat(r.written()).extracting(Replay.Written::label)
                .containsExactly("12... 22-18", "13. 11-15", "13... 18x11");
        assertThat(r.written().get(1).at()).isEqualTo(new Location(2, 17));
    }

    @Test
    void readsFilesInUtf8OrLatin1WithOrWithoutAByteOrderMark(@TempDir Path dir) throws IOException {
        Path utf8 = dir.resolve("utf8.pdn");
        Files.writeString(utf8, "\uFEFF[Event \"Café\"] *", StandardCharsets.UTF_8);
        Path latin1 = dir.resolve("latin1.pdn");
        Files.write(latin1, "[Event \"Café\"] *".getBytes(StandardCharsets.ISO_8859_1));
        for (Path p : List.of(utf8, latin1)) {
            PdnGame g = PdnReader.read(p).get(0);
            assertThat(g.tag("Event")).as(p.toString()).contains("Café");
            assertThat(g.at()).isEqualTo(new Location(1, 1));
        }
    }

    @Test
    void repetitionAndNoProgressDoNotEndAReplayedGame() {
        // The kings shuffle through the same position a third time and the record plays on.
        Replay r = only("[FEN \"B:WK32:BK1\"]\n1. 1-5 32-28 2. 5-1 28-32 3. 1-5 32-28 4. 5-1 28-32 5. 1-6 *")
                .replay();
        assertThat(r.ok()).isTrue();
        assertThat(r.orThrow().moves()).hasSize(9);
        assertThat(r.orThrow().result()).isEqualTo(dev.kingme.engine.Result.ONGOING);
    }
}
