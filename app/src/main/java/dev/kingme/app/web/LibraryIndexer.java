package dev.kingme.app.web;

import dev.kingme.app.library.Library;
import dev.kingme.app.session.GameError;
import dev.kingme.app.store.GameLists;
import dev.kingme.app.store.LibraryStore;
import dev.kingme.app.store.StoreUnavailableException;
import java.time.Instant;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Adds the server's finished games of American checkers to the game database, on one low-priority background
 * thread: every {@link #EVERY_SECONDS} s, those not there yet, a few at a time (after a restart, the games finished
 * before it too). Whichever server on a database gets to a game first adds it; the others find it there.
 */
final class LibraryIndexer implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(LibraryIndexer.class.getName());
    static final long EVERY_SECONDS = Long.getLong("kingme.library.everySeconds", 10);
    /** The most games added in one round. */
    static final int AT_ONCE = 50;

    private final GameHub hub;
    private final LibraryStore store;
    private final Library library;
    private final ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "kingme-library");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        return t;
    });

    LibraryIndexer(GameHub hub, LibraryStore store, Library library) {
        this.hub = hub;
        this.store = store;
        this.library = library;
    }

    void start() {
        thread.scheduleWithFixedDelay(this::round, EVERY_SECONDS, EVERY_SECONDS, TimeUnit.SECONDS);
    }

    /**
     * Where the last round stopped: the games that ended before it were added or cannot be (a record that does not
     * replay is not tried again in every round); games end later than it. Only the round's thread uses it.
     */
    private GameLists.Cursor after;

    /** Adds up to {@link #AT_ONCE} finished games not in the database yet; returns how many it added. */
    int round() {
        int added = 0;
        try {
            for (GameLists.Cursor next : store.notAdded("american", after, AT_ONCE)) {
                try {
                    String pdn = hub.finishedPdn(next.id());
                    if (pdn != null && library.addServerGame(next.id(), pdn, Instant.now())) {
                        added++;
                    }
                } catch (GameError | IllegalStateException e) {
                    LOG.warning("game " + next.id() + " is left out of the game database: " + e.getMessage());
                }
                after = next;
            }
        } catch (StoreUnavailableException e) {
            LOG.fine("the game database waits for the database: " + e.getCause());
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "could not add finished games to the game database", e);
        }
        return added;
    }

    @Override
    public void close() {
        thread.shutdownNow();
    }
}
