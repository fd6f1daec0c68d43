package dev.kingme.engine.search;

import dev.kingme.engine.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * A searcher's helper threads (Lazy SMP, see {@link Searcher}): each searches the same root with its own
 * iterative deepening (odd helpers a ply deeper), sharing only the transposition table with the main
 * worker, until the searcher is stopped. Their workers keep their move ordering from search to search.
 */
final class HelperThreads {
    private final Searcher owner;
    private final List<SearchWorker> workers = new ArrayList<>();
    private ExecutorService pool;

    HelperThreads(Searcher owner) {
        this.owner = owner;
    }

    /** Makes the helpers {@code count}, starting a pool of threads for them (none for 0). */
    void resize(int count) {
        while (workers.size() > count) {
            workers.remove(workers.size() - 1);
        }
        while (workers.size() < count) {
            workers.add(new SearchWorker(owner, false));
        }
        if (pool != null) {
            pool.shutdownNow();
            pool = null;
        }
        if (!workers.isEmpty()) {
            pool = Executors.newFixedThreadPool(workers.size(), r -> {
                Thread t = new Thread(r, "kingme search helper");
                t.setDaemon(true);
                return t;
            });
        }
    }

    int count() {
        return workers.size();
    }

    /** Forgets what the helpers learnt (killers, history): for a new game. */
    void clear() {
        for (SearchWorker h : workers) {
            h.clear();
        }
    }

    /** Starts the helpers on {@code p}; each deepens on its own until the searcher is stopped. */
    List<Future<?>> start(Position p, int maxDepth) {
        List<Future<?>> running = new ArrayList<>();
        for (int i = 0; i < workers.size(); i++) {
            SearchWorker h = workers.get(i);
            int first = 1 + (i & 1);
            running.add(pool.submit(() -> {
                h.begin(p);
                h.mayStop = true;
                int n = h.rootMoves(p);
                for (int depth = first; depth <= maxDepth && !owner.stopped; depth++) {
                    h.root(p, n, depth, -Score.INFINITY, Score.INFINITY);
                }
            }));
        }
        return running;
    }

    /** Stops the searcher and waits for the helpers {@link #start} started to finish. */
    void stop(List<Future<?>> running) {
        if (running.isEmpty()) {
            return;
        }
        owner.stopped = true;
        for (Future<?> f : running) {
            try {
                f.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (ExecutionException e) {
                throw new IllegalStateException("a search helper failed", e.getCause());
            }
        }
    }

    /** The nodes the helpers searched in the last search. */
    long nodes() {
        long n = 0;
        for (SearchWorker h : workers) {
            n += h.nodes;
        }
        return n;
    }

    /** The helpers' endgame database hits in the last search. */
    long databaseHits() {
        long n = 0;
        for (SearchWorker h : workers) {
            n += h.databaseHits;
        }
        return n;
    }
}
