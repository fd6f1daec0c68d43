package dev.kingme.app.web;

import dev.kingme.app.store.GameStore;
import dev.kingme.app.store.TestPostgres;

/** Rated games over the PostgreSQL CI starts ({@link TestPostgres}); skipped, saying so, without one. */
class RatingsPostgresTest extends RatingsContract {
    @Override
    GameStore openStore() {
        TestPostgres.assumeGiven();
        return GameStore.open(TestPostgres.URL, null, null);
    }
}
