package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.app.terminal.BoardText;
import dev.kingme.engine.Fen;
import dev.kingme.engine.Position;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PdnShowCommandTest {
    @TempDir
    Path dir;

    String file(String pdn) throws IOException {
        Path p = dir.resolve("games.pdn");
        Files.writeString(p, pdn);
        return p.toString();
    }

    static List<String> board(Position p) {
        return BoardText.render(p).lines().toList();
    }

    @Test
    void showsTheFirstGameByDefaultAsStartThenEachMoveAndItsBoard() throws IOException {
        String f = file("[Event \"One\"]\n[Black \"A\"]\n1. 11-15 23-19 *\n\n[Event \"Two\"]\n1. 9-14 *\n");
        Run run = Run.of("pdn", "show", f);
        List<String> expected = new ArrayList<>(List.of(f + ": game 1 (Event \"One\", Black \"A\", White \"\")",
                BoardText.LEGEND, "", "start, Black to move"));
        expected.addAll(board(Position.initial()));
        expected.addAll(List.of("", "1. 11-15"));
        expected.addAll(board(Fen.parse("W:W21-32:B1-10,12,15")));
        expected.addAll(List.of("", "1... 23-19"));
        expected.addAll(board(Fen.parse("B:W19,21,22,24-32:B1-10,12,15")));
        assertThat(run.outLines()).isEqualTo(expected);
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isZero();
    }

    @Test
    void gameChoosesAGameAndStartsFromItsFen() throws IOException {
        String f = file("1. 11-15 *\n[Event \"Two\"]\n[FEN \"W:W32:B5\"]\n12... 32-27 *\n");
        Run run = Run.of("pdn", "show", f, "--game", "2");
        assertThat(run.outLines()).startsWith(f + ": game 2 (Event \"Two\", Black \"\", White \"\")", BoardText.LEGEND,
                "", "start, White to move");
        assertThat(run.outLines()).contains("12... 32-27");
        assertThat(run.outLines().subList(run.outLines().size() - 10, run.outLines().size()))
                .isEqualTo(board(Fen.parse("B:W27:B5")));
        assertThat(run.exit()).isZero();
    }

    @Test
    void aGameNumberOutOfRangeIsAnError() throws IOException {
        String f = file("1. 11-15 *\n1. 9-14 *\n");
        Run run = Run.of("pdn", "show", f, "--game", "3");
        assertThat(run.out()).isEmpty();
        assertThat(run.errLines()).containsExactly("kingme: " + f + ": there is no game 3 (the file has 2 games)");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(Run.of("pdn", "show", f, "--game", "0").errLines())
                .containsExactly("kingme: " + f + ": there is no game 0 (the file has 2 games)");
    }

    @Test
    void aDamagedGameIsShownUpToTheDamageThenReported() throws IOException {
        String f = file("[Event \"Bad\"]\n1. 11-15 23-19 2. 9-14resigns *\n");
        Run run = Run.of("pdn", "show", f);
        assertThat(run.outLines()).contains("1. 11-15", "1... 23-19").doesNotContain("2. 9-14");
        assertThat(run.outLines().subList(run.outLines().size() - 10, run.outLines().size()))
                .isEqualTo(board(Fen.parse("B:W19,21,22,24-32:B1-10,12,15")));
        assertThat(run.errLines()).containsExactly(f + ": game 1 (Event \"Bad\", Black \"\", White \"\"): move 2 "
                + "\"9-14resigns\": Black to move: text glued to the move \"9-14\", at line 2, column 19");
        assertThat(run.exit()).isEqualTo(1);
    }

    @Test
    void aMissingFileIsAnError() {
        String missing = dir.resolve("none.pdn").toString();
        Run run = Run.of("pdn", "show", missing);
        assertThat(run.errLines()).containsExactly("kingme: " + missing + ": cannot read: no such file");
        assertThat(run.exit()).isEqualTo(1);
    }
}
