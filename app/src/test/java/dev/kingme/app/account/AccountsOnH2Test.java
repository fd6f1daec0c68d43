package dev.kingme.app.account;

import dev.kingme.app.store.GameStore;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** Accounts on the embedded H2 database. */
class AccountsOnH2Test extends AccountsContract {
    @TempDir
    Path data;

    @Override
    String url() {
        return GameStore.h2Url(data);
    }
}
