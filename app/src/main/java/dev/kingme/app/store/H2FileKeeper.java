package dev.kingme.app.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.MVStore;

/**
 * Keeps an embedded H2 database's file from growing by every commit while the server runs. H2 writes every commit
 * as a new chunk at the end of its file and reuses a chunk's space only once no page in it is still in use;
 * most chunks keep a few pages that no later commit replaces (the actions' full leaves, the index pages of
 * games that have ended), so without more the file grows by every commit's chunk. H2 rewrites such pages
 * elsewhere in a thread of its own, but only when it may delay commits ({@code WRITE_DELAY} above 0); the
 * store runs with {@code WRITE_DELAY=0}, so that an action is in the file before it is acknowledged, and
 * H2's thread does not run. The store's writer calls {@link #keep} after its commits instead: at most every
 * {@link #EVERY_MILLIS} it has H2 rewrite the pages still in use of its emptiest old chunks, up to
 * {@link #REWRITE_BYTES}, so that their space is reused once H2's retention time (45 s) has passed. Under a
 * thousand actions a second the file then grows by about 1.2 MB a second rather than 8 (docs/web.md, "Limits").
 */
final class H2FileKeeper {
    private static final Logger LOG = Logger.getLogger(H2FileKeeper.class.getName());

    /** How often at most the old chunks are looked at. */
    static final long EVERY_MILLIS = 100;
    /** While the old chunks have less than this share of their bytes in use, the emptiest are rewritten. */
    static final int TARGET_FILL_PERCENT = 80;
    /** How many bytes in use one pass rewrites at most. */
    static final int REWRITE_BYTES = 1024 * 1024;

    private long last = System.nanoTime();
    /** The H2 store of the database, once a connection to it was seen; null again after it failed. */
    private MVStore store;
    private boolean failedBefore;

    /** Takes note of the H2 store under connection {@code c}, the first time (or the first after a failure). */
    void see(Connection c) {
        if (store != null) {
            return;
        }
        try {
            store = store(c);
        } catch (SQLException | RuntimeException e) {
            failed(e);
        }
    }

    /**
     * When {@link #EVERY_MILLIS} have passed since the last pass, rewrites what is in use of the emptiest old
     * chunks of the store seen last, when they are emptier than {@link #TARGET_FILL_PERCENT}. A failure is
     * logged (once in a row) and changes nothing stored: the file only grows meanwhile.
     */
    void keep() {
        long now = System.nanoTime();
        if (store == null || now - last < TimeUnit.MILLISECONDS.toNanos(EVERY_MILLIS)) {
            return;
        }
        last = now;
        try {
            store.compact(TARGET_FILL_PERCENT, REWRITE_BYTES);
            failedBefore = false;
        } catch (RuntimeException e) {
            store = null;  // closed, perhaps: the next connection seen gives the store again
            failed(e);
        }
    }

    /** The H2 store under connection {@code c} to an embedded database. */
    static MVStore store(Connection c) throws SQLException {
        return ((SessionLocal) c.unwrap(JdbcConnection.class).getSession()).getDatabase().getStore().getMvStore();
    }

    private void failed(Exception e) {
        if (!failedBefore) {
            LOG.log(Level.WARNING, "the database file's old chunks could not be rewritten; the file grows until they can", e);
        }
        failedBefore = true;
    }
}
