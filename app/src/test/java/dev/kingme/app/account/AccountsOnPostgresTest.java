package dev.kingme.app.account;

import dev.kingme.app.store.TestPostgres;

/** Accounts on the PostgreSQL CI starts ({@link TestPostgres}); skipped, saying so, without one. */
class AccountsOnPostgresTest extends AccountsContract {
    @Override
    String url() {
        TestPostgres.assumeGiven();
        return TestPostgres.URL;
    }
}
