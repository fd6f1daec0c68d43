package dev.kingme.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MovesCommandTest {
    @Test
    void listsEveryLegalMoveWithTheFullCapturePath() {
        Run r = Run.of("moves", "--fen", "B:W10,18,30:B6");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).isEqualTo("6x15x22\n");
        assertThat(Run.of("moves", "--fen", "B:W21-32:B1-12").outLines())
                .containsExactly("9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16");
    }

    @Test
    void fenFileGivesEachLineItsMovesAndABlankLineAndReportsBadLinesByNumber(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("positions.txt");
        Files.writeString(f, "B:W18:B14\nnot a fen\nW:W29:B22,25\n");
        Run r = Run.of("moves", "--fen-file", f.toString());
        assertThat(r.out()).isEqualTo("B:W18:B14\n14x23\n\nW:W29:B22,25\n\n");
        assertThat(r.err()).isEqualTo(f + ": line 2: FEN column 1: expected 3 fields separated by ':'"
                + " (side to move, one list per colour), found 1\n");
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void fenFileDashReadsStandardInput() {
        Run r = Run.withInput("B:W18:B14\n", "moves", "--fen-file", "-");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).isEqualTo("B:W18:B14\n14x23\n\n");
    }

    @Test
    void missingFileAndMissingSourceAreErrors() {
        Run r = Run.of("moves", "--fen-file", "/nonexistent/positions.txt");
        assertThat(r.exit()).isNotZero();
        assertThat(r.err()).contains("/nonexistent/positions.txt");
        Run none = Run.of("moves");
        assertThat(none.exit()).isNotZero();
        assertThat(none.err()).contains("--fen");
    }
}
