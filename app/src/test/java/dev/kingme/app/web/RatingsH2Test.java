package dev.kingme.app.web;

import dev.kingme.app.store.GameStore;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** Rated games over an embedded H2 database. */
class RatingsH2Test extends RatingsContract {
    @TempDir
    Path data;

    @Override
    GameStore openStore() {
        return GameStore.open(GameStore.h2Url(data), null, null);
    }
}
