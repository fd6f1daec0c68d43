package dev.kingme.app.account;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.app.store.GameStore;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Accounts on a real database of the subclass's kind (H2, or the PostgreSQL CI starts): signing up, logging in
 * and out, throttling, sessions that end, the operator's, names taken by sign-ups at once, and neither a password
 * nor a token anywhere in the database.
 */
abstract class AccountsContract {
    /** The URL of the database the subclass tests on; the same database each time within one test. */
    abstract String url();

    /** Names of this test's own (the database may be shared between runs): {@code base} and random letters. */
    private final String unique = new java.util.Random().ints(6, 'a', 'z' + 1)
            .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();

    private String n(String base) {
        return base + unique;
    }

    /** An address of this test's own (failed log-ins are counted in the database, which may be shared). */
    private String at(String address) {
        return address + "/" + unique;
    }
    private GameStore store;
    private MutableClock clock;
    private Accounts accounts;

    /** A clock the test moves. */
    static final class MutableClock extends Clock {
        Instant now = Instant.parse("2026-11-27T12:00:00Z");

        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    @BeforeEach
    void open() {
        store = GameStore.open(url(), null, null);
        clock = new MutableClock();
        accounts = new Accounts(store.accounts(), clock);
    }

    @AfterEach
    void close() {
        if (store != null) {
            store.close();  // none when the subclass's database is not there (the test was skipped)
        }
    }

    private static int status(Runnable r) {
        try {
            r.run();
            return 200;
        } catch (AccountException e) {
            return e.status();
        }
    }

    @Test
    void signUpLogInLogOut() {
        Accounts.Login signed = accounts.signUp(n("Ann_1"), "a long secret");
        assertThat(accounts.session(signed.token())).contains(signed.player());
        Accounts.Login again = accounts.logIn(n("Ann_1").toLowerCase(Locale.ROOT), "a long secret", at("10.0.0.1"));
        assertThat(again.player().name()).isEqualTo(n("Ann_1"));
        assertThat(again.token()).as("a new session at each log-in").isNotEqualTo(signed.token());
        accounts.logOut(again.token());
        assertThat(accounts.session(again.token())).isEmpty();
        assertThat(accounts.session(signed.token())).isPresent();
        assertThat(accounts.session("forged-token")).isEmpty();
        assertThat(accounts.session(null)).isEmpty();
    }

    @Test
    void aWrongNameAndAWrongPasswordGetTheSameAnswer() {
        accounts.signUp(n("Bob"), "hunter2hunter2");
        AccountException name = org.junit.jupiter.api.Assertions.assertThrows(AccountException.class,
                () -> accounts.logIn(n("Bobby"), "hunter2hunter2", at("10.0.0.2")));
        AccountException password = org.junit.jupiter.api.Assertions.assertThrows(AccountException.class,
                () -> accounts.logIn(n("Bob"), "hunter3hunter3", at("10.0.0.2")));
        assertThat(name.status()).isEqualTo(401).isEqualTo(password.status());
        assertThat(name.getMessage()).isEqualTo(password.getMessage()).isEqualTo("wrong name or password");
    }

    @Test
    void namesAndPasswordsFollowTheRules() {
        assertThat(status(() -> accounts.signUp("ab", "long enough"))).isEqualTo(400);
        assertThat(status(() -> accounts.signUp("9lives", "long enough"))).isEqualTo(400);
        assertThat(status(() -> accounts.signUp("<script>", "long enough"))).isEqualTo(400);
        assertThat(status(() -> accounts.signUp(n("Carol"), "short"))).isEqualTo(400);
        assertThat(status(() -> accounts.signUp(n("Carolyn"), n("Carolyn").toUpperCase(Locale.ROOT)))).isEqualTo(400);
        accounts.signUp(n("Carol"), "long enough");
        assertThat(status(() -> accounts.signUp(n("Carol").toUpperCase(Locale.ROOT), "long enough too"))).isEqualTo(409);
    }

    @Test
    void failedLogInsAreThrottledPerAccountThenLetGo() {
        accounts.signUp(n("Dora"), "the right one");
        for (int i = 0; i < 5; i++) {
            String address = at("10.0.0." + (10 + i));
            assertThat(status(() -> accounts.logIn(n("Dora"), "a wrong one", address))).isEqualTo(401);
        }
        assertThat(status(() -> accounts.logIn(n("Dora"), "the right one", at("10.0.0.99"))))
                .as("even the right password waits").isEqualTo(429);
        clock.now = clock.now.plus(Duration.ofMinutes(16));
        assertThat(status(() -> accounts.logIn(n("Dora"), "the right one", at("10.0.0.99")))).isEqualTo(200);
    }

