package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PdnCheckCommandTest {
    /** The archive the engine's tests use; Maven runs tests in the module directory. */
    static final Path TINSLEY = Path.of("..", "engine", "src", "test", "resources", "pdn", "tinsley.pdn");

    @TempDir
    Path dir;

    String file(String name, String pdn) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, pdn);
        return p.toString();
    }

    @Test
    void cleanFilesGiveOnlyTheSummaryAndExitZero() throws IOException {
        String a = file("a.pdn", "[Event \"A\"]\n1. 11-15 23-19 1-0\n\n[Event \"B\"]\n1. 9-14 {fine} 22-17 (23-19) *\n");
        String b = file("b.pdn", "1. 11-15 *\n");
        Run run = Run.of("pdn", "check", a, b);
        assertThat(run.outLines()).containsExactly("games: 3 ok, 0 with errors");
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isZero();
    }

    @Test
    void eachDamagedGameGetsOneLineNamingFileGameAndMove() throws IOException {
        String f = file("damaged.pdn", """
                [Event "Club"]
                [Black "A"]
                [White "B"]
                1. 11-15 23-19 2. 8-11 22-17 3. 4-9 1-0

                [Event "Ok"]
                1. 11-15 *

                [Black "Solo"]
                1. 11-15 23-19 2. 9-14Drawn. *

                [Event "Set"]
                [FEN "B:W1:B1"]
                *

                [Event "Open"]
                1. 11-15 {never closed
                [Event "Last"]
                1. 10-15 0-1
                """);
        Run run = Run.of("pdn", "check", f);
        assertThat(run.outLines()).containsExactly(
                f + ": game 1 (Event \"Club\", Black \"A\", White \"B\"): move 3 \"4-9\": Black to move: \"4-9\" is not"
                        + " legal here (legal: 3-8 4-8 9-13 9-14 10-14 11-16 12-16 15-18), at line 4, column 33",
                f + ": game 3 (Event \"\", Black \"Solo\", White \"\"): move 2 \"9-14Drawn.\": Black to move: text"
                        + " glued to the move \"9-14\", at line 10, column 19",
                f + ": game 4 (Event \"Set\", Black \"\", White \"\"): FEN tag: FEN column 7: square 1 is listed twice,"
                        + " at line 13, column 1",
                f + ": game 5 (Event \"Open\", Black \"\", White \"\"): \"{\": comment opened here is not closed before"
                        + " the tag pair on line 18, at line 17, column 10",
                "games: 2 ok, 4 with errors");
        assertThat(run.exit()).isEqualTo(1);
    }

    @Test
    void anUnreadableFileIsReportedAndTheOthersAreStillChecked() throws IOException {
        String good = file("good.pdn", "1. 11-15 *\n");
        String missing = dir.resolve("missing.pdn").toString();
        Run run = Run.of("pdn", "check", missing, good);
        assertThat(run.outLines()).containsExactly("games: 1 ok, 0 with errors");
        assertThat(run.errLines()).containsExactly("kingme: " + missing + ": cannot read: no such file",
                "kingme: 1 file could not be read");
        assertThat(run.exit()).isEqualTo(1);
    }

    @Test
    void theTinsleyArchiveHasThreeDamagedGames() {
        assertThat(TINSLEY).as("the engine's copy of the archive").isRegularFile();
        String f = TINSLEY.toString();
        Run run = Run.of("pdn", "check", f);
        assertThat(run.outLines()).containsExactly(
                f + ": game 541 (Event \"Petal 1981, game 18\", Black \"AA Long\", White \"M Tinsley\"): move 62 "
                        + "\"32-28\": Black to move: \"32-28\" is not legal here: no piece on 32 can move "
                        + "(legal: 16-19 16-20 28-24 28-32 29-25), at line 5588, column 5",
                f + ": game 623 (Event \"Petal 1987, game 15\", Black \"DM Lafferty\", White \"MF Tinsley\"): "
                        + "move 16 \"8-11Redoversteppedthetimecontrolonthismove.\": Black to move: text glued to the "
                        + "move \"8-11\", at line 6434, column 70",
                f + ": game 693 (Event \"London 1992, game 18\", Black \"MF Tinsley\", White \"Chinook\"): move 17 "
                        + "\"26-22Whiteoversteppedthetimecontrolonthismove.\": White to move: text glued to the move "
                        + "\"26-22\", at line 7170, column 17",
                "games: 721 ok, 3 with errors");
        assertThat(run.exit()).isEqualTo(1);
    }

    @Test
    void aFileIsRequired() {
        Run run = Run.of("pdn", "check");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("Missing required parameter: 'FILE'");
    }
}
