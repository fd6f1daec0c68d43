package dev.kingme.app.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The store on its own: actions committed in groups, and a number taken twice refused for one of them. */
class GameStoreTest {
    @TempDir
    Path data;

    private static StoredGame game(String id) {
        return new StoredGame(id, "american", "{}", "human", "human", "Black", "White", null, null, false, 1, null, null,
                Instant.now());
    }

    @Test
    void manyActionsAtOnceAreAllStoredAndATakenNumberIsRefused() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(16);
        try (GameStore store = GameStore.open(GameStore.h2Url(data), null, null)) {
            for (int g = 0; g < 8; g++) {
                store.create(game("g" + g));
            }
            List<Future<String>> results = new ArrayList<>();
            for (int g = 0; g < 8; g++) {
                String id = "g" + g;
                for (int seq = 1; seq <= 20; seq++) {
                    int n = seq;
                    for (int twice = 0; twice < 2; twice++) {
                        results.add(pool.submit(() -> {
                            try {
                                store.append(id, new StoredAction(n, "move", "black", "{}"));
                                return "stored";
                            } catch (ConflictException e) {
                                return "conflict";
                            }
                        }));
                    }
                }
            }
            int stored = 0;
            int conflicts = 0;
            for (Future<String> f : results) {
                if (f.get().equals("stored")) {
                    stored++;
                } else {
                    conflicts++;
                }
            }
            assertThat(stored).isEqualTo(160);
            assertThat(conflicts).isEqualTo(160);
            for (int g = 0; g < 8; g++) {
                assertThat(store.actions("g" + g)).extracting(StoredAction::seq).containsExactlyElementsOf(
                        java.util.stream.IntStream.rangeClosed(1, 20).boxed().toList());
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
