package dev.kingme.app.command;

import static dev.kingme.app.command.PlayCommandTest.play;
import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.app.terminal.BoardText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code play --game warp}: Warp Checkers on all 64 squares of a board whose edges wrap round, driven
 * through the terminal. Squares are numbered 1-64 in reading order, Black's home rows 1-24 at the top.
 */
class WarpPlayTest {
    private static final String[] WARP = {"--game", "warp"};

    /**
     * Eleven moves to a black king: Black's checkers capture their way down to White's home row, the
     * last one (43x57) landing on it and crowned there. White to move.
     */
    private static final String KING_ON_57 = "20-29\n43-36\n29x43\n41-34\n19-28\n42-35\n28x42\n56-41\n21-28\n57-56\n"
            + "43x57\n";

    /**
     * Then White captures, the king warp-swaps along its row from 57 to 64 (the far left square of the
     * row to the far right), and White steps to 51: the king on 64 may capture over 49 (across the corner,
     * to 42) and go on over 33 (across the side edge, to 32) or over 51 (to 60), or stop after one hop.
     * Black to move.
     */
    private static final String KING_ON_64 = KING_ON_57 + "51x33\nswap 57 64\n60-51\n";

    /**
     * Instead: the king swaps with the opposite corner 8, so the checker it swaps with stands on White's
     * home row and is crowned, and the king now on 8 moves onto the king on 57 (diagonal across the
     * corner) to make a queen on 8. Black to move.
     */
    private static final String QUEEN_ON_8 = KING_ON_57 + "59-50\nswap 57 8\n45-36\nmerge 57 8\n36-27\n";

    /** The last board printed, from its top edge on. */
    private static String last(String out) {
        return out.substring(out.lastIndexOf("┌"));
    }

    @Test
    void theBoardHasAllSixtyFourSquaresAndTheStatusCountsPointsAndTurnsWithoutACapture() {
        Run r = play("24-25\nquit\n", WARP);
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains(String.join("\n",
                "┌────────────────────────────────┐",
                "│  ●   ●   ●   ●   ●   ●   ●   ● │",
                "│  ●   ●   ●   ●   ●   ●   ●   ● │",
                "│  ●   ●   ●   ●   ●   ●   ●   ● │",
                "│ 25  26  27  28  29  30  31  32 │",
                "│ 33  34  35  36  37  38  39  40 │",
                "│  ○   ○   ○   ○   ○   ○   ○   ○ │",
                "│  ○   ○   ○   ○   ○   ○   ○   ○ │",
                "│  ○   ○   ○   ○   ○   ○   ○   ○ │",
                "└────────────────────────────────┘",
                "● black checker  ○ white checker",
                "Move 1: Black to move (main window).",
                "Black 24 points, White 24 points; 0 of 20 turns without a capture",
                "Choices: 1. 17-26  2. 17-32  3. 18-25"));
        assertThat(r.out()).contains("Black 24 points, White 24 points; 1 of 20 turns without a capture\n")
                // The count of checkers' no-progress rule is not Warp Checkers' count.
                .doesNotContain("man's move", BoardText.LEGEND);
    }

    @Test
    void aStepWarpsAcrossTheSideEdgeAndAChoiceIsTypedByItsNumber() {
        // 24 is the far right square of Black's third row; forward and right is 25, the far left of the next.
        Run r = play("24-25\n3\n1\nquit\n", WARP);
        assertThat(r.out()).contains("15. 24-25", "Black to move> 24-25\n", "White to move> 42-33\n",
                // From the far left, forward and left is the far right of the next row: 9 to 24.
                "Choices: 1. 9-24  2. 15-24", "Black to move> 9-24\n");
        String after = r.out().substring(r.out().indexOf("Black to move> 24-25\n"));
        assertThat(after.lines().toList()).containsSubsequence(
                "│  ●   ●   ●   ●   ●   ●   ●  24 │",
                "│  ●  26  27  28  29  30  31  32 │");
        assertThat(last(r.out()).lines().toList()).containsSubsequence(
                "│  9   ●   ●   ●   ●   ●   ●   ● │",
                "│  ●   ●   ●   ●   ●   ●   ●   ● │",
                "│  ●  26  27  28  29  30  31  32 │",
                "│  ○  34  35  36  37  38  39  40 │");
    }

