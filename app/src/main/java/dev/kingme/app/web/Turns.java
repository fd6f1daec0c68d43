package dev.kingme.app.web;

import dev.kingme.app.store.GameStore;
import dev.kingme.rules.ToAct;
import java.util.Collection;
import java.util.concurrent.Executor;
import java.util.logging.Logger;

/**
 * Whose turn it is in the games the server stops holding, written to the store beside the game (with the
 * action number it holds for) when the hub lets go of a game and when the server stops, so that the list of a
 * browser's own games tells it without loading the game ({@link OwnGames}). Nothing is written per action.
 */
final class Turns {
    private static final Logger LOG = Logger.getLogger(Turns.class.getName());
    private final GameStore store;
    private final Executor background;
    /** True once the server stops: the background takes nothing more. */
    private volatile boolean stopped;

    Turns(GameStore store, Executor background) {
        this.store = store;
        this.background = background;
    }

    /** The side to decide in {@code g} ({@code black}, {@code white}), or null when none is. Caller holds {@code g}. */
    static String of(LiveGame g) {
        return g.session().who() instanceof ToAct.Choice c ? GameView.name(c.player()) : null;
    }

    /** Writes, in the background, whose turn it is in {@code g}, which the hub lets go of. Caller holds {@code g}. */
    void lettingGo(LiveGame g) {
        Runnable write = writer(g);
        if (write != null && !stopped) {
            background.execute(() -> {
                try {
                    write.run();
                } catch (RuntimeException e) {
                    LOG.fine("could not write whose turn it is in game " + g.settings().id() + ": " + e);
                }
            });
        }
    }

    /** Writes whose turn it is in each of {@code games} as the server stops; stops at the first failure (the database is down). */
    void stopping(Collection<LiveGame> games) {
        stopped = true;
        for (LiveGame g : games) {
            Runnable write;
            synchronized (g) {
                write = writer(g);
            }
            try {
                if (write != null) {
                    write.run();
                }
            } catch (RuntimeException e) {
                LOG.warning("could not write whose turn it is in the games held as the server stops: " + e);
                return;
            }
        }
    }

    /**
     * What writes whose turn it is in {@code g} as it stands now, or null for a game over or unsure, or one
     * unchanged since it was loaded or last written. Caller holds {@code g}.
     */
    private Runnable writer(LiveGame g) {
        if (g.over() || g.unsure || g.gone || g.turnWritten == g.version()) {
            return null;
        }
        String id = g.settings().id();
        String turn = of(g);
        int version = g.version();
        g.turnWritten = version;
        int moves = g.movesPlayed();
        return () -> store.setTurn(id, turn, version, moves);
    }
}
