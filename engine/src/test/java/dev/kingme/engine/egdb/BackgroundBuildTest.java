package dev.kingme.engine.egdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Builds in the background: they finish and say so, wait for another build of the same folder (in this
 * process or another, even one that is killed) instead of building its files again, and never take a file
 * that a killed build or a damaged disk left half written for a whole one.
 */
class BackgroundBuildTest {
    /** The longest any step here may take on a loaded machine before the test gives up (not a timing test). */
    private static final long PATIENCE_SECONDS = 120;

    @TempDir
    Path dir;
    private final List<Process> children = new ArrayList<>();

    @AfterEach
    void stopChildren() throws InterruptedException {
        for (Process p : children) {
            p.destroyForcibly().waitFor(PATIENCE_SECONDS, TimeUnit.SECONDS);
        }
    }

    /** The states a build went through, each change once, and the percents it reported. */
    private static final class Seen implements BackgroundBuild.Listener {
        final List<BackgroundBuild.State> states = new ArrayList<>();
        final List<Integer> percents = new ArrayList<>();
        final CountDownLatch waiting = new CountDownLatch(1);

        @Override
        public synchronized void changed(BackgroundBuild build) {
            if (states.isEmpty() || states.get(states.size() - 1) != build.state()) {
                states.add(build.state());
            }
            percents.add(build.percent());
            if (build.state() == BackgroundBuild.State.WAITING) {
                waiting.countDown();
            }
        }

        void awaitWaiting() throws InterruptedException {
            assertThat(waiting.await(PATIENCE_SECONDS, TimeUnit.SECONDS)).as("the build waits").isTrue();
        }
    }

    @Test
    void aBuildGoesFromBuildingToReadyWithTheWholeDatabaseInItsFolder() throws Exception {
        Seen seen = new Seen();
        BackgroundBuild b = BackgroundBuild.start(dir, 3, seen);
        assertThat(b.percent()).isZero();
        b.await();
        assertThat(b.state()).isEqualTo(BackgroundBuild.State.READY);
        assertThat(b.problem()).isNull();
        assertThat(seen.states).containsExactly(BackgroundBuild.State.BUILDING, BackgroundBuild.State.READY);
        assertThat(seen.percents).isSorted().endsWith(100);
        assertThat(Builder.complete(dir)).isEqualTo(3);
        assertSameAsBuiltInMemory(3);
    }

