package dev.kingme.bench;

import dev.kingme.ai.Mcts;
import dev.kingme.ai.MctsSettings;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Rules;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * MCTS playouts per second, per game: one search of {@link #ITERATIONS} iterations from the start (each
 * iteration a walk down the tree, one new node and a truncated random playout judged by the game's
 * heuristic), reported per iteration, so the score is playouts per second. It tells how many playouts an
 * AI level's time buys in each game.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class MctsBenchmark {
    static final int ITERATIONS = 1000;

    /** A game name, or {@code GAME:BLACK:WHITE} for a character game with two characters. */
    @Param({"american", "fantasy-rpg:ranger:mage", "schlock-mercenary:thurl:tagon", "warp", "lilypad"})
    public String game;

    private Rules rules;
    private GameState start;
    private long seed;

    @Setup
    public void setUp() {
        rules = BenchGames.rules(game);
        start = rules.initial();
    }

    @Benchmark
    @OperationsPerInvocation(ITERATIONS)
    public Object search() {
        return new Mcts(MctsSettings.iterations(ITERATIONS), seed++).search(rules, start).nodes();
    }
}