    @Test
    void aCaptureMayStopAfterAnyHopSoEachStopIsAWholeMove() {
        Run r = play(KING_ON_64 + "64x42\nquit\n", WARP);
        String before = r.out().substring(r.out().lastIndexOf("Move 8: Black to move"),
                r.out().indexOf("Black to move> 64x42"));
        assertThat(before).contains("19. 64x42\n", "20. 64x42x32  21. 64x42x60", "27. split 64")
                .doesNotContain("A capture is mandatory");
        assertThat(r.out()).contains("Black to move> 64x42\n", "White to move> ");
        // The king jumped 49 across the corner to 42 and stopped there, though 33 and 51 could be jumped.
        assertThat(last(r.out()).lines().toList()).containsSubsequence(
                "│  ○   ○  35  36  37  38  39  40 │",
                "│  ○   ◉  43   ○   ○   ○   ○   ○ │",
                "│ 49  50   ○   ○   ○   ○   ○   ○ │",
                "│  ○   ○   ○  60   ○   ○   ○  64 │");
        assertThat(last(r.out())).contains("● black checker  ◉ black king  ○ white checker",
                "Black 24 points, White 20 points; 0 of 20 turns without a capture");

        // The whole chain: on over 33 across the side edge to 32.
        Run chain = play(KING_ON_64 + "64x42x32\nquit\n", WARP);
        assertThat(last(chain.out()).lines().toList()).containsSubsequence(
                "│ 25  26  27   ●  29  30  31   ◉ │",
                "│ 33   ○  35  36  37  38  39  40 │",
                "│  ○  42  43   ○   ○   ○   ○   ○ │",
                "│ 49  50   ○   ○   ○   ○   ○   ○ │");
    }

    @Test
    void aSplitIsDecidedPieceByPieceAndItsSplitJumpMayStop() {
        Run r = play(KING_ON_64 + "split 64\n42-51\n1\n42-51\nstop\nquit\n", WARP);
        assertThat(r.out()).contains("Black to move> split 64\n  Black splits the king on 64 into 2 fragments\n",
                "Black decides within its move (piece on 64; 1 left): 64x42.", "Choices: 1. 64x42\n",
                // While the split places its pieces, only that is decided.
                "Black to go on with the move> ! \"42-51\" is not legal here: the split goes on: place the next"
                        + " fragment on an empty square directly diagonal to 64, or split-jump an enemy there (64x42)",
                "Black to go on with the move> 64x42\n",
                "Jumped so far, leaving the board when the capture ends: 49.",
                "Black decides within its move (pieces on 42, 49, 64): 42x60 or stop.",
                "Choices: 1. 42x60  2. stop\n",
                "Black to go on with the move> ! \"42-51\" is not legal here: the split-jumping piece on 42 may"
                        + " jump on, or stop (42x60 or stop)",
                "Black to go on with the move> stop\n");
        // The king is two fragments now: one where it was, one where its split-jump stopped.
        String after = last(r.out());
        assertThat(after.lines().toList()).containsSubsequence(
                "│  ○   ▼  43   ○   ○   ○   ○   ○ │",
                "│ 49  50   ○   ○   ○   ○   ○   ○ │",
                "│  ○   ○   ○  60   ○   ○   ○   ▼ │",
                "● black checker  ▼ black fragment  ○ white checker",
                "Move 8: White to move (main window).",
                "Black 24 points, White 20 points; 0 of 20 turns without a capture");
    }

    @Test
    void aQueenIsMadeAndSkipsCyclesAndSplitsByTextOrByNumber() {
        Run r = play(QUEEN_ON_8 + "31\n27-20\nskip\nquit\n", WARP);
        assertThat(r.out()).contains("Black to move> merge 57 8\n", "│  ●   ●   ●   ●   ●   ●   ●   ◆ │",
                "● black checker  ◆ black queen  ○ white checker",
                "Black 26 points, White 21 points; 5 of 20 turns without a capture",
                // Three ways to cycle each 2x2 block holding the queen and another piece, across the edges too.
                "24. split 8 kings  25. skip  26. cycle 7 cw  27. cycle 7 ccw",
                "29. cycle 8 cw  30. cycle 8 ccw  31. cycle 8 180",
                "35. cycle 64 cw", "36. cycle 64 ccw  37. cycle 64 180\n",
                // Number 31 turns the block 8, 1, 9, 16 half round: the queen goes from 8 to 9.
                "Black to move> cycle 8 180\n", "│  ◆   ●   ●   ●   ●   ●   ●   ● │",
                "Black to move> skip\n  Black skips the turn\n", "Move 10: White to move");

        Run split = play(QUEEN_ON_8 + "split 8 kings\n1\nquit\n", WARP);
        assertThat(split.out()).contains("Black to move> split 8 kings\n  Black splits the queen on 8 into 2 kings\n",
                "Move 9: Black to go on with the move (mid-chain window).", "Choices: 1. king 57\n",
                "Black to go on with the move> king 57\n");
        assertThat(last(split.out()).lines().toList()).containsSubsequence(
                "│  ●   ●   ●   ●   ●   ●   ●   ◉ │",
                "│  ◉   ○  59   ○   ○   ○   ○   ○ │",
                "● black checker  ◉ black king  ○ white checker",
                "Move 9: White to move (main window).",
                "Black 26 points, White 21 points; 6 of 20 turns without a capture");
    }