    @Test
    void aSecondBuildOfTheFolderWaitsForTheFirstAndBuildsNothingAgain() throws Exception {
        Seen seen = new Seen();
        CountDownLatch firstHolds = new CountDownLatch(1);
        // The first build stops at its first step until the second has found the folder taken.
        BackgroundBuild first = BackgroundBuild.start(dir, 3, build -> {
            if (build.state() == BackgroundBuild.State.BUILDING) {
                firstHolds.countDown();  // it has the folder
            }
            try {
                seen.awaitWaiting();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        // the second starts once the first holds the folder: started at once, it could take the folder first, and
        // the first would then wait for it while it waits for the second to wait
        assertThat(firstHolds.await(PATIENCE_SECONDS, TimeUnit.SECONDS)).as("the first build holds the folder").isTrue();
        BackgroundBuild second = BackgroundBuild.start(dir, 3, seen);
        first.await();
        Map<Path, Object> written = files();
        second.await();
        assertThat(first.state()).isEqualTo(BackgroundBuild.State.READY);
        assertThat(second.state()).isEqualTo(BackgroundBuild.State.READY);
        assertThat(seen.states).containsExactly(BackgroundBuild.State.WAITING, BackgroundBuild.State.BUILDING,
                BackgroundBuild.State.READY);
        // when it got the folder every position was in a file already, and it wrote none again
        assertThat(seen.percents.subList(1, seen.percents.size())).containsOnly(100);
        assertThat(files()).isEqualTo(written);
    }

    @Test
    void aBuildWaitsForAnotherProcessAndGoesOnWhenThatOneIsKilled() throws Exception {
        Process holder = child(LockHolder.class, dir.toString());
        BufferedReader said = lines(holder);
        assertThat(said.readLine()).isEqualTo("locked");
        Seen seen = new Seen();
        BackgroundBuild b = BackgroundBuild.start(dir, 3, seen);
        seen.awaitWaiting();
        assertThat(b.state()).isEqualTo(BackgroundBuild.State.WAITING);
        holder.destroyForcibly(); // SIGKILL: the system lets go of its lock
        b.await();
        assertThat(b.state()).isEqualTo(BackgroundBuild.State.READY);
        assertSameAsBuiltInMemory(3);
    }

    @Test
    void filesLeftHalfWrittenAreNeitherCountedNorUsedButBuiltAgain() throws Exception {
        Builder.build(3, dir, new Builder.Listener() {
        });
        Slice cut = new Slice(1, 0, 1, 1);
        Slice gone = new Slice(0, 1, 0, 2);
        byte[] whole = Files.readAllBytes(Builder.file(dir, cut));
        Files.write(Builder.file(dir, cut), java.util.Arrays.copyOf(whole, whole.length / 2));
        // a build killed while writing leaves only its temporary file, never a file under the slice's name
        Files.write(dir.resolve(gone.name() + ".egdb.tmp"), java.util.Arrays.copyOf(whole, whole.length / 3));
        Files.delete(Builder.file(dir, gone));
        assertThat(Builder.complete(dir)).as("the temporary file does not count").isEqualTo(2);
        Seen seen = new Seen();
        BackgroundBuild b = BackgroundBuild.start(dir, 3, seen);
        b.await();
        assertThat(b.state()).isEqualTo(BackgroundBuild.State.READY);
        assertThat(seen.percents.get(0)).as("the cut file was not taken as built").isLessThan(100);
        assertSameAsBuiltInMemory(3);
        for (Slice s : Slice.buildOrder(3)) {
            Builder.check(dir, s);
        }
    }

    @Test
    void aBuildKilledAtAnyPointLeavesOnlyWholeFilesAndTheNextOneFinishesIt() throws Exception {
        Process build = child(FolderBuild.class, dir.toString(), "4");
        BufferedReader said = lines(build);
        for (int i = 0; i < 12; i++) {
            assertThat(said.readLine()).as("slice %d solved", i + 1).startsWith("solved ");
        }
        build.destroyForcibly().waitFor(PATIENCE_SECONDS, TimeUnit.SECONDS);
        int whole = 0;
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(f -> f.toString().endsWith(".egdb")).toList()) {
                Builder.check(dir, Slice.parse(f.getFileName().toString().replace(".egdb", "")));
                whole++;
            }
        }
        assertThat(whole).isGreaterThanOrEqualTo(12); // and the slice being written when the kill came, if any, is not there
        BackgroundBuild b = BackgroundBuild.start(dir, 4, new Seen());
        b.await();
        assertThat(b.state()).isEqualTo(BackgroundBuild.State.READY);
        assertSameAsBuiltInMemory(4);
    }

    @Test
    void aBuildThatCannotWriteFailsAndSaysWhy() throws Exception {
        Path notAFolder = Files.writeString(dir.resolve("file"), "not a folder");
        Seen seen = new Seen();
        BackgroundBuild b = BackgroundBuild.start(notAFolder, 2, seen);
        b.await();
        assertThat(b.state()).isEqualTo(BackgroundBuild.State.FAILED);
        assertThat(b.problem()).contains("file");
        assertThat(seen.states).endsWith(BackgroundBuild.State.FAILED);
    }

    private void assertSameAsBuiltInMemory(int pieces) throws DatabaseException {
        Tables loaded = Builder.load(dir, pieces);
        Tables built = Builder.inMemory(pieces);
        for (Slice s : Slice.buildOrder(pieces)) {
            assertThat(loaded.get(s)).as(s.name()).isEqualTo(UnreadValuesTest.stored(built, s));
        }
    }

    /** Every slice file in the folder by its identity on disk (a file written again is a new one). */
    private Map<Path, Object> files() throws IOException {
        Map<Path, Object> out = new HashMap<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(f -> f.toString().endsWith(".egdb")).toList()) {
                BasicFileAttributes a = Files.readAttributes(f, BasicFileAttributes.class);
                out.put(f, List.of(String.valueOf(a.fileKey()), a.lastModifiedTime()));
            }
        }
        return out;
    }

    private Process child(Class<?> main, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), main.getName()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        children.add(p);
        return p;
    }

    private static BufferedReader lines(Process p) {
        return new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
    }
}
