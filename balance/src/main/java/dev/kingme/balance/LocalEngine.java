package dev.kingme.balance;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The balance engine of this machine: a pool of threads playing the tasks in the order given, each game
 * on one thread from start to end. Results are handed over on the calling thread, one at a time, as games
 * finish.
 */
public final class LocalEngine implements BalanceEngine {
    public static final String NAME = "local";

    /** Public for {@link java.util.ServiceLoader}. */
    public LocalEngine() {
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public void check(Settings settings) {
        if (settings.master() != null) {
            throw new IllegalArgumentException("--master " + settings.master() + ": the local engine plays on this"
                    + " machine's threads (--threads) and has no master; a master URL is for a cluster engine"
                    + " (--engine spark)");
        }
    }

    @Override
    public void run(BalancePlan plan, List<GameTask> tasks, Settings settings,
            java.util.function.Consumer<GameResult> done) throws InterruptedException {
        check(settings);
        if (tasks.isEmpty()) {
            return;
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(settings.threads(), tasks.size()), daemons());
        try {
            CompletionService<GameResult> games = new ExecutorCompletionService<>(pool);
            for (GameTask t : tasks) {
                games.submit(() -> BalanceGames.play(plan, t));
            }
            for (int i = 0; i < tasks.size(); i++) {
                try {
                    done.accept(games.take().get());
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (cause instanceof CancellationException) {
                        throw new InterruptedException("a game was stopped");
                    }
                    throw new IllegalStateException(cause.getMessage(), cause);
                }
            }
        } finally {
            pool.shutdownNow();  // games under way (after an error or an interrupt) stop at their next decision
        }
    }

    private static ThreadFactory daemons() {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, "balance-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
