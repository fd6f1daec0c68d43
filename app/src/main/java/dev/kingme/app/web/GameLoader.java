package dev.kingme.app.web;

import dev.kingme.app.session.GameError;
import dev.kingme.app.store.GameStore;
import dev.kingme.app.store.StoreUnavailableException;
import dev.kingme.app.store.StoredAction;
import dev.kingme.app.store.StoredGame;
import java.util.Objects;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * How the {@link GameHub}'s games come from the store: read with their stored actions replayed through the
 * rules ({@link #read}) and set going ({@link #load}) on first use, or read for the game database without being
 * held ({@link #finishedPdn}); and read anew in place of a copy whose last
 * action could not be confirmed as stored ({@link LiveGame#unsure}, {@link #reread}), by the hub itself every
 * {@link ClockWatch#RETRY_MS} ms until the database answers ({@link #resyncSoon}).
 */
final class GameLoader {
    /** The hub's log: these are the hub's messages. */
    private static final Logger LOG = Logger.getLogger(GameHub.class.getName());

    private final GameHub hub;
    private final GameStore store;
    private final HeldGames games;
    private final SeatAccounts accounts;
    private final ActionCommitter committer;
    /** The hub's background thread, which runs the reading anew. */
    private final ScheduledExecutorService sweeper;

    GameLoader(GameHub hub, GameStore store, HeldGames games, SeatAccounts accounts, ActionCommitter committer,
            ScheduledExecutorService sweeper) {
        this.hub = hub;
        this.store = store;
        this.games = games;
        this.accounts = accounts;
        this.committer = committer;
        this.sweeper = sweeper;
    }

    /** Game {@code id} read from the store and set going (its chance rolled, its AI and clock set to work), or null. */
    LiveGame load(String id) {
        LiveGame g = read(id);
        if (g != null) {
            hub.started(g);
        }
        return g;
    }

    /** Game {@code id} as the store has it, its actions replayed, nothing else done; null when there is none. */
    LiveGame read(String id) {
        StoredGame stored = store.game(id).orElse(null);
        if (stored == null) {
            return null;
        }
        LiveGame g = new LiveGame(stored);
        for (StoredAction a : store.actions(id)) {
            try {
                if (a.seq() != g.version() + 1) {
                    throw new IllegalStateException("it follows version " + g.version());
                }
                g.replay(a);
            } catch (RuntimeException e) {
                throw new IllegalStateException("game " + id + ": stored action " + a.seq() + " (" + a.kind()
                        + ") does not replay: " + e.getMessage(), e);
            }
        }
        g.turnWritten = g.version();  // what the store holds of its turn stands or falls with this version
        String result = g.verdict() == null ? null : g.verdict().pdn() + " " + g.verdict().reason();
        if (!Objects.equals(result, stored.result())) {
            committer.storeResult(g);  // an action stored while its result could not be
        }
        accounts.loaded(g);
        return g;
    }

    /**
     * The PDN of finished game {@code id}, for the game database: from memory when the game is held, else
     * read from the store without holding it (so that adding old games to the database takes no place of a game in
     * play); null when there is no such game, it is not over, or PDN does not record it.
     */
    String finishedPdn(String id) {
        LiveGame g = games.get(id);
        if (g == null) {
            g = read(id);
        }
        if (g == null) {
            return null;
        }
        synchronized (g) {
            return g.over() ? g.pdn() : null;
        }
    }

    /**
     * Reads game {@code stale} anew from the store and puts it in the old one's place (the old one is gone),
     * then tells its watchers. One thread at a time does it for a game; another is refused meanwhile.
     */
    LiveGame reread(LiveGame stale) {
        String id = stale.settings().id();
        if (!stale.rereading.compareAndSet(false, true)) {
            throw GameError.unavailable(StoreUnavailableException.MESSAGE);
        }
        LiveGame fresh;
        try {
            fresh = read(id);
            if (fresh == null) {
                throw GameError.notFound("no game '" + id + "'");
            }
            synchronized (stale) {
                if (stale.gone) {
                    return hub.game(id);
                }
                if (!games.replace(stale, fresh)) {
                    return hub.game(id);
                }
            }
        } finally {
            stale.rereading.set(false);
        }
        LOG.info("game " + id + " was read anew from the database after an action that could not be confirmed");
        hub.started(fresh);
        hub.changed(fresh);
        return fresh;
    }

    /** Reads game {@code id} anew from the store once the database is back, if it is still unsure then. */
    void resyncSoon(String id) {
        sweeper.schedule(() -> {
            LiveGame g = games.get(id);
            if (g == null || !g.unsure || g.gone) {
                return;
            }
            try {
                reread(g);
            } catch (StoreUnavailableException | GameError e) {
                resyncSoon(id);
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "could not read game " + id + " anew", e);
            }
        }, ClockWatch.RETRY_MS, TimeUnit.MILLISECONDS);
    }
}
