package dev.kingme.app.web;

import dev.kingme.app.session.Action;
import dev.kingme.app.session.AiTurn;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.record.Chooser;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The AI's thinking for the games of a hub: when an AI is to act in a game it works out its move on a pool
 * thread from a snapshot of the state, outside the game's monitor, and then commits it through the hub
 * under the monitor only if nobody acted meanwhile. At most one AI works on a game at a time
 * ({@link LiveGame#thinking}).
 */
final class AiThinkers implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(AiThinkers.class.getName());

    private final ExecutorService pool = Executors.newFixedThreadPool(
            Math.max(1, Runtime.getRuntime().availableProcessors()), r -> {
                Thread t = new Thread(r, "kingme-ai");
                t.setDaemon(true);
                return t;
            });
    private final BiConsumer<LiveGame, Action> commit;
    private final Consumer<LiveGame> changed;

    /**
     * Thinkers that commit a move with {@code commit} (called under the game's monitor) and announce the
     * change with {@code changed} (outside it).
     */
    AiThinkers(BiConsumer<LiveGame, Action> commit, Consumer<LiveGame> changed) {
        this.commit = commit;
        this.changed = changed;
    }

    /** Sets the AI to work when it is to act in {@code g} and is not at work already. */
    void soon(LiveGame g) {
        if (!g.isAi(Player.BLACK) && !g.isAi(Player.WHITE)) {
            return;  // seats never change: a game between people need not wait for its monitor here
        }
        Chooser ai;
        GameState state;
        int version;
        synchronized (g) {
            Player p = g.aiToAct();
            if (p == null || g.thinking || g.gone) {
                return;
            }
            g.thinking = true;
            ai = g.ai(p);
            state = g.session().state();
            version = g.version();
        }
        pool.execute(() -> think(g, ai, state, version));
    }

    /** Works out the AI's move from a snapshot, outside the monitor, and commits it if nobody acted meanwhile. */
    private void think(LiveGame g, Chooser ai, GameState before, int version) {
        boolean moved = false;
        try {
            Action.Move move = AiTurn.wholeMove(g.rules(), ai, before);
            synchronized (g) {
                if (!g.gone && g.version() == version) {
                    commit.accept(g, move);
                    moved = true;
                }
            }
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "the AI could not move in game " + g.settings().id(), e);
        } finally {
            synchronized (g) {
                g.thinking = false;
            }
        }
        if (moved) {
            changed.accept(g);
        }
        soon(g);
    }

    @Override
    public void close() {
        pool.shutdownNow();
        try {
            pool.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
