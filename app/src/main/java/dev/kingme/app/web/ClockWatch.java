package dev.kingme.app.web;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Watches the clocks of the games under a time control, so that a flag that falls while nobody acts still
 * ends its game: after every change it sets one check for the moment the running side's time runs out,
 * which the hub makes ({@code check}, given the game's id: a flag fall stored like any action, and the
 * game's watchers told). A check that comes too early (the side moved meanwhile) sets the next one.
 */
final class ClockWatch implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(ClockWatch.class.getName());
    /** How long after the deadline the check runs, so that the clock reads 0 when it does. */
    private static final long LATE_MS = 5;

    private final Consumer<String> check;
    private final Map<String, ScheduledFuture<?>> checks = new ConcurrentHashMap<>();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "kingme-clocks");
        t.setDaemon(true);
        return t;
    });

    ClockWatch(Consumer<String> check) {
        this.check = check;
    }

    /** Sets the check for game {@code g}'s next flag fall, in place of the one set before (none when no clock runs). */
    void watch(LiveGame g) {
        long deadline;
        String id;
        synchronized (g) {
            if (g.clock() == null) {
                return;
            }
            deadline = g.verdict() == null ? g.clock().deadline() : Long.MAX_VALUE;
            id = g.settings().id();
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
                check.accept(id);
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
