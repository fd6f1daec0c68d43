package dev.kingme.app.store;

import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTransientConnectionException;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.jdbi.v3.core.ConnectionException;
import org.jdbi.v3.core.JdbiException;

/**
 * Runs every statement the stores make (but the actions' group commit, which has its own writer) within
 * {@link #WAIT_MILLIS}, and tells a database that cannot be reached from other failures. A database that is
 * down refuses connections and fails fast; one that hangs (stopped, or cut off by the network) would keep a
 * reader waiting for as long as the driver's sockets do, for ever with H2 over TCP, which has no network
 * timeout, so each statement runs on a thread of its own and its caller waits for it only so long: past it
 * the caller is told the database cannot be reached, and the statement finishes or fails on its own when
 * the database answers again (a change it made may then be stored after all, like an action whose commit
 * was not confirmed in time).
 */
final class Stores {
    /** H2's error codes for a connection that broke or a database that is closed (org.h2.api.ErrorCode). */
    private static final Set<Integer> H2_GONE = Set.of(90067, 90028, 90098, 90121, 90117);
    /** How long a caller waits for a statement before it is told the database cannot be reached. */
    static final long WAIT_MILLIS = 3_000;

    private static final ExecutorService STATEMENTS = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "kingme-store-read");
        t.setDaemon(true);
        return t;
    });

    private Stores() {
    }

    static <T> T guard(Supplier<T> statement) {
        Future<T> done = STATEMENTS.submit(statement::get);
        try {
            return done.get(WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new StoreUnavailableException(e);
        } catch (InterruptedException e) {
            // never interrupt the statement itself: an interrupt inside H2's file I/O closes the database's file
            // for the whole process (a ClosedByInterruptException); the statement finishes on its own thread
            done.cancel(false);
            Thread.currentThread().interrupt();
            throw new StoreUnavailableException(e);
        } catch (ExecutionException e) {
            Throwable failure = e.getCause();
            if (failure instanceof JdbiException j && unreachable(j)) {
                throw new StoreUnavailableException(j);
            }
            if (failure instanceof RuntimeException r) {
                throw r;
            }
            if (failure instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(failure);
        }
    }

    static void guard(Runnable statement) {
        guard(() -> {
            statement.run();
            return null;
        });
    }

    /** True when {@code e} says a row was refused for a key another row already holds (SQL state 23505). */
    static boolean duplicateKey(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLException sql && "23505".equals(sql.getSQLState())) {
                return true;
            }
        }
        return false;
    }

    /** True when {@code e} says the database could not be reached rather than that a statement was refused. */
    static boolean unreachable(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof ConnectionException || t instanceof SQLTransientConnectionException
                    || t instanceof SQLNonTransientConnectionException || t instanceof SQLRecoverableException) {
                return true;
            }
            if (t instanceof SQLException sql) {
                String state = sql.getSQLState();
                if (state != null && (state.startsWith("08") || state.startsWith("57P")) || H2_GONE.contains(sql.getErrorCode())) {
                    return true;
                }
            }
            if (t.getCause() == t) {
                break;
            }
        }
        return false;
    }

    /** The account id in {@code column} of the row, or null. */
    static Long account(java.sql.ResultSet rs, String column) throws java.sql.SQLException {
        long id = rs.getLong(column);
        return rs.wasNull() ? null : id;
    }

    /** {@code text} for LIKE ... ESCAPE '!', its wildcards and the escape character taken as themselves. */
    static String like(String text) {
        return text.replace("!", "!!").replace("%", "!%").replace("_", "!_");
    }
}