    @Test
    void aRefusedDecisionSaysWhatIsWrongAndWhatIsAllowed() {
        Run r = play("swap 17 18\nskip\ncycle 1 cw\n17-18\n24x34\nsplit 1 kings\nquit\n", WARP);
        assertThat(r.out()).contains(
                "! \"swap 17 18\" is not legal here: the checker on 17 cannot swap: only a king or a queen swaps",
                "! \"skip\" is not legal here: only a side with a queen of its own may skip a turn, and Black has none",
                "! \"cycle 1 cw\" is not legal here: only a queen cycles a block, and Black has none",
                "! \"17-18\" is not legal here: 17-18 is not a move: a step goes one square diagonally, and 18 is not"
                        + " diagonal to 17; the checker on 17 steps to 26 or 32",
                // Read as a warp-jump from the far right over 25 to 34, which has nothing to jump.
                "! \"24x34\" is not legal here: 24x34 is not a move: there is no piece on 25 to jump; the checker on 24"
                        + " has no jump now",
                "! \"split 1 kings\" is not legal here: the checker on 1 cannot split: only a king or a queen splits");
        Run king = play(KING_ON_64 + "split 64 kings\nswap 64 9\nquit\n", WARP);
        assertThat(king.out()).contains(
                "! \"split 64 kings\" is not legal here: a king splits only into two fragments (split 64) (choices: split 64)",
                "! \"swap 64 9\" is not legal here: 9 is not directly left, right, ahead of or behind 64 (across an edge"
                        + " too), nor its opposite corner: the king on 64 can swap with 1, 8, 56, 57 or 63 (choices: swap"
                        + " 64 56, swap 64 57, swap 64 8, swap 64 63, swap 64 1)");
    }

    /**
     * Every decision shape typed wrong at the terminal, with a queen on the board: each refusal says what was
     * wrong and what is allowed (skip names no square; a cycle needs its turn; the queen named is the other
     * side's).
     */
    @Test
    void wrongInputForEachKindOfDecisionIsAnsweredWithWhatIsWrongAndWhatIsAllowed() {
        Run r = play("skip 56\ncycle 55\ncycle 8 sideways\ncycle 30 cw\nswap 12\nmerge 12 8\nmerge 8 12\nsplit 8\n"
                + "fragment 19\nstop\n30-21\n30x32\nfly 8\nquit\n", "--game", "warp", "--fen",
                "B:W39,40,K57,F20:B30,Q8,K12,F3");
        assertThat(r.out()).contains(
                "! \"skip 56\" is not legal here: skip takes no square and no word after it: type skip, and Black's turn"
                        + " goes by\n",
                "! \"cycle 55\" is not legal here: cycle 55 needs a turn after the square: cycle 55 cw (clockwise),"
                        + " cycle 55 ccw (counterclockwise) or cycle 55 180 (half round)",
                "! \"cycle 8 sideways\" is not legal here: a block turns cw (clockwise), ccw (counterclockwise) or 180"
                        + " (half round), not 'sideways'",
                "! \"cycle 30 cw\" is not legal here: the block of 30 (30, 31, 38, 39) holds no queen of Black's: a"
                        + " block is cycled only with a queen of yours in it (cycle 64 cw)",
                "! \"swap 12\" is not legal here: swap needs the square of the piece to swap with too: the king on 12 can"
                        + " swap with 20",
                "! \"merge 12 8\" is not legal here: 8 is not directly diagonal to 12 (its diagonal squares are 3, 5, 19,"
                        + " 21)",
                "! \"merge 8 12\" is not legal here: a queen does not merge",
                "! \"split 8\" is not legal here: a queen splits into two kings or four fragments (split 8 kings, split 8"
                        + " fragments)",
                "! \"fragment 19\" is not legal here: a fragment or a king is placed only while a split is under way",
                "! \"stop\" is not legal here: stop (or pass) ends a capture under way, and none is under way: to let the"
                        + " turn go by, skip",
                "! \"30-21\" is not legal here: 30-21 is not a move: a checker moves only forward (for Black, down the"
                        + " board to higher numbers); the checker on 30 steps to 37",
                "! \"30x32\" is not legal here: 30x32 is not a move: a jump goes diagonally over the square next to the"
                        + " piece onto the one beyond; the checker on 30 can jump 30x48",
                "! \"fly 8\" is not legal here: there is no decision called 'fly' in Warp Checkers: besides moves (18-27,"
                        + " 18x36) and stop, there are swap, merge, split, skip and cycle");

        Run theirs = play("skip 56\ncycle 55\nquit\n", "--game", "warp", "--fen", "B:WQ56:B30");
        assertThat(theirs.out()).contains(
                "! \"skip 56\" is not legal here: only a side with a queen of its own may skip a turn, and Black has none"
                        + " (the queen on 56 is White's)",
                "! \"cycle 55\" is not legal here: cycle 55 needs a turn after the square: cycle 55 cw (clockwise),"
                        + " cycle 55 ccw (counterclockwise) or cycle 55 180 (half round)");
    }

