package dev.kingme.app.web;

import dev.kingme.app.session.Action;
import dev.kingme.app.store.StoreUnavailableException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Watches the clocks of the games under a time control, so that a flag that falls while nobody acts still
 * ends its game: after every change it sets one check for the moment the running side's time runs out.
 * The check looks the game up through the hub (loading it if need be), commits the flag fall through the
 * hub like any action (stored, then made, under the game's monitor) and has the hub tell the game's
 * watchers. A check that comes too early (the side moved meanwhile) sets the next one; a check that finds
 * the database down looks again every {@link #RETRY_MS} ms until it is back.
 */
final class ClockWatch implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(ClockWatch.class.getName());
    /** How long after the deadline the check runs, so that the clock reads 0 when it does. */
    private static final long LATE_MS = 5;
    /** How long a check that found the database down waits before it looks again. */
    static final long RETRY_MS = 2_000;

    private final Function<String, LiveGame> games;
    private final BiConsumer<LiveGame, Action> commit;
    private final Consumer<LiveGame> changed;
    /** Whether this server runs a game's clock (on a node of several, only the games whose lease it holds). */
    private final Predicate<String> runs;
    private final Map<String, ScheduledFuture<?>> checks = new ConcurrentHashMap<>();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "kingme-clocks");
        t.setDaemon(true);
        return t;
    });

    /**
     * A watch that finds a game by id with {@code games}, commits a flag fall with {@code commit} (called
     * under the game's monitor) and announces the change with {@code changed} (outside it).
     */
    ClockWatch(Function<String, LiveGame> games, BiConsumer<LiveGame, Action> commit, Consumer<LiveGame> changed,
            Predicate<String> runs) {
        this.runs = runs;
        this.games = games;
        this.commit = commit;
        this.changed = changed;
    }

    /** Ends game {@code id} on time if its flag has fallen; else sets the next check. */
    void check(String id) {
        if (!runs.test(id)) {
            checks.remove(id);
            return;  // another node runs its clock
        }
        LiveGame g = games.apply(id);
        synchronized (g) {
            Action.Flag flag = g.flagDue();
            if (g.gone || flag == null) {
                watch(g);
                return;
            }
            commit.accept(g, flag);
        }
        changed.accept(g);
    }

    /** Sets the check for game {@code g}'s next flag fall, in place of the one set before (none when no clock runs). */
    void watch(LiveGame g) {
        long deadline;
        String id;
        synchronized (g) {
            if (g.clock() == null) {
                return;
            }
            id = g.settings().id();
            deadline = g.verdict() == null && runs.test(id) ? g.clock().deadline() : Long.MAX_VALUE;
        }
        ScheduledFuture<?> before = deadline == Long.MAX_VALUE ? checks.remove(id)
                : checks.put(id, at(id, deadline - System.currentTimeMillis() + LATE_MS));
        if (before != null) {
            before.cancel(false);
        }
    }

    /** Checks game {@code id} soon (a game under a clock that was not over when the server started). */
    void soon(String id) {
        checks.put(id, at(id, 0));
    }

    private ScheduledFuture<?> at(String id, long delayMs) {
        return timer.schedule(() -> {
            try {
                check(id);
            } catch (StoreUnavailableException e) {
                // The flag fall could not be stored (nor the game read): it is stored once the database is
                // back, and the game's watchers told then, without waiting for someone to look at the game.
                LOG.log(Level.INFO, "the clock of game " + id + " waits for the database: " + e.getMessage());
                if (!timer.isShutdown()) {
                    checks.put(id, at(id, RETRY_MS));
                }
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "could not check the clock of game " + id, e);
            }
        }, Math.max(0, delayMs), TimeUnit.MILLISECONDS);
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
