package dev.kingme.app.web;

import dev.kingme.app.store.GameStore;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** Accounts over an embedded H2 database. */
class AccountsApiH2Test extends AccountsApiContract {
    @TempDir
    Path data;

    @Override
    GameStore openStore() {
        return GameStore.open(GameStore.h2Url(data), null, null);
    }
}
