package dev.kingme.bench;

import dev.kingme.engine.Move;
import dev.kingme.engine.MoveGenerator;
import dev.kingme.engine.MoveList;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Move generation alone, without perft's recursion: the time per position to list every legal move
 * ({@link MoveGenerator#generate}, what perft does at interior nodes) and to count them without listing
 * ({@link MoveGenerator#count}, what perft's bulk counting does one ply above the leaves).
 *
 * <p>The positions are the 36,768 leaves of the perft tree at depth 6 from the start (duplicates kept, as
 * perft meets them), in tree order. Scores are nanoseconds per position.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 3)
@Fork(1)
public class MoveGenBenchmark {
    static final int PLY = 6;
    static final int POSITIONS = 36768;

    private final long[] me = new long[POSITIONS];
    private final long[] opp = new long[POSITIONS];
    private final long[] kings = new long[POSITIONS];
    private final boolean[] black = new boolean[POSITIONS];
    private final MoveList list = new MoveList();
    private int n;

    @Setup
    public void setUp() {
        n = 0;
        collect(Position.initial(), PLY);
        if (n != POSITIONS) {
            throw new IllegalStateException("expected " + POSITIONS + " positions at ply " + PLY + ", got " + n);
        }
    }

    private void collect(Position p, int depth) {
        if (depth == 0) {
            boolean b = p.toMove() == Side.BLACK;
            me[n] = b ? p.black() : p.white();
            opp[n] = b ? p.white() : p.black();
            kings[n] = p.kings();
            black[n] = b;
            n++;
            return;
        }
        for (Move m : p.legalMoves()) {
            collect(p.apply(m), depth - 1);
        }
    }

    /** Lists every legal move (captures forced) of each position; returns the total so nothing is dead. */
    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public long generate() {
        long total = 0;
        for (int i = 0; i < POSITIONS; i++) {
            MoveGenerator.generate(me[i], opp[i], kings[i], black[i], true, list);
            total += list.size();
        }
        return total;
    }

    /** Counts the legal moves of each position without listing them. */
    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public long count() {
        long total = 0;
        for (int i = 0; i < POSITIONS; i++) {
            total += MoveGenerator.count(me[i], opp[i], kings[i], black[i]);
        }
        return total;
    }
}
