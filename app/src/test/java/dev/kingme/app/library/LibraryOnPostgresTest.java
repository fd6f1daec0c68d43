package dev.kingme.app.library;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The game database on the PostgreSQL CI starts (named by {@code KINGME_TEST_POSTGRES}); skipped, saying so, without one. */
class LibraryOnPostgresTest extends LibraryContract {
    @Override
    String url() {
        String url = System.getenv("KINGME_TEST_POSTGRES");
        assumeTrue(url != null && !url.isBlank(), "KINGME_TEST_POSTGRES names no PostgreSQL database to test against");
        return url;
    }
}
