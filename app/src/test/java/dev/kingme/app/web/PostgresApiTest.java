package dev.kingme.app.web;

import dev.kingme.app.store.GameStore;
import dev.kingme.app.store.TestPostgres;

/** The API over a real PostgreSQL, the one CI starts ({@link TestPostgres}); skipped, saying so, without one. */
class PostgresApiTest extends ApiContract {
    @Override
    GameStore openStore() {
        TestPostgres.assumeGiven();
        return GameStore.open(TestPostgres.URL, null, null);
    }
}
