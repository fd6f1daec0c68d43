package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.app.terminal.BoardText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The terminal game, driven through standard input as a person would type. */
public class PlayCommandTest {
    public static Run play(String input, String... options) {
        String[] args = new String[options.length + 1];
        args[0] = "play";
        System.arraycopy(options, 0, args, 1, options.length);
        return Run.withInput(input, args);
    }

    @Test
    void showsANumberedBoardAndPlaysTypedMoves() {
        Run r = play("11-15\n23-19\nquit\n");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("│      ●       ●       ●       ● │", "│ 13      14      15      16     │",
                BoardText.LEGEND, "Black to move> ", "White to move> ");
        // After 11-15 23-19 the board shows Black's man on 15 and White's on 19; 11 and 23 are empty.
        String last = r.out().substring(r.out().lastIndexOf("┌"));
        assertThat(last).contains("│      ●       ●      11       ● │", "│     17      18       ○      20 │",
                "│  ○       ○      23       ○     │");
    }

    @Test
    void movesListsTheLegalMovesAndANumberPlaysOne() {
        Run r = play("moves\n7\nquit\n");
        assertThat(r.out()).contains("  1. 9-13\n", "  7. 12-16\n", "12-16\n");
    }

    @Test
    void illegalAndMalformedInputGetAReasonAndTheGameGoesOn() {
        Run r = play("11-16x\n11-19\n8\n12-16\nquit\n");
        assertThat(r.out()).contains("! \"11-16x\" is not a legal choice here",
                "! \"11-19\" is not legal here\n",
                "! there is no choice number 8 (choose 1-7)",
                "12-16\n");
        assertThat(r.exit()).isZero();
    }

    @Test
    void aMandatoryCaptureIsAnnouncedAndEnforced() {
        Run r = play("21-17\n22x15\nquit\n", "--fen", "W:W21,22:B18");
        assertThat(r.out()).contains("A capture is mandatory.", "Captured checkers: Black 0, White 1.",
                "! \"21-17\" is not legal here: a capture is mandatory",
                "22x15\n");
    }

    @Test
    void undoTakesBackAMove() {
        Run r = play("11-15\nundo\nmoves\nquit\n");
        assertThat(r.out()).contains("  5. 11-15\n");
        assertThat(r.out().split("Black to move> ", -1).length - 1).isEqualTo(3);
    }

    @Test
    void huffingLetsTheOpponentRemoveAPieceThatDeclinedACapture() {
        // White could take 18 with 22 but steps 31-27 instead; Black huffs 22, then moves.
        Run r = play("31-27\nhuff 22\n18-23\nquit\n", "--huffing", "--fen", "W:W22,31:B18,1");
        assertThat(r.out()).contains("White declined a capture with: 22.", "5. huff 22", "huff 22\n",
                "Black has huffed this turn.", "18-23\n");
        // After the huff, 22 is an empty square on the board.
        String afterHuff = r.out().substring(r.out().indexOf("Black to move> huff 22\n"));
        assertThat(afterHuff.substring(0, afterHuff.indexOf("└"))).contains("  22 ");
        Run refused = play("31-27\nhuff 31\nquit\n", "--huffing", "--fen", "W:W22,31:B18,1");
        assertThat(refused.out()).contains("! \"huff 31\" is not legal here: nothing there can be huffed now"
                + " (choices: huff 22)");
        Run off = play("huff 22\nquit\n", "--fen", "W:W22,31:B18,1");
        assertThat(off.out()).contains("! \"huff 22\" is not legal here: huffing is not part of these rules");
    }

    @Test
    void drawByAgreementAndResignationEndTheGame() {
        Run draw = play("draw\naccept\n11-15\nquit\n");
        assertThat(draw.out()).contains("Black offers a draw. White: type 'accept'",
                "Game over: 1/2-1/2, draw by agreement.", "! the game is over (draw by agreement)");
        Run noOffer = play("accept\nquit\n");
        assertThat(noOffer.out()).contains("! no draw has been offered");
        Run resign = play("resign\nquit\n");
        assertThat(resign.out()).contains("Game over: 0-1, Black resigned.");
    }

