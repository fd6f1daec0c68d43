package dev.kingme.balance;

import java.util.List;
import java.util.function.Consumer;

/**
 * What plays a balance run's games: threads on this machine ({@code local}), or a cluster. Engines are found
 * by name through {@link java.util.ServiceLoader} (see {@link BalanceEngines}), so an engine in a jar of its
 * own is found when that jar is on the class path; each lists itself in
 * {@code META-INF/services/dev.kingme.balance.BalanceEngine} and needs a public no-argument constructor.
 *
 * <p>An engine must play each task with {@link BalanceGames#play} and nothing else, so that every engine
 * gives the same results for the same plan.
 */
public interface BalanceEngine {
    /** The name {@code --engine} takes ({@code local}). */
    String name();

    /**
     * Refuses, before anything is played, settings this engine cannot follow (a master URL of a cluster it
     * does not use), with a message saying why; by default it follows any.
     *
     * @throws IllegalArgumentException when it cannot
     */
    default void check(Settings settings) {
    }

    /**
     * Plays {@code tasks} (some or all of {@code plan}'s, each at most once) and hands each result to
     * {@code done} as soon as the game is over, in any order, one call at a time or from several threads at
     * once ({@code done} is thread-safe). Returns when every task has been played.
     *
     * @throws InterruptedException when the calling thread is interrupted: the engine stops playing (games
     *     under way are abandoned, their results never handed over) and returns as soon as it can
     * @throws IllegalArgumentException when {@link #check} refuses {@code settings}
     * @throws RuntimeException when a game cannot be played (a bug): the message names the game
     */
    void run(BalancePlan plan, List<GameTask> tasks, Settings settings, Consumer<GameResult> done)
            throws InterruptedException;

    /**
     * How the user asked for the games to be played; neither changes any result.
     *
     * @param threads games played at once on each machine (at least 1)
     * @param master where the engine's cluster is ({@code spark://host:7077}, {@code local[4]}), or null for
     *     the engine's default
     */
    record Settings(int threads, String master) {
        public Settings {
            if (threads < 1) {
                throw new IllegalArgumentException("threads must be at least 1, got " + threads);
            }
        }
    }
}
