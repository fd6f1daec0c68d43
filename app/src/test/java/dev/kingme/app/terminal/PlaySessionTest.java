package dev.kingme.app.terminal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.app.records.PdnBridge;
import dev.kingme.app.session.ChanceRoller;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The session on a game unlike checkers ({@link CoinRace}): 64 squares, setup decisions placing a pawn,
 * and a coin tossed at the start of every turn. What works here works for any game of the model.
 */
class PlaySessionTest {
    static String session(String input, long seed) throws IOException {
        StringWriter out = new StringWriter();
        new PlaySession(CoinRace.RULES, CoinRace.RULES.initial(), new ChanceRoller(seed),
                new BufferedReader(new StringReader(input)), new PrintWriter(out, true), new PdnBridge()).run();
        return out.toString();
    }

    static int count(String text, String part) {
        return text.split(Pattern.quote(part), -1).length - 1;
    }

    @Test
    void everySquareOfA64SquareBoardIsDrawnAndNumbered() throws IOException {
        String out = session("quit\n", 1);
        assertThat(out).contains("Kingme: Coin race (a test game).", "Options: none",
                "│  ●   2   3   4   5   6   7   8 │",
                "│ 57  58  59  60  61  62  63   ○ │");
    }

    @Test
    void setupPlacesThePawnsByTextOrByNumberAndTheBoardShowsThem() throws IOException {
        String out = session("pawn 1\n1\nquit\n", 1);
        assertThat(out).contains("Black to set up> ", "Move 1: Black to set up (setup window).", "Choices: 1. pawn 1",
                "pawn 1\n", "White to set up> ", "pawn 64\n", "│  ●♟  2 ", "  ○♟│",
                BoardText.LEGEND + "  ♟ pawn (on the piece beside it)");
        // Before the first placement the legend has no pawn: it lists what is on the board.
        assertThat(out.substring(0, out.indexOf("pawn 1\n"))).doesNotContain("♟");
    }

    @Test
    void chanceIsRolledByTheProgramAndShown() throws IOException {
        String out = session("pawn 1\npawn 64\nquit\n", 7);
        assertThat(out).containsPattern("chance: (heads|tails)\n").contains("The coin is tossed; Black steps.",
                "Black to move> ");
        assertThat(session("pawn 1\npawn 64\nquit\n", 7)).as("the same seed rolls the same").isEqualTo(out);
    }

    @Test
    void undoTakesBackASideDecisionAndTheChanceAfterItButNeverRollsAgain() throws IOException {
        String out = session("pawn 1\npawn 64\n1-9\nundo\nboard\nquit\n", 3);
        assertThat(out).contains("1-9\n", "took back Black's 1-9");
        String afterUndo = out.substring(out.indexOf("took back"));
        assertThat(count(out, "chance: ")).as("Black's coin, then White's; none after the undo").isEqualTo(2);
        assertThat(afterUndo).doesNotContain("chance: ").contains("Black to move> ");
        // Black faces the same coin as before the move: the board after the undo equals the one before it.
        String before = boardBefore(out, "1-9\n");
        assertThat(afterUndo.substring(afterUndo.indexOf("┌"), afterUndo.indexOf("┘") + 1)).isEqualTo(before);
    }

    /** The last board printed before {@code marker}. */
    private static String boardBefore(String out, String marker) {
        String head = out.substring(0, out.indexOf(marker));
        return head.substring(head.lastIndexOf("┌"), head.lastIndexOf("┘") + 1);
    }

    @Test
    void theFirstToCrossWinsAndTheGameSaysSo() throws IOException {
        String out = session("pawn 1\npawn 64\n" + "1\n".repeat(13) + "1\nquit\n", 5);
        assertThat(out).contains("Game over: 1-0, Black crossed the board.", "game over> ",
                "! the game is over (Black crossed the board): 'undo', 'load' or 'quit'");
    }

    @Test
    void aTextThatIsNoChoiceIsRefusedWithTheRulesReason() throws IOException {
        String out = session("pawn 2\n1-9\n7\nquit\n", 1);
        assertThat(out).contains("! \"pawn 2\" is not legal here (choices: pawn 1)",
                "! there is no choice number 7 (choose 1-1)");
        Matcher m = Pattern.compile("! \"1-9\" is not legal here").matcher(out);
        assertThat(m.find()).isTrue();
    }

    @Test
    void gamesOtherThanAmericanAreNotSavedAsPdn() throws IOException {
        String out = session("save x.pdn\nload x.pdn\nquit\n", 1);
        assertThat(out).contains("! PDN records american only (this game is coin-race): use FILE.json for saving a game record",
                "! PDN records american only (this game is coin-race): use FILE.json for loading a game record");
    }
}