    @Test
    void aDrawIsOfferedOnTheOfferersTurnAndAcceptedAtTheSamePrompt() {
        Run r = play("11-15\ndraw\n23-19\naccept\nquit\n");
        assertThat(r.out()).contains("White offers a draw. Black: type 'accept' to agree; otherwise White plays on.",
                "! no draw has been offered")
                .doesNotContain("play a move to decline", "Game over");
        Run accepted = play("11-15\ndraw\naccept\nquit\n");
        assertThat(accepted.out()).contains("Game over: 1/2-1/2, draw by agreement.");
    }

    @Test
    void eitherPlayerMayResignByNamingTheirSide() {
        Run black = play("11-15\nresign black\nquit\n");
        assertThat(black.out()).contains("White to move> ", "Game over: 0-1, Black resigned.");
        Run white = play("resign White\nquit\n");
        assertThat(white.out()).contains("Game over: 1-0, White resigned.");
        Run toMove = play("11-15\nresign\nquit\n");
        assertThat(toMove.out()).contains("Game over: 1-0, White resigned.");
        Run wrong = play("resign red\nquit\n");
        assertThat(wrong.out()).contains("! usage: resign (the side to move), resign black or resign white");
    }

    @Test
    void commandWordsAreReadInAnyCase() {
        Run r = play("Moves\n11-15\nUNDO\nBoard\nQUIT\n11-15\n");
        assertThat(r.out()).contains("Black may choose:", "took back Black's 11-15")
                .doesNotContain("not a legal choice", "! ");
        assertThat(r.out()).as("11-15 typed after QUIT is never read").endsWith("Black to move> ");
    }

    @Test
    void anAmbiguousMoveListsTheMovesItMayMean() {
        Run r = play("22x8\nquit\n", "--fen", "B:W9,10,11,16,17,18,19,24:BK22");
        assertThat(r.out()).contains("! \"22x8\" is ambiguous: it matches 22x13x6x15x8 22x15x8\n")
                .doesNotContain("a capture is mandatory\n");
    }

    @Test
    void theGameEndsWhenASideCannotMove() {
        Run r = play("14x23\nquit\n", "--fen", "B:W18:B14");
        assertThat(r.out()).contains("Game over: 1-0, White has no pieces left.", "game over> ");
    }

    @Test
    void saveWritesPdnAndLoadReadsItBack(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("game.pdn");
        Run r = play("11-15\n23-19\nsave " + file + "\nquit\n");
        assertThat(r.out()).contains("saved to " + file);
        String pdn = Files.readString(file);
        assertThat(pdn).contains("[Event \"Kingme game\"]", "1. 11-15 23-19", "*");
        Run loaded = play("load " + file + "\nmoves\nquit\n");
        assertThat(loaded.out()).contains("loaded game 1 of " + file + " (2 moves)", "  2. 8-11\n");
    }

    @Test
    void aBadLoadSaysWhatAndWhereAndKeepsTheGame(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("bad.pdn");
        Files.writeString(file, "[Event \"x\"]\n1. 11-15 23-19 2. 11-16 *\n");
        Run r = play("9-13\nload " + file + "\nload " + dir.resolve("missing.pdn") + "\nload " + file + " 5\nmoves\nquit\n");
        assertThat(r.out()).contains("! " + file + ": game 1: ", "11-16", "missing.pdn",
                "! " + file + ": there is no game 5 (the file has 1)");
        // The game in progress (after 9-13) is untouched: White is to move.
        assertThat(r.out()).contains("  1. 21-17\n");
    }

    @Test
    void openingsPlayTheBallotFirst() {
        Run r = play("quit\n", "--opening", "three-move", "--ballot", "1");
        assertThat(r.out()).contains("ballot 1", "9-13 21-17 5-9", "White to move> ");
        Run bad = play("quit\n", "--opening", "three-move", "--ballot", "999");
        assertThat(bad.exit()).isNotZero();
        assertThat(bad.err()).contains("there is no three-move ballot number 999");
        Run style = play("quit\n", "--opening", "four-move");
        assertThat(style.exit()).isNotZero();
        assertThat(style.err()).contains("--opening: option opening must be one of gayp, two-move, three-move");
    }

    @Test
    void endOfInputLeavesQuietly() {
        Run r = play("11-15\n");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
    }

    @Test
    void theDrawRulesCountsAreShownOnceTheyCount() {
        Run r = play("1-5\n32-28\n5-1\n28-32\nquit\n", "--fen", "B:WK32:BK1");
        assertThat(r.out()).contains("1 move in a row without a capture or a man's move.",
                "4 moves in a row without a capture or a man's move; this position has occurred 2 times.");
    }
}
