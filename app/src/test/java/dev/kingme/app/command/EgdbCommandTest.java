package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code kingme egdb}: build, resume, verify (a damaged file is reported), probe. */
class EgdbCommandTest {
    @TempDir
    Path dir;

    @Test
    void buildsVerifiesAndProbes() throws Exception {
        Run r = Run.of("egdb", "build", "--pieces", "3", "--dir", dir.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("2 to 3 pieces: 202280 positions");
        assertThat(r.err()).contains("100.0%");

        Run again = Run.of("egdb", "build", "--pieces", "3", "--dir", dir.toString());
        assertThat(again.out()).contains("0 slices solved");
        assertThat(again.err()).contains("resuming");

        Run ok = Run.of("egdb", "verify", "--dir", dir.toString());
        assertThat(ok.exit()).isZero();
        assertThat(ok.out()).contains("files ok, 0 with problems; complete up to 3 pieces");

        Run probe = Run.of("egdb", "probe", "--dir", dir.toString(), "B:WK32:BK1,K2");
        assertThat(probe.exit()).as(probe.err()).isZero();
        assertThat(probe.out()).contains("B:WK32:BK1,K2: win in").contains("for Black");

        Path file = dir.resolve("0-2-0-1.egdb");
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length - 3] ^= 0x40;
        Files.write(file, bytes);
        Run bad = Run.of("egdb", "verify", "--dir", dir.toString());
        assertThat(bad.exit()).isEqualTo(1);
        assertThat(bad.out()).contains("0-2-0-1.egdb: damaged", "1 with problems", "complete up to 2 pieces");
    }

    @Test
    void probingBeyondTheBuiltDatabasesSaysWhatToBuild() {
        Run r = Run.of("egdb", "probe", "--dir", dir.toString(), "B:W21,22:B1,2");
        assertThat(r.exit()).isNotZero();
        assertThat(r.err()).contains("egdb build --pieces 4");
    }
}
