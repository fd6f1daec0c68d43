package dev.kingme.app.store;

import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTransientConnectionException;
import java.util.Set;
import java.util.function.Supplier;
import org.jdbi.v3.core.ConnectionException;
import org.jdbi.v3.core.JdbiException;

/** Tells a database that cannot be reached from other failures, for every statement the stores make. */
final class Stores {
    /** H2's error codes for a connection that broke or a database that is closed (org.h2.api.ErrorCode). */
    private static final Set<Integer> H2_GONE = Set.of(90067, 90028, 90098, 90121, 90117);

    private Stores() {
    }

    static <T> T guard(Supplier<T> statement) {
        try {
            return statement.get();
        } catch (JdbiException e) {
            throw unreachable(e) ? new StoreUnavailableException(e) : e;
        }
    }

    static void guard(Runnable statement) {
        guard(() -> {
            statement.run();
            return null;
        });
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
}