    @Test
    void failedLogInsAreThrottledPerAddress() {
        for (int i = 0; i < 20; i++) {
            int n = i;
            assertThat(status(() -> accounts.logIn(n("nobody") + n, "whatever it is", at("10.9.9.9")))).isEqualTo(401);
        }
        accounts.signUp(n("Eve"), "a good password");
        assertThat(status(() -> accounts.logIn(n("Eve"), "a good password", at("10.9.9.9")))).isEqualTo(429);
        assertThat(status(() -> accounts.logIn(n("Eve"), "a good password", at("10.9.9.8")))).isEqualTo(200);
    }

    @Test
    void anIdleSessionEnds() {
        Accounts.Login l = accounts.signUp(n("Finn"), "a good password");
        clock.now = clock.now.plus(Duration.ofDays(29));
        assertThat(accounts.session(l.token())).as("used within 30 days").isPresent();
        clock.now = clock.now.plus(Duration.ofDays(29));
        assertThat(accounts.session(l.token())).as("its use 29 days ago kept it").isPresent();
        clock.now = clock.now.plus(Duration.ofDays(31));
        assertThat(accounts.session(l.token())).isEmpty();
    }

    @Test
    void theOperatorResetsAndDisablesAndAPlayerDeletesTheirAccount() {
        Accounts.Login l = accounts.signUp(n("Gus"), "first password");
        String fresh = accounts.resetPassword(n("Gus").toLowerCase(Locale.ROOT));
        assertThat(accounts.session(l.token())).as("a reset ends the sessions").isEmpty();
        assertThat(status(() -> accounts.logIn(n("Gus"), "first password", at("10.1.1.1")))).isEqualTo(401);
        Accounts.Login back = accounts.logIn(n("Gus"), fresh, at("10.1.1.1"));
        accounts.setDisabled(n("Gus"), true);
        assertThat(accounts.session(back.token())).isEmpty();
        assertThat(status(() -> accounts.logIn(n("Gus"), fresh, at("10.1.1.2")))).isEqualTo(401);
        accounts.setDisabled(n("Gus"), false);
        Accounts.Login last = accounts.logIn(n("Gus"), fresh, at("10.1.1.3"));
        assertThat(status(() -> accounts.delete(last.token(), "not it"))).isEqualTo(401);
        accounts.delete(last.token(), fresh);
        assertThat(accounts.session(last.token())).isEmpty();
        assertThat(store.accounts().byName(n("Gus"))).isEmpty();
        assertThat(status(() -> accounts.resetPassword(n("Gus")))).isEqualTo(404);
    }

    @Test
    void oneOfTwoSignUpsForOneNameAtOnceWins() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Callable<Integer>> tries = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                String name = i % 2 == 0 ? n("Hana") : n("Hana").toUpperCase(Locale.ROOT);
                tries.add(() -> status(() -> accounts.signUp(name, "a good password")));
            }
            List<Integer> statuses = new ArrayList<>();
            for (Future<Integer> f : pool.invokeAll(tries)) {
                statuses.add(f.get());
            }
            assertThat(statuses).containsOnlyOnce(200).filteredOn(s -> s != 200).containsOnly(409);
        } finally {
            pool.shutdown();
        }
    }

    /** Neither a password nor a session's token is in the database, only their hashes. */
    @Test
    void noPasswordOrTokenIsStored() throws Exception {
        Accounts.Login l = accounts.signUp(n("Ivy"), "plainly secret");
        store.close();
        String dump = dump(url());
        assertThat(dump).contains(n("Ivy"), "$argon2id$").doesNotContain("plainly secret", l.token());
        store = GameStore.open(url(), null, null);
    }

    /** Every value of every row of every table of the database at {@code url}, as text. */
    static String dump(String url) throws java.sql.SQLException {
        StringBuilder sb = new StringBuilder();
        try (var c = java.sql.DriverManager.getConnection(url)) {
            List<String> tables = new ArrayList<>();
            try (var rs = c.getMetaData().getTables(null, null, "%", new String[] {"TABLE"})) {
                while (rs.next()) {
                    String schema = rs.getString("TABLE_SCHEM");
                    if (!"INFORMATION_SCHEMA".equalsIgnoreCase(schema) && !"pg_catalog".equals(schema)) {
                        tables.add((schema == null ? "" : "\"" + schema + "\".") + "\"" + rs.getString("TABLE_NAME") + "\"");
                    }
                }
            }
            assertThat(String.join(" ", tables).toLowerCase(Locale.ROOT)).contains("accounts", "sessions");
            for (String table : tables) {
                try (var rs = c.createStatement().executeQuery("SELECT * FROM " + table)) {
                    int columns = rs.getMetaData().getColumnCount();
                    while (rs.next()) {
                        for (int i = 1; i <= columns; i++) {
                            sb.append(rs.getString(i)).append('\t');
                        }
                        sb.append('\n');
                    }
                }
            }
        }
        return sb.toString();
    }
}
