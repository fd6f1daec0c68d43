package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.egdb.BackgroundBuild;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a person is told of a build in the background, at a terminal and in a server's log. */
class EgdbProgressTest {
    @TempDir
    Path dir;
    private final StringWriter said = new StringWriter();
    private final PrintWriter to = new PrintWriter(said, true);

    private List<String> build(Path folder, EgdbProgress progress) throws InterruptedException {
        BackgroundBuild b = BackgroundBuild.start(folder, 3, progress);
        progress.started(b);
        b.await();
        return said.toString().lines().toList();
    }

    @Test
    void aServerLogsTheStartEveryTenthAndWhenReady() throws Exception {
        List<String> lines = build(dir, EgdbProgress.log(to, "the AI uses them from its next move"));
        assertThat(lines.get(0)).isEqualTo("endgame databases: building the 3-piece endgame databases in the background: 0% (in "
                + dir + ")");
        assertThat(lines.get(lines.size() - 1))
                .isEqualTo("endgame databases: the 3-piece endgame databases are ready; the AI uses them from its next move");
        List<String> tenths = lines.subList(1, lines.size() - 1);
        assertThat(tenths).isNotEmpty().allMatch(l -> l.matches("endgame databases: [1-9]0% built"));
        assertThat(tenths).doesNotHaveDuplicates().isSorted();
    }

    @Test
    void aTerminalGetsOneLineAndAnotherOnlyIfAskedWhenReady() throws Exception {
        assertThat(build(dir, EgdbProgress.terminal(to, null)))
                .containsExactly("kingme: building the 3-piece endgame databases in the background: 0% (in " + dir + ")");
        said.getBuffer().setLength(0);
        Path other = dir.resolve("other");
        assertThat(build(other, EgdbProgress.terminal(to, "the engine uses them from its next search"))).containsExactly(
                "kingme: building the 3-piece endgame databases in the background: 0% (in " + other + ")",
                "kingme: the 3-piece endgame databases are ready; the engine uses them from its next search");
    }

    @Test
    void aFailureIsSaidWithWhatToDo() throws Exception {
        Path notAFolder = Files.writeString(dir.resolve("file"), "");
        List<String> lines = build(notAFolder, EgdbProgress.terminal(to, null));
        assertThat(lines).hasSize(2);
        assertThat(lines.get(1)).startsWith("kingme: the 3-piece endgame databases could not be built in " + notAFolder)
                .endsWith("(kingme egdb build --pieces 3 builds them)");
    }

    @Test
    void aServerSaysWhenItWaitsForAnotherBuild() throws Exception {
        EgdbProgress progress = EgdbProgress.log(to, "the AI uses them from its next move");
        CountDownLatch waits = new CountDownLatch(1);
        CountDownLatch holds = new CountDownLatch(1);
        BackgroundBuild first = BackgroundBuild.start(dir, 3, b -> {
            holds.countDown();  // it holds the folder: its first word comes once it has the lock
            try {
                assertThat(waits.await(120, TimeUnit.SECONDS)).isTrue();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        // the second starts only once the first holds the folder (else, on a busy machine, it may get there first)
        assertThat(holds.await(60, TimeUnit.SECONDS)).isTrue();
        BackgroundBuild second = BackgroundBuild.start(dir, 3, b -> {
            progress.changed(b);
            if (b.state() == BackgroundBuild.State.WAITING) {
                waits.countDown();
            }
        });
        first.await();
        second.await();
        assertThat(said.toString()).contains("endgame databases: another Kingme process is building them in " + dir
                + "; this one waits for it and uses them when they are done").contains("are ready");
    }
}
