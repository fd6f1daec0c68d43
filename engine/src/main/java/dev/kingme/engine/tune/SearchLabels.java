package dev.kingme.engine.tune;

import dev.kingme.engine.Position;
import dev.kingme.engine.eval.Evaluator;
import dev.kingme.engine.search.SearchLimits;
import dev.kingme.engine.search.Searcher;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The scores the engine's own search gives the positions of a {@link TrainingSet}: a fixed-depth search with
 * the linear evaluation and the tuner's in-memory four-piece database, its table and move-ordering tables
 * carried from one position of a game to the next (as in a game) and cleared at each new game. Games are
 * searched on several threads, one searcher each; since every game starts from cleared tables, the scores do
 * not depend on the number of threads or on which thread searched a game.
 *
 * <p>Far deeper than the {@link TrainingPlayer}'s plain alpha-beta in the same time (its table, move order and
 * pruning), but its scores change when the engine's search does, so a network labelled this way is rebuilt
 * bit for bit only by the same version of the engine.
 */
final class SearchLabels {
    /** The table of each searcher: a game's positions share it, so a few megabytes are plenty. */
    private static final int TABLE_MEGABYTES = 8;

    private SearchLabels() {
    }

    /**
     * The score of every position of {@code all} for its side to move, by a search of {@code depth} plies, on
     * {@code threads} threads; {@code listener} is told of each game's positions as they are done, in order.
     */
    static int[] scores(TrainingSet all, int depth, int threads, Tuner.Listener listener) throws InterruptedException {
        int[] scores = new int[all.size];
        ThreadLocal<Searcher> searchers = ThreadLocal.withInitial(() -> {
            Searcher s = new Searcher(TABLE_MEGABYTES);
            s.setThreads(1);
            s.setEvaluator(Evaluator.standard());
            s.useEndgameDatabase(Tuner.Adjudicator.DATABASE);
            return s;
        });
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Integer>> games = new ArrayList<>();
            for (int start = 0; start < all.size; ) {
                int end = start;
                while (end < all.size && all.game[end] == all.game[start]) {
                    end++;
                }
                int from = start;
                int to = end;
                games.add(pool.submit(() -> {
                    Searcher s = searchers.get();
                    s.newGame();
                    for (int i = from; i < to; i++) {
                        Position p = all.position(i);
                        scores[i] = s.search(p, SearchLimits.depth(depth)).score();
                    }
                    return to;
                }));
                start = end;
            }
            for (Future<Integer> g : games) {
                listener.step(g.get(), "");
            }
        } catch (ExecutionException e) {
            throw new IllegalStateException("labelling a game: " + e.getCause().getMessage(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
        return scores;
    }
}
