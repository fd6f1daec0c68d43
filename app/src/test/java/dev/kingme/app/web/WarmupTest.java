package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The warm-up plays real games against a throwaway server, and leaves nothing behind. */
class WarmupTest {
    private static List<Path> warmupFolders() throws IOException {
        try (Stream<Path> all = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return all.filter(p -> p.getFileName().toString().startsWith("kingme-warmup")).toList();
        }
    }

    @Test
    void playsGamesForItsTimeAndDeletesItsDatabase() throws Exception {
        List<Path> before = warmupFolders();
        long start = System.nanoTime();
        long played = Warmup.run(Duration.ofSeconds(3));
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        assertThat(played).as("actions played").isGreaterThan(100);
        assertThat(took).as("it stops when its time is up").isLessThan(Duration.ofSeconds(30));
        assertThat(warmupFolders()).as("its temporary database is deleted").isEqualTo(before);
    }

    @Test
    void noTimeIsNoWarmUp() {
        assertThat(Warmup.run(Duration.ZERO)).isZero();
    }
}
