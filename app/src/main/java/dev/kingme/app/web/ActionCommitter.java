package dev.kingme.app.web;

import dev.kingme.app.session.Action;
import dev.kingme.app.session.ClockStamp;
import dev.kingme.app.session.GameError;
import dev.kingme.app.session.Session;
import dev.kingme.app.store.ConflictException;
import dev.kingme.app.store.GameStore;
import dev.kingme.app.store.StoreUnavailableException;
import dev.kingme.rules.Verdict;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.logging.Logger;

/**
 * How a game of the {@link GameHub} changes, always under the game's monitor: an action is checked by the game's
 * {@link Session} (prepared), stored, and only then made ({@link #store}); the game's result is stored when its
 * actions change it ({@link #storeResult}); after every change chance is rolled, each roll stored like an action
 * ({@link #rollChance}). An action another node stored first is refused as stale, the copy having caught up with
 * the store ({@link NodeCopies#catchUp}); one whose commit the database could not confirm leaves the game
 * {@link LiveGame#unsure}, and the hub is told so that it reads the game anew ({@link GameLoader#resyncSoon}).
 */
final class ActionCommitter {
    /** The hub's log: these are the hub's warnings. */
    private static final Logger LOG = Logger.getLogger(GameHub.class.getName());

    private final GameStore store;
    /** How a node of several keeps its copies up with the others' changes; null for a single server. */
    private final NodeCopies copies;
    private final SeatAccounts accounts;
    /** Told of a game just left unsure (under its monitor). */
    private final Consumer<LiveGame> leftUnsure;

    ActionCommitter(GameStore store, NodeCopies copies, SeatAccounts accounts, Consumer<LiveGame> leftUnsure) {
        this.store = store;
        this.copies = copies;
        this.accounts = accounts;
        this.leftUnsure = leftUnsure;
    }

    /** Checks, stores and makes {@code a}, then rolls what chance must roll. Caller holds {@code g}. */
    void commit(LiveGame g, Action a) {
        store(g, a);
        rollChance(g);
    }

    /** Checks, stores and makes {@code a}, and stores the game's new result when it changed. Caller holds {@code g}. */
    void store(LiveGame g, Action a) {
        Verdict before = g.verdict();
        ClockStamp stamp = g.stamp(a);
        Session.Change change = g.prepare(a);
        try {
            store.append(g.settings().id(), ActionRows.row(g.version() + 1, a, stamp));
        } catch (ConflictException e) {
            if (copies != null) {
                copies.catchUp(g);  // another node stored an action first: this copy follows the store
            }
            throw GameError.stale("another action was stored first: look again and choose anew");
        } catch (StoreUnavailableException e) {
            // the action may yet be stored: the game is shown as it stood, and read anew before it changes
            if (!g.unsure) {
                g.unsure = true;
                leftUnsure.accept(g);
            }
            throw e;
        }
        change.make();
        g.settle(stamp, a);
        Verdict after = g.verdict();
        if (!Objects.equals(before, after)) {
            storeResult(g);
        }
    }

    /**
     * Stores game {@code g}'s result, which its actions decide, with the moment and the moves played (the games'
     * lists and the clocks' watch read them); when the database cannot take it now, it is stored when the game
     * is next read. Caller holds {@code g}.
     */
    void storeResult(LiveGame g) {
        String id = g.settings().id();
        Verdict v = g.verdict();
        try {
            store.setResult(id, v == null ? null : v.pdn() + " " + v.reason(),
                    v == null ? null : Instant.now().truncatedTo(ChronoUnit.MILLIS), v == null ? null : g.movesPlayed());
        } catch (StoreUnavailableException e) {
            LOG.warning("the result of game " + id + " waits for the database: " + e.getCause());
            return;
        }
        accounts.ended(g);
    }

    /**
     * Rolls, stores and makes what chance rolls now, until a side is to act or the game is over.
     * Caller holds {@code g}.
     */
    void rollChance(LiveGame g) {
        Action.Roll roll;
        while ((roll = g.session().roll()) != null) {
            store(g, roll);
        }
    }
}
