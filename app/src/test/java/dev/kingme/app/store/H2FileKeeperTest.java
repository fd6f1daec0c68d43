package dev.kingme.app.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The embedded database's file stops growing while games go on being played (H2FileKeeper). */
class H2FileKeeperTest {
    /** Games played at once, and the rounds in which each of them gets one action. */
    private static final int GAMES = 200;
    private static final int ROUNDS = 90;

    /** Where Linux counts what this process reads and writes. */
    private static final Path IO = Path.of("/proc/self/io");

    @TempDir
    Path data;

    /** The bytes this process has written with write system calls so far (Linux's count, "wchar"). */
    private static long bytesWritten() throws IOException {
        for (String line : Files.readAllLines(IO)) {
            if (line.startsWith("wchar:")) {
                return Long.parseLong(line.substring("wchar:".length()).trim());
            }
        }
        throw new IllegalStateException(IO + " has no wchar line");
    }

    @Test
    void theFileStopsGrowingWhileActionsGoOnBeingStored() throws Exception {
        assumeTrue(Files.isReadable(IO), "the bytes written are counted in " + IO + ", which only Linux has");
        // H2 keeps a chunk's space for its retention time after the chunk's last page in use is gone (45 s by
        // default); a shorter one here lets a test of seconds see the space reused
        String url = GameStore.h2Url(data) + ";RETENTION_TIME=300";
        Path file = data.resolve("kingme.mv.db");
        ExecutorService pool = Executors.newFixedThreadPool(16);
        List<Long> sizes = new ArrayList<>();
        try (GameStore store = GameStore.open(url, null, null)) {
            for (int g = 0; g < GAMES; g++) {
                store.create(GameStoreTest.game("g" + g));
            }
            long sizeBefore = Files.size(file);
            long writtenBefore = bytesWritten();
            String body = "{\"from\":11,\"to\":15,\"path\":[11,15],\"note\":\"" + "x".repeat(60) + "\"}";
            for (int round = 1; round <= ROUNDS; round++) {
                int seq = round;
                List<Future<?>> done = new ArrayList<>();
                for (int g = 0; g < GAMES; g++) {
                    String id = "g" + g;
                    done.add(pool.submit(() -> store.append(id, new StoredAction(seq, "move", "black", body))));
                }
                for (Future<?> f : done) {
                    f.get();
                }
                if (round % (ROUNDS / 3) == 0) {
                    sizes.add(Files.size(file));
                }
            }
            assertThat(store.actions("g7")).hasSize(ROUNDS);
            // without the keeper every byte written stays in the file, which grows by what the rounds wrote; with
            // it, most of that went into space that earlier chunks left
            long written = bytesWritten() - writtenBefore;
            long growth = Files.size(file) - sizeBefore;
            assertThat(growth).as("the file grew by %s bytes while the process wrote %s; after each third of the"
                    + " rounds it was %s bytes", growth, written, sizes).isLessThan(written / 3);
        } finally {
            pool.shutdownNow();
        }
    }
}
