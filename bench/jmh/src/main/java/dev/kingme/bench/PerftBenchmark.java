package dev.kingme.bench;

import dev.kingme.engine.Perft;
import dev.kingme.engine.Position;
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
 * Perft from the start position on one thread with bulk counting. Leaves per second = the depth's leaf
 * count (printed by {@code ./kingme perft}) divided by the time per operation.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 3)
@Fork(1)
public class PerftBenchmark {
    @Param({"10", "11"})
    public int depth;

    private Perft perft;
    private Position start;

    @Setup
    public void setUp() {
        perft = new Perft(false);
        start = Position.initial();
    }

    @Benchmark
    public long perftFromStart() {
        return perft.count(start, depth);
    }
}
