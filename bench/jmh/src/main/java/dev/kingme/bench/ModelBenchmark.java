package dev.kingme.bench;

import dev.kingme.rules.GameState;
import dev.kingme.rules.ModelPerft;
import dev.kingme.rules.Rules;
import dev.kingme.rules.record.MatchRunner;
import dev.kingme.rules.record.RandomChooser;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The general model's speed, the baseline for the AI and the balance lab that play thousands of games on
 * it: whole-move perft from the start (compare American's with the engine's {@link PerftBenchmark}), and
 * random games to the end, per game.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 3)
@Fork(1)
public class ModelBenchmark {
    /** A game name, or {@code GAME:BLACK:WHITE} for a character game with two characters. */
    @Param({"american", "lilypad", "fantasy-rpg", "fantasy-rpg:mage:cleric", "fantasy-rpg:thief:bard",
            "schlock-mercenary:kevyn:thurl", "schlock-mercenary:ennesby:bunnigus", "schlock-mercenary:mage:breya", "warp"})
    public String game;

    private Rules rules;
    private GameState start;
    private long seed;

    @Setup
    public void setUp() {
        rules = BenchGames.rules(game);
        start = rules.initial();
    }

    /** Whole moves to depth 4 (American: 1469 leaves, the published perft). */
    @Benchmark
    public long perftDepth4() {
        return ModelPerft.count(rules, start, 4);
    }

    /** One random game from the start to its end (or 300 decisions). */
    @Benchmark
    public Object randomGame() {
        seed++;
        return MatchRunner.seeded(seed).play(rules, new RandomChooser(seed), new RandomChooser(seed + 1), 300).verdict();
    }
}
