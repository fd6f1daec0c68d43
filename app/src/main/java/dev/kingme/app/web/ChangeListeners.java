package dev.kingme.app.web;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Who hears of every change to the {@link GameHub}'s games (the WebSocket connections): each is told in turn,
 * outside the game's monitor, and one that fails is logged while the others are still told.
 */
final class ChangeListeners {
    /** The hub's log: these are the hub's warnings. */
    private static final Logger LOG = Logger.getLogger(GameHub.class.getName());

    private final List<Consumer<LiveGame>> listeners = new CopyOnWriteArrayList<>();

    /** From now on, tells {@code listener} of every change. */
    void add(Consumer<LiveGame> listener) {
        listeners.add(listener);
    }

    /** Tells every listener that game {@code g} changed. */
    void tell(LiveGame g) {
        for (Consumer<LiveGame> l : listeners) {
            try {
                l.accept(g);
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "a listener failed", e);
            }
        }
    }
}
