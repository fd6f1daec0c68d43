package dev.kingme.app.cluster;

import dev.kingme.app.store.LeaseStore;
import dev.kingme.app.store.StoreUnavailableException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Which games' live work (the clock's watch, the AI's thinking) this node runs, when several nodes share one
 * PostgreSQL database (docs/deploy.md). A node takes a game's lease when it makes or loads a game not over with an
 * AI seat or a clock and nobody else holds it; it renews all of its leases every third of {@link #SECONDS} (and
 * lets go of those of finished games), and once a second looks for leases that lapsed, because their node
 * stopped, and takes them over. A lease is never held by two nodes at once; a node that could not renew in time
 * learns that it lost a lease at its next renewal. Two actions at once are still decided by the actions' key,
 * not by leases, so an action stored by a node that just lost its lease is stored once or not at all.
 */
public final class Leases implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(Leases.class.getName());
    /** How long a lease lasts unless renewed: a stopped node's games are taken over within about this long. */
    public static final int SECONDS = Integer.getInteger("kingme.lease.seconds", 6);
    /** The most lapsed leases taken over in one look. */
    private static final int AT_ONCE = 50;

    private final String node;
    private final LeaseStore store;
    /** The games whose lease this node holds, as of its last renewal or taking. */
    private final Set<String> runs = ConcurrentHashMap.newKeySet();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "kingme-leases");
        t.setDaemon(true);
        return t;
    });

    public Leases(String node, LeaseStore store) {
        this.node = node;
        this.store = store;
    }

    /** This node's name. */
    public String node() {
        return node;
    }

    /** Starts renewing and taking over; {@code tookOver} is told of each game this node took from a stopped one. */
    public void start(Consumer<String> tookOver) {
        long every = Math.max(200, TimeUnit.SECONDS.toMillis(SECONDS) / 3);
        timer.scheduleWithFixedDelay(this::renew, every, every, TimeUnit.MILLISECONDS);
        timer.scheduleWithFixedDelay(() -> takeOver(tookOver), 1_000, 1_000, TimeUnit.MILLISECONDS);
    }

    /** True when this node runs game {@code game}'s clock and AI. */
    public boolean runs(String game) {
        return runs.contains(game);
    }

    /** Takes game {@code game}'s lease unless another node holds it: true when this node runs the game now. */
    public boolean take(String game) {
        if (runs.contains(game)) {
            return true;
        }
        if (store.take(game, node, SECONDS)) {
            runs.add(game);
            return true;
        }
        return false;
    }

    private void renew() {
        Set<String> before = Set.copyOf(runs);  // a lease taken during the renewal is not in its answer, and stays
        try {
            Set<String> held = store.renew(node, SECONDS);
            for (String game : before) {
                if (!held.contains(game) && runs.remove(game)) {
                    LOG.fine("node " + node + " no longer runs game " + game);
                }
            }
        } catch (StoreUnavailableException e) {
            LOG.fine("node " + node + " could not renew its leases: " + e.getMessage());
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "node " + node + " could not renew its leases", e);
        }
    }

    private void takeOver(Consumer<String> tookOver) {
        try {
            for (String game : store.lapsed(AT_ONCE)) {
                if (!runs.contains(game) && take(game)) {
                    LOG.info("node " + node + " takes over game " + game + " from a node that stopped");
                    tookOver.accept(game);
                }
            }
        } catch (StoreUnavailableException e) {
            LOG.fine("node " + node + " could not look for lapsed leases: " + e.getMessage());
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "node " + node + " could not take over a game", e);
        }
    }

    /** Stops renewing and lets this node's leases lapse now: the other nodes take its games over at once. */
    @Override
    public void close() {
        timer.shutdownNow();
        try {
            store.lapseAll(node);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "node " + node + " could not hand its games over as it stops: they are taken over"
                    + " when their leases lapse", e);
        }
        runs.clear();
    }
}
