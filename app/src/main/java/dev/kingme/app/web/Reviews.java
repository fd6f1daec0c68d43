package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.ai.Budget;
import dev.kingme.ai.MoveClass;
import dev.kingme.ai.Review;
import dev.kingme.app.session.GameError;
import dev.kingme.app.session.ReviewedMoves;
import dev.kingme.app.store.ReviewStore;
import dev.kingme.rules.Rules;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The computer reviews of finished games ({@link Review}), each worked out once in the background, one game at
 * a time on one low-priority thread, and kept with its game ({@link ReviewStore}); at most {@link #WAITING} wait
 * their turn (past that a request is refused, 429, in words). Its progress is told from memory on the server that
 * works it out, and from the store (every few moves) on any other. A review asked for and not finished when the
 * server stopped is taken up again when it starts.
 */
final class Reviews implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(Reviews.class.getName());
    /** The most reviews that wait their turn. */
    static final int WAITING = 16;
    /**
     * How long the general model searches each position (its games of chance have more positions to look at); the
     * checkers engine searches {@link Review#ENGINE_DEPTH} plies.
     */
    static final long MODEL_MILLIS = Long.getLong("kingme.review.modelMillis", 40);
    /** The store is told of the progress every so many moves. */
    static final int PROGRESS_EVERY = 5;

    private final GameHub hub;
    private final ReviewStore store;
    private final ThreadPoolExecutor worker = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS,
            new ArrayBlockingQueue<>(WAITING), r -> {
                Thread t = new Thread(r, "kingme-review");
                t.setDaemon(true);
                t.setPriority(Thread.MIN_PRIORITY);
                return t;
            });
    /** The moves reviewed so far of the review under way here, by game. */
    private final Map<String, Integer> progress = new ConcurrentHashMap<>();

    Reviews(GameHub hub, ReviewStore store) {
        this.hub = hub;
        this.store = store;
        try {
            store.unfinished().forEach(this::submit);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "the reviews asked for before this start wait for the next one", e);
        }
    }

    /** A finished game's moves as the review takes them, and the replay's position after each of them. */
    private record Moves(Rules rules, List<Review.Played> played, List<Integer> positions, long seed) {
    }

    /** Game {@code g}'s moves, for its review: a finished game's; refused in words for one not over, or without moves. */
    private static Moves moves(LiveGame g) {
        synchronized (g) {
            if (g.verdict() == null) {
                throw GameError.illegal("the game is not over yet: a review is of a finished game");
            }
            ReviewedMoves m = ReviewedMoves.of(g.history());
            if (m.played().isEmpty()) {
                throw GameError.illegal("no move was played in this game: there is nothing to review");
            }
            return new Moves(g.rules(), m.played(), m.positions(), g.settings().seed());
        }
    }

    /** Asks for the review of game {@code id} (once: asked again, it answers the one there is) and answers its state. */
    ObjectNode request(String id) {
        Moves m = moves(hub.game(id));
        if (store.review(id).isEmpty()) {
            if (worker.getQueue().remainingCapacity() == 0) {
                throw GameError.tooMany("the server is reviewing " + WAITING + " games already: ask again in a few minutes");
            }
            if (store.request(id, m.played().size(), Instant.now())) {
                submit(id);
            }
        }
        return state(id);
    }

    private void submit(String id) {
        try {
            worker.execute(() -> run(id));
        } catch (RejectedExecutionException e) {
            store.finish(id, "failed", "the server had too many reviews to work out: ask again later", Instant.now());
        }
    }

    private void run(String id) {
        try {
            Moves m = moves(hub.game(id));
            progress.put(id, 0);
            Budget budget = Review.budget(m.rules(), m.played(), MODEL_MILLIS);
            Review.Result r = Review.of(m.rules(), m.played(), budget, m.seed(), (done, total) -> {
                progress.put(id, done);
                if (done % PROGRESS_EVERY == 0 && done < total) {
                    store.progress(id, done);
                }
            });
            store.finish(id, "done", json(r, m.positions()).toString(), Instant.now());
        } catch (GameError e) {
            store.finish(id, "failed", e.getMessage(), Instant.now());
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "the review of game " + id + " failed", e);
            store.finish(id, "failed", "the review failed; what went wrong is in the server's log", Instant.now());
        } finally {
            progress.remove(id);
        }
    }

    /** The review as the API gives it: each move, then each side. */
    static ObjectNode json(Review.Result r, List<Integer> positions) {
        ObjectNode o = Fields.JSON.createObjectNode();
        ArrayNode moves = o.putArray("moves");
        for (int i = 0; i < r.moves().size(); i++) {
            Review.Move m = r.moves().get(i);
            moves.addObject().put("number", m.number()).put("player", GameView.name(m.player())).put("text", m.text())
                    .put("class", m.kind().word()).put("best", round(m.best())).put("played", round(m.played()))
                    .put("drop", round(m.drop())).put("better", m.better()).put("position", positions.get(i));
        }
        ArrayNode sides = o.putArray("sides");
        for (Review.Side s : r.sides()) {
            ObjectNode side = sides.addObject().put("player", GameView.name(s.player())).put("moves", s.moves())
                    .put("accuracy", Math.round(s.accuracy() * 10) / 10.0);
            ObjectNode counts = side.putObject("counts");
            for (MoveClass k : MoveClass.values()) {
                counts.put(k.word(), s.counts().get(k));
            }
        }
        return o;
    }

    private static double round(double x) {
        return Math.round(x * 1000) / 1000.0;
    }

    /**
     * Game {@code id}'s review as the API gives it: {@code {"state": none|queued|running|done|failed, "done",
     * "total", "review": REVIEW|null, "error": TEXT|null}}.
     */
    ObjectNode state(String id) {
        ObjectNode o = Fields.JSON.createObjectNode();
        ReviewStore.StoredReview r = store.review(id).orElse(null);
        if (r == null) {
            return o.put("state", "none").put("done", 0).put("total", 0).putNull("review").putNull("error");
        }
        Integer here = progress.get(id);
        o.put("state", here != null ? "running" : r.state()).put("done", here != null ? here : r.done()).put("total", r.total());
        if ("done".equals(r.state()) && r.result() != null) {
            o.set("review", Fields.object(r.result(), "the stored review of game " + id));
        } else {
            o.putNull("review");
        }
        o.put("error", "failed".equals(r.state()) ? r.result() : null);
        return o;
    }

    @Override
    public void close() {
        worker.shutdownNow();
    }
}
