package dev.kingme.app.store;

import com.zaxxer.hikari.SQLExceptionOverride;
import java.sql.SQLException;

/**
 * Tells the connection pool to drop a connection whose failure says the database cannot be reached. The
 * pool drops one by itself only for the standard states (08...), not for H2's own codes for a broken or closed
 * database, so without this a dead connection in steady use (taken again within half a second, when the pool
 * does not test it) kept failing after the database was back.
 */
public final class DeadConnections implements SQLExceptionOverride {
    @java.lang.Override
    public Override adjudicate(SQLException e) {
        return Stores.unreachable(e) ? Override.MUST_EVICT : Override.CONTINUE_EVICT;
    }
}
