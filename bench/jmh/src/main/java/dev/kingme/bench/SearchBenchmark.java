package dev.kingme.bench;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Position;
import dev.kingme.engine.search.SearchLimits;
import dev.kingme.engine.search.SearchResult;
import dev.kingme.engine.search.Searcher;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Search speed on one thread: a whole iterative-deepening search of a fixed position to a fixed depth, the
 * tables cleared before each one so every operation does the same work.
 *
 * <p>The primary score is searches per second. The secondary score {@code nodes} is nodes per second:
 * the nodes the searcher reports ({@link SearchResult#nodes()}: every call of the alpha-beta routine below
 * the root, quiescence and extension nodes included, summed over all iterations) divided by the measured
 * time. Table clearing is done outside the measured time.
 *
 * <p>Positions: {@code start} (depth 12); {@code midgame}, 16 men after the ballot 11-15 23-19 8-11 and
 * the engine's own play (depth 12); {@code endgame}, men and kings, 10 pieces (depth 14).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
@Fork(1)
public class SearchBenchmark {
    @Param({"start", "midgame", "endgame"})
    public String position;

    private Searcher searcher;
    private Position root;
    private SearchLimits limits;

    /** Nodes searched, reported by JMH as a rate (nodes per second). */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Nodes {
        public long nodes;

        @Setup(Level.Iteration)
        public void reset() {
            nodes = 0;
        }
    }

    @Setup(Level.Trial)
    public void setUp() {
        searcher = new Searcher(32);
        switch (position) {
            case "start" -> {
                root = Position.initial();
                limits = SearchLimits.depth(12);
            }
            case "midgame" -> {
                root = Fen.parse("W:W20,21,22,25,27,30,31,32:B1,3,4,7,9,12,15,18");
                limits = SearchLimits.depth(12);
            }
            case "endgame" -> {
                root = Fen.parse("W:W18,22,23,K27,30:B5,9,12,K14,K16");
                limits = SearchLimits.depth(14);
            }
            default -> throw new IllegalArgumentException("unknown position " + position);
        }
    }

    @Setup(Level.Invocation)
    public void clearTables() {
        // An invocation takes a good fraction of a second, so JMH's per-invocation overhead does not matter.
        searcher.newGame();
    }

    @Benchmark
    public SearchResult search(Nodes counter) {
        SearchResult r = searcher.search(root, limits);
        counter.nodes += r.nodes();
        return r;
    }
}
