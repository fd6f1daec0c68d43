package dev.kingme.app.command;

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

    @Test
    void damagedBytesAndOverlongLinesAreBadLinesAndTheRestContinue(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("damaged.txt");
        byte[] good = "B:W18:B14\n".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        bytes.write(good);
        bytes.write(new byte[] {(byte) 0xff, (byte) 0xfe, '\n'});
        bytes.write("x".repeat(TextLines.MAX_LINE + 10).getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        bytes.write('\n');
        bytes.write(good);
        Files.write(f, bytes.toByteArray());
        Run r = Run.of("moves", "--fen-file", f.toString());
        assertThat(r.out()).isEqualTo("B:W18:B14\n14x23\n\nB:W18:B14\n14x23\n\n");
        assertThat(r.errLines()).containsExactly(
                f + ": line 2: FEN column 1: expected 3 fields separated by ':' (side to move, one list per colour), found 1",
                f + ": line 3: longer than 65536 characters, not a FEN");
        assertThat(r.exit()).isEqualTo(1);
    }

    @Test
    void aFolderIsNotAFenFile(@TempDir Path dir) {
        Run r = Run.of("moves", "--fen-file", dir.toString());
        assertThat(r.exit()).isNotZero();
        assertThat(r.err()).contains(dir + " is a folder, not a file");
    }

    @Test
    void listsTheMovesOfAWarpPositionGivenInWarpsFen() {
        Run r = Run.of("moves", "--game", "warp", "--fen", "B:W40:B30");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.outLines()).containsExactly("30-37", "30-39");
        // A black queen on 8 and a white king on 57, diagonal to it across the corner: the queen steps, jumps
        // the king across the corner, swaps with it (opposite corners), splits, skips and turns the corner block.
        assertThat(Run.of("moves", "--game", "warp", "--fen", "B:WK57:BQ8").outLines()).containsExactly(
                "8-9", "8-15", "8x50", "8-63", "swap 8 57", "split 8 kings", "split 8 fragments", "skip",
                "cycle 64 cw", "cycle 64 ccw", "cycle 64 180");
    }

    @Test
    void aBadWarpPositionIsAnErrorThatSaysWhatAndWhere() {
        Run r = Run.of("moves", "--game", "warp", "--fen", "B:W40:B30,30");
        assertThat(r.exit()).isNotZero();
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).contains("Warp FEN: square 30 is listed twice in Black's list");
    }
}
