package dev.kingme.app.web;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kingme.app.store.GameStore;

/**
 * The API over a real PostgreSQL: the one CI installs and starts on loopback, named by the environment
 * variable {@code KINGME_TEST_POSTGRES} (a JDBC URL with user and password). Without it these tests are
 * skipped, saying so.
 */
class PostgresApiTest extends ApiContract {
    static final String URL = System.getenv("KINGME_TEST_POSTGRES");

    @Override
    GameStore openStore() {
        assumeTrue(URL != null && !URL.isBlank(), "KINGME_TEST_POSTGRES names no PostgreSQL database to test against");
        return GameStore.open(URL, null, null);
    }
}
