package dev.kingme.app.library;

import dev.kingme.app.store.TestPostgres;

/** The game database on the PostgreSQL CI starts ({@link TestPostgres}); skipped, saying so, without one. */
class LibraryOnPostgresTest extends LibraryContract {
    @Override
    String url() {
        TestPostgres.assumeGiven();
        return TestPostgres.URL;
    }
}
