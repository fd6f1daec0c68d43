package dev.kingme.ai;

/**
 * How {@link Mcts} searches: a budget of iterations and/or milliseconds (0 means no limit for that
 * measure; whichever comes first ends the search, and at least one is needed), how many decisions a
 * playout makes before the game's heuristic judges it, the UCT exploration constant, and a temperature
 * for deliberate mistakes (0 plays the most visited decision; above 0 picks among the root's decisions
 * with a chance that grows with their visits, as lower levels do).
 *
 * <p>An iteration budget alone makes a search depend on the seed only, so the same seed gives the same
 * game on any machine; a time budget gives as many iterations as the machine manages.
 */
public record MctsSettings(int iterations, long millis, int playoutPlies, double exploration, double temperature) {
    /**
     * Short playouts: a random mover's decisions quickly wash out what the tree found, and the games'
     * heuristics judge a position better than where thirty random decisions take it. Measured with
     * bench/ai-baselines.sh at 100 ms a decision: against greedy at Warp 75% with 30, 100% with 6, and
     * no game worse (see bench/README.md).
     */
    public static final int PLAYOUT_PLIES = 6;
    public static final double EXPLORATION = 0.9;

    public MctsSettings {
        if (iterations < 0 || millis < 0 || playoutPlies < 0 || exploration < 0 || temperature < 0) {
            throw new IllegalArgumentException("MCTS settings must not be negative");
        }
        if (iterations == 0 && millis == 0) {
            throw new IllegalArgumentException("MCTS needs a number of iterations or a time");
        }
    }

    /** A search of exactly {@code n} iterations (repeatable whatever the machine). */
    public static MctsSettings iterations(int n) {
        return new MctsSettings(n, 0, PLAYOUT_PLIES, EXPLORATION, 0);
    }

    /** A search of {@code millis} milliseconds. */
    public static MctsSettings millis(long millis) {
        return new MctsSettings(0, millis, PLAYOUT_PLIES, EXPLORATION, 0);
    }

    public MctsSettings withTemperature(double t) {
        return new MctsSettings(iterations, millis, playoutPlies, exploration, t);
    }

    public MctsSettings withPlayoutPlies(int plies) {
        return new MctsSettings(iterations, millis, plies, exploration, temperature);
    }
}
