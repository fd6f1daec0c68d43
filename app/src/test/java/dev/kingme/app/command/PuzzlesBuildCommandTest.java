package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.app.puzzles.PuzzleFile;
import dev.kingme.app.puzzles.PuzzleSet;
import dev.kingme.engine.puzzles.Puzzle;
import dev.kingme.engine.puzzles.Theme;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code kingme puzzles build}: the puzzles of a game file written as a set with its settings, and bad options refused. */
class PuzzlesBuildCommandTest {
    /** A game of the shipped archive whose last moves hold a draw by a shot (9-14, 18x9, 5x14x21). */
    static final String LAFFERTY_TINSLEY = """
            [Event "Practice game 1975"]
            [Black "DM Lafferty"]
            [White "MF Tinsley"]
            [Result "1/2-1/2"]
            1. 10x15 23-19 2. 7-10 27-23 3. 9-14 22-18 4. 15x22 25x18x9 5. 5x14 24-20 6.
            11-15 29x25 7. 15x24 28x19 8. 8-11 19-16 9. 12x19 23x16x7 10. 2x11 25-22 11.
            4-8 22-17 12. 8-12 32-27 13. 11-15 30-25 14. 15-19 25-22 15. 19x24 20-16 16.
            12x19 27x20 17. 10x15 17x10 18. 19x23 26x19 19. 15x24 10-7 20. 3x10 20-16 21.
            24-28 16-11 22. 28-32 11-7 23. 32-28 7-3 24. 10x15 3-7 25. 15-19 22-17 26.
            19x23 17x14 27. 1-5 7-11 28. 23-27 31x24 29. 28x19 21-17 30. 6-9 14-10 31.
            19-15 11x18 32. 9-14 18x9 5x14x21 1/2-1/2
            """;

    @TempDir
    Path dir;

    @Test
    void theShotOfAGameIsFoundAndWrittenWithTheSettings() throws IOException {
        Path games = dir.resolve("game.pdn");
        Files.writeString(games, LAFFERTY_TINSLEY);
        Path out = dir.resolve("out").resolve("puzzles.json");
        Run run = Run.of("puzzles", "build", "--games", games.toString(), "--self-play", "0", "--out", out.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("from 1 archive games and 0 self-play games", "written to " + out);
        PuzzleSet set = PuzzleFile.read(Files.readString(out));
        assertThat(set.databasePieces()).isEqualTo(4);
        assertThat(set.depth()).isEqualTo(14);
        assertThat(set.nodes()).isEqualTo(500_000);
        Puzzle shot = set.puzzles().stream().filter(p -> p.theme() == Theme.SHOT).findFirst().orElseThrow();
        assertThat(shot.fen()).isEqualTo("B:W10,17,K18:B5,9");
        assertThat(shot.prompt()).isEqualTo("Black to move and draw");
        assertThat(shot.source()).isEqualTo("DM Lafferty - MF Tinsley, Practice game 1975");
        assertThat(shot.solution().get(0).toPdn()).isEqualTo("9-14");
    }

    @Test
    void badOptionsAreRefusedInWords() {
        Run run = Run.of("puzzles", "build", "--no-archive", "--self-play", "0", "--depth", "0",
                "--out", dir.resolve("x.json").toString());
        assertThat(run.exit()).isNotZero();
        assertThat(run.err()).contains("--depth, --nodes, --screen-nodes, --self-play-nodes and --moves must be at least 1");
        Run missing = Run.of("puzzles", "build", "--games", dir.resolve("none.pdn").toString(), "--self-play", "0");
        assertThat(missing.exit()).isNotZero();
        assertThat(missing.err()).contains("cannot load " + dir.resolve("none.pdn") + ": there is no such file");
        assertThat(Run.of("puzzles").err()).contains("puzzles needs a command: build");
        assertThat(Run.of("puzzles", "build", "--games", "a.pdn", "--no-archive").err()).contains("give one of them");
    }
}
