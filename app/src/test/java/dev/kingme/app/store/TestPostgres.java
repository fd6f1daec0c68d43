package dev.kingme.app.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Assumptions;

/**
 * The PostgreSQL server the tests may use: the one CI installs and starts on loopback, named by the environment
 * variable {@code KINGME_TEST_POSTGRES} (a JDBC URL with user and password); null without it, and the tests that
 * need it are skipped, saying so.
 */
public final class TestPostgres {
    public static final String URL = System.getenv("KINGME_TEST_POSTGRES");

    private TestPostgres() {
    }

    /** Whether {@link #URL} names a server. */
    public static boolean given() {
        return URL != null && !URL.isBlank();
    }

    /** Skips the test that calls it, saying why, when no server is given. */
    public static void assumeGiven() {
        Assumptions.assumeTrue(given(), "KINGME_TEST_POSTGRES names no PostgreSQL database to test against");
    }

    /** A new, empty database of its own on the test server, so that no other test's rows are in it: its URL. */
    public static String freshDatabase() throws SQLException {
        String name = "kingme_test_" + Long.toString(System.nanoTime(), 36);
        try (Connection c = DriverManager.getConnection(URL); Statement st = c.createStatement()) {
            st.execute("CREATE DATABASE " + name);
        }
        return URL.replaceFirst("/[^/?]+(\\?|$)", "/" + name + "$1");
    }
}
