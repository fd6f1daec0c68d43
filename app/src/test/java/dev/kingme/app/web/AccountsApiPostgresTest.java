package dev.kingme.app.web;

import dev.kingme.app.store.GameStore;
import dev.kingme.app.store.TestPostgres;

/** Accounts over the PostgreSQL CI starts ({@link TestPostgres}); skipped, saying so, without one. */
class AccountsApiPostgresTest extends AccountsApiContract {
    @Override
    GameStore openStore() {
        TestPostgres.assumeGiven();
        return GameStore.open(TestPostgres.URL, null, null);
    }
}