    @Test
    void aGameSavedInTheMiddleOfASplitLoadsBackThere(@TempDir Path dir) {
        Path file = dir.resolve("warp.json");
        Run saved = play(KING_ON_64 + "split 64\n64x42\nsave " + file + "\nquit\n", WARP);
        assertThat(saved.out()).contains("Black to go on with the move> saved to " + file);
        Run loaded = play("load " + file + "\n2\nquit\n", "--game", "american");
        assertThat(loaded.out()).contains("loaded game 1 of " + file + " (16 moves)",
                "Choices: 1. 42x60  2. stop\nBlack to go on with the move> stop\n");
        String atLoad = loaded.out().substring(loaded.out().indexOf("loaded game 1"));
        assertThat(atLoad.lines().toList()).containsSubsequence(
                "│  ○   ▼  43   ○   ○   ○   ○   ○ │",
                "│  ○  50   ○   ○   ○   ○   ○   ○ │",
                "│  ○   ○   ○  60   ○   ○   ○   ▼ │",
                "● black checker  ▼ black fragment  ○ white checker",
                "Move 8: Black to go on with the move (mid-chain window).",
                "Black 24 points, White 21 points; 2 of 20 turns without a capture");
        assertThat(last(loaded.out())).contains("│ 49  50   ○", "Move 8: White to move (main window).");
    }

    @Test
    void aGameStartsFromAPositionInWarpsFenAndItsRecordKeepsIt(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("set-up.json");
        Run r = play("30-39\nsave " + file + "\nquit\n", "--game", "warp", "--fen", "W:W40,K57:B30,Q8");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains(String.join("\n",
                "│  1   2   3   4   5   6   7   ◆ │",
                "│  9  10  11  12  13  14  15  16 │",
                "│ 17  18  19  20  21  22  23  24 │",
                "│ 25  26  27  28  29   ●  31  32 │",
                "│ 33  34  35  36  37  38  39   ○ │",
                "│ 41  42  43  44  45  46  47  48 │",
                "│ 49  50  51  52  53  54  55  56 │",
                "│  ◎  58  59  60  61  62  63  64 │",
                "└────────────────────────────────┘",
                "● black checker  ◆ black queen  ○ white checker  ◎ white king",
                "Move 1: White to move (main window).",
                "Black 5 points, White 3 points; 0 of 20 turns without a capture"),
                // White moves first, so Black's checker does not move.
                "White to move> ! \"30-39\" is not legal here: there is no White piece on 30");
        assertThat(Files.readString(file)).contains("\"setup\": \"W:W40,K57:B30,Q8\"");

        Run bad = play("quit\n", "--game", "warp", "--fen", "W:W40,K57:B30,Q8,K");
        assertThat(bad.exit()).isNotZero();
        assertThat(bad.err()).contains("Warp FEN: 'K' in Black's list is not a piece: write a square 1-64, after K for"
                + " a king, Q for a queen, F for a fragment and nothing for a regular checker (K12), or a range of"
                + " squares (41-64, K1-3)");
    }

    @Test
    void warpIsListedAmongTheGames() {
        assertThat(Run.of("games").outLines()).anySatisfy(line -> assertThat(line)
                .startsWith("warp ").contains("Warp Checkers", "quiet-turns=N (default 20)"));
    }
}
