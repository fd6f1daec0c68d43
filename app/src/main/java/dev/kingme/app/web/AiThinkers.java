package dev.kingme.app.web;

import dev.kingme.app.session.Action;
import dev.kingme.app.session.AiTurn;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.record.Chooser;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Predicate;
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
    /** Whether this server runs a game's AI (on a node of several, only the games whose lease it holds). */
    private final Predicate<String> runs;
    /** Decisions handed to the pool and not yet made: waiting for a thread, or being worked out. */
    private final AtomicInteger waiting = new AtomicInteger();

    /**
     * Thinkers that commit a move with {@code commit} (called under the game's monitor) and announce the
     * change with {@code changed} (outside it).
     */
    AiThinkers(BiConsumer<LiveGame, Action> commit, Consumer<LiveGame> changed, Predicate<String> runs) {
        this.runs = runs;
        this.commit = commit;
        this.changed = changed;
    }

    /** Sets the AI to work when it is to act in {@code g} and is not at work already. */
    void soon(LiveGame g) {
        if (!g.isAi(Player.BLACK) && !g.isAi(Player.WHITE)) {
            return;  // seats never change: a game between people need not wait for its monitor here
        }
        if (!runs.test(g.settings().id())) {
            return;  // another node thinks for it
        }
        Chooser ai;
        GameState state;
        int version;
        synchronized (g) {
            Player p = g.aiToAct();
            if (p == null || g.thinking || g.gone || g.unsure) {
                return;
            }
            g.thinking = true;
            ai = g.ai(p);
            state = g.session().state();
            version = g.version();
        }
        waiting.incrementAndGet();
        try {
            pool.execute(() -> think(g, ai, state, version));
        } catch (RuntimeException e) {  // the pool is shut down: the server is stopping
            waiting.decrementAndGet();
            synchronized (g) {
                g.thinking = false;
            }
        }
    }

    /** The AI's decisions waiting for a thread or being worked out now. */
    int waiting() {
        return waiting.get();
    }

    /** Works out the AI's move from a snapshot, outside the monitor, and commits it if nobody acted meanwhile. */
    private void think(LiveGame g, Chooser ai, GameState before, int version) {
        Action.Move move = null;
        try {
            move = AiTurn.wholeMove(g.rules(), ai, before);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "the AI could not decide in game " + g.settings().id(), e);
        }
        boolean moved = false;
        synchronized (g) {
            try {
                if (move != null && !g.gone && !g.unsure && g.version() == version) {
                    commit.accept(g, move);
                    moved = true;
                }
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "the AI's move could not be made in game " + g.settings().id(), e);
            } finally {
                // under the monitor: whoever sees the move made sees the AI done with it
                g.thinking = false;
                waiting.decrementAndGet();
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
