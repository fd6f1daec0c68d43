package dev.kingme.app.web;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.kingme.app.store.GameStore;

/** Accounts over the PostgreSQL CI starts ({@link PostgresApiTest#URL}); skipped, saying so, without one. */
class AccountsApiPostgresTest extends AccountsApiContract {
    @Override
    GameStore openStore() {
        assumeTrue(PostgresApiTest.URL != null && !PostgresApiTest.URL.isBlank(),
                "KINGME_TEST_POSTGRES names no PostgreSQL database to test against");
        return GameStore.open(PostgresApiTest.URL, null, null);
    }
}
