package dev.kingme.app.command;

import static dev.kingme.app.command.PlayCommandTest.play;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code play --game NAME --option NAME=VALUE}: choosing the game and its options on the command line. */
class PlayGameTest {
    private static final Pattern BALLOT = Pattern.compile("chance: ballot (\\d+): (\\d+-\\d+ \\d+-\\d+ \\d+-\\d+)\n");

    @Test
    void playWithoutGameIsAmericanAndGameAmericanIsTheSame() {
        Run plain = play("11-15\nquit\n");
        Run named = play("11-15\nquit\n", "--game", "american");
        assertThat(named.exit()).isZero();
        assertThat(named.out()).isEqualTo(plain.out()).contains("Kingme: American checkers (English draughts).",
                "Move 1: Black to move (main window).", "Choices: 1. 9-13  2. 9-14", "11-15\n", "White to move> ");
    }

    @Test
    void theThreeMoveBallotIsDrawnByChanceAndShown() {
        Run r = play("undo\nquit\n", "--game", "american", "--option", "opening=three-move", "--seed", "7");
        assertThat(r.exit()).isZero();
        Matcher m = BALLOT.matcher(r.out());
        assertThat(m.find()).as("a chance line in %s", r.out()).isTrue();
        // The ballot's three moves have been played: White is to move, and the roll cannot be undone.
        assertThat(r.out()).contains("Move 2: White to move", "! nothing to undo");
        assertThat(play("quit\n", "--option", "opening=three-move", "--seed", "7").out())
                .as("the same seed draws the same ballot").contains(m.group());
        Run twoMove = play("quit\n", "--option", "opening=two-move", "--seed", "7");
        assertThat(twoMove.out()).containsPattern("chance: ballot \\d+: \\d+-\\d+ \\d+-\\d+\n").contains("Black to move> ");
    }

    @Test
    void aBallotFixedByAnOptionIsShownAsIfDrawn() {
        Run r = play("quit\n", "--option", "opening=three-move", "--option", "ballot=1");
        assertThat(r.out()).contains("fixed by option ballot=1: ballot 1: 9-13 21-17 5-9", "White to move> ")
                .doesNotContain("chance:");
    }

    @Test
    void aBarredBallotFixedByAnOptionIsShownAndMarked() {
        Run r = play("quit\n", "--opening", "three-move", "--ballot", "3");
        assertThat(r.out()).contains("fixed by option ballot=3: ballot 3: 9-13 21-17 10-14"
                + " (barred: judged lost for one side)", "White to move> ");
        Run drawable = play("quit\n", "--opening", "three-move", "--ballot", "1");
        assertThat(drawable.out()).contains("fixed by option ballot=1: ballot 1: 9-13 21-17 5-9\n");
    }

    @Test
    void anUnknownOptionIsAnErrorNamingItAndTheValidOnes() {
        Run r = play("quit\n", "--game", "american", "--option", "flying=true");
        assertThat(r.exit()).isNotZero();
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).contains("american has no option 'flying'",
                "(options: huffing, no-progress, repetitions, opening, ballot)");
        Run value = play("quit\n", "--option", "huffing=yes");
        assertThat(value.exit()).isNotZero();
        assertThat(value.err()).contains("option huffing must be one of true, false, not 'yes'");
        Run shape = play("quit\n", "--option", "huffing");
        assertThat(shape.exit()).isNotZero();
        assertThat(shape.err()).contains("NAME=VALUE");
    }

    @Test
    void aRefusedMoveGetsTheRulesOwnReason() {
        Run r = play("6x15\n14-17\n6x15x22\nquit\n", "--fen", "B:W10,18,30:B6");
        assertThat(r.out()).contains("! \"6x15\" is not a whole move: it goes on as 6x15x22",
                "! \"14-17\" is not legal here: there is no Black piece on 14", "6x15x22\n");
    }

    @Test
    void longChoiceListsWrapUnderTheFirstChoice() {
        Run r = play("quit\n", "--fen", "W:WK1,K3,K10,K12,K21,K23,K30:B6,7");
        assertThat(r.out()).contains("Choices: 1. 1-5  2. 3-8  3. 10-14", "\n         8. 21-25  9. 23-18",
                "\n         14. 30-26\n");
        assertThat(r.outLines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(79));
    }

    @Test
    void anUnknownGameIsAnErrorListingTheGames() {
        Run r = play("quit\n", "--game", "chess");
        assertThat(r.exit()).isNotZero();
        assertThat(r.err()).contains("no game called 'chess'", "american");
    }

    @Test
    void oldFlagsAreOptionsAndMayNotContradictThem() {
        Run huffing = play("quit\n", "--huffing", "--no-progress", "10", "--repetitions", "0");
        assertThat(huffing.out()).contains("Options: huffing=true, no-progress=10, repetitions=0, opening=gayp, ballot=0");
        Run both = play("quit\n", "--huffing", "--option", "huffing=false");
        assertThat(both.exit()).isNotZero();
        assertThat(both.err()).contains("--huffing and --option huffing=false both set huffing");
        Run bad = play("quit\n", "--repetitions", "-2");
        assertThat(bad.err()).contains("--repetitions: option repetitions must be a whole number");
    }

    @Test
    void aFenCannotStartAGameWhoseOptionsPlayTheFirstMoves() {
        Run r = play("quit\n", "--fen", "B:W18:B14", "--option", "opening=three-move");
        assertThat(r.exit()).isNotZero();
        assertThat(r.err()).contains("--fen cannot be combined with options that play the first moves (opening=three-move)");
        Run ballot = play("quit\n", "--fen", "B:W18:B14", "--opening", "two-move", "--ballot", "3");
        assertThat(ballot.exit()).isNotZero();
        assertThat(ballot.err()).contains("--fen cannot be combined", "opening=two-move, ballot=3");
        Run bad = play("quit\n", "--fen", "B:W18:X14");
        assertThat(bad.exit()).isNotZero();
        assertThat(bad.err()).contains("FEN");
    }

    @Test
    void aHuffIsSavedAsPdnAndLoadedBackAsAHuff(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("huff.pdn");
        Run r = play("31-27\nhuff 22\n18-23\nsave " + file + "\nquit\n", "--option", "huffing=true", "--fen",
                "W:W22,31:B18,1");
        assertThat(r.out()).contains("saved to " + file);
        assertThat(Files.readString(file)).contains("[FEN \"W:W22,31:B1,18\"]", "[Huffing \"on\"]",
                "1... 31-27 2. {huff 22} 18-23 *");
        // Loaded into a game without huffing: the record's Huffing tag turns the rule on.
        Run loaded = play("load " + file + "\nundo\nundo\nquit\n");
        assertThat(loaded.out()).contains("loaded game 1 of " + file + " (2 moves)", "Choices: 1. 27x18  2. 27-24",
                "took back Black's 18-23", "took back Black's huff 22", "White declined a capture with: 22.");
    }

    @Test
    void aGameAfterADrawnBallotIsSavedFromTheBallotsPosition(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("ballot.pdn");
        Run r = play("1\nsave " + file + "\nquit\n", "--option", "opening=three-move", "--option", "ballot=1");
        assertThat(r.out()).contains("saved to " + file);
        String pdn = Files.readString(file);
        assertThat(pdn).contains("[FEN \"W:W17,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,6,7,8,9,10,11,12,13\"]",
                "1... 17-14 *");
        Run resigned = play("resign\nsave " + file + " replace\nquit\n");
        assertThat(Files.readString(file)).contains("[Result \"0-1\"]");
        assertThat(resigned.out()).contains("Game over: 0-1, Black resigned.");
    }
}
