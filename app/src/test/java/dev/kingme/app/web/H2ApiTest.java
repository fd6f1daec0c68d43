package dev.kingme.app.web;

import dev.kingme.app.store.GameStore;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** The API over the embedded H2 database that {@code kingme serve} uses by default. */
class H2ApiTest extends ApiContract {
    @TempDir
    Path data;

    @Override
    GameStore openStore() {
        return GameStore.open(GameStore.h2Url(data), null, null);
    }
}
