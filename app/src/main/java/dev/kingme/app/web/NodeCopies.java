package dev.kingme.app.web;

import dev.kingme.app.cluster.Leases;
import dev.kingme.app.session.GameError;
import dev.kingme.app.store.GameNotices;
import dev.kingme.app.store.GameStore;
import dev.kingme.app.store.StoreUnavailableException;
import dev.kingme.app.store.StoredAction;
import dev.kingme.rules.Player;
import java.util.function.Predicate;
import java.util.logging.Logger;

/**
 * How a hub that is one node of several (docs/deploy.md) keeps the copies of the games it holds up with the changes
 * any node stores, told by {@link GameNotices}: a copy behind the store makes the actions stored since its version
 * and tells its watchers; one whose settings changed is read anew. With {@link Leases} it says which games' clocks
 * and AI this node runs, takes a game's lease when the game needs that work, and sets going the games it takes
 * over from a node that stopped. A copy that no connection to this node watches and nobody here asked for lately
 * is let go of rather than followed.
 */
final class NodeCopies {
    private static final Logger LOG = Logger.getLogger(NodeCopies.class.getName());
    /**
     * How long a copy nobody on this node watches or asks for is still followed before it is let go of at the next
     * change (the node that made a game, whose players' connections reached other nodes, follows it no longer).
     */
    static final long UNFOLLOWED_NANOS = java.util.concurrent.TimeUnit.SECONDS.toNanos(30);

    private final GameHub hub;
    private final GameStore store;
    private final Leases leases;
    /** Whether a connection to this node watches a game (none until the WebSocket side is set up). */
    private volatile Predicate<String> watched = id -> true;

    NodeCopies(GameHub hub, GameStore store, Leases leases) {
        this.hub = hub;
        this.store = store;
        this.leases = leases;
    }

    /** From now on, {@code watched} says whether a connection to this node watches a game. */
    void watchedBy(Predicate<String> watchedHere) {
        this.watched = watchedHere;
    }

    /** True when this node runs game {@code id}'s clock and AI. */
    boolean runs(String id) {
        return leases.runs(id);
    }

    /** Takes game {@code g}'s lease when it has live work (not over; an AI seat or a clock) and no other node has it. */
    void claim(LiveGame g) {
        if (!g.over() && (g.isAi(Player.BLACK) || g.isAi(Player.WHITE) || g.clock() != null)) {
            leases.take(g.settings().id());
        }
    }

    /**
     * Follows a change stored in game {@code n.game()} (by any node, this one too): a copy held here that is
     * behind is brought up to the store's version and its watchers told; a game whose settings changed is read
     * anew; a game this node runs but does not hold is loaded, so that its AI can answer.
     */
    void noticed(GameNotices.Notice n) {
        String id = n.game();
        LiveGame g = hub.held(id);
        if (g == null) {
            if (leases.runs(id)) {
                hub.game(id);
            }
            return;
        }
        if (!leases.runs(id) && !watched.test(id) && System.nanoTime() - g.lastUsed >= UNFOLLOWED_NANOS) {
            hub.letGo(g);  // nobody here looks at it: the node that made it, or a watcher gone; read again when wanted
            return;
        }
        try {
            if (n.version() == GameNotices.SETTINGS) {
                hub.reread(g);
                return;
            }
            synchronized (g) {
                if (g.gone || g.unsure || g.version() >= n.version()) {
                    return;
                }
                catchUp(g);
            }
        } catch (GameError | StoreUnavailableException e) {
            LOG.fine("game " + id + " is followed when next used: " + e.getMessage());
            return;
        }
        hub.changed(g);
        hub.thinkSoon(g);
    }

    /** Brings every game held here up to the store's version (the word of some changes may have been missed). */
    void catchUpAll() {
        for (LiveGame g : hub.held()) {
            noticed(new GameNotices.Notice(g.settings().id(), Integer.MAX_VALUE));
        }
    }

    /** Makes the actions stored after game {@code g}'s version, which another node stored. Caller holds {@code g}. */
    void catchUp(LiveGame g) {
        String id = g.settings().id();
        for (StoredAction a : store.actions(id, g.version())) {
            if (a.seq() != g.version() + 1) {
                throw new IllegalStateException("game " + id + ": stored action " + a.seq() + " follows version " + g.version());
            }
            g.replay(a);
        }
    }

    /** Sets going game {@code id}, whose lease this node took from one that stopped. */
    void tookOver(String id) {
        LiveGame g = hub.held(id);
        if (g == null) {
            hub.game(id);  // loaded as the store has it, and set going
            return;
        }
        synchronized (g) {
            if (!g.gone && !g.unsure) {
                catchUp(g);
            }
        }
        hub.started(g);
        hub.changed(g);
    }
}
