package dev.kingme.bench;

import dev.kingme.engine.Fen;
import dev.kingme.engine.eval.nnue.Network;
import dev.kingme.engine.search.EndgameDatabase;
import dev.kingme.engine.search.SearchLimits;
import dev.kingme.engine.search.Searcher;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Locale;

/**
 * How deep the search gets against time, with the linear evaluation and with the network: for each position
 * a fresh searcher (one thread, the default table, the standard endgame database) deepens to a fixed depth,
 * and each completed iteration prints its depth, the nodes so far and the processor time of the searching
 * thread so far, with the nodes a second that make. Processor time rather than the clock, so that the figures
 * hold on a machine busy with other work (they still move with the caches the other work shares). The whole
 * run is made twice and the first, which warms the code up, is not printed. A benchmark, not a test
 * (bench/README.md).
 *
 * <pre>
 * java -cp bench/jmh/target/benchmarks.jar dev.kingme.bench.DepthAgainstTime [DEPTH [EVALUATION...]]
 * </pre>
 *
 * An evaluation is {@code linear}, {@code network} or {@code lazy:MARGIN} (the network evaluated lazily with
 * that margin, see {@code Searcher.setLazyMargin}); by default the first two.
 */
public final class DepthAgainstTime {
    static final List<String> POSITIONS = List.of(
            "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            "B:W17,21,22,23,24,25,26,27,28,30,31,32:B1,2,3,4,5,6,7,9,10,11,12,16",
            "W:W20,21,22,25,27,30,31,32:B1,3,4,7,9,12,15,18",
            "W:W18,22,23,K27,30:B5,9,12,K14,K16");

    private DepthAgainstTime() {
    }

    public static void main(String[] args) {
        int depth = args.length > 0 ? Integer.parseInt(args[0]) : 16;
        List<String> evaluations = args.length > 1 ? List.of(args).subList(1, args.length) : List.of("linear", "network");
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        EndgameDatabase database = EndgameDatabase.standard();
        System.out.printf(Locale.ROOT, "endgame database: %d pieces; depth, nodes, processor ms, M nodes/s%n",
                database.pieces());
        for (int round = 0; round < 2; round++) {
            for (String evaluation : evaluations) {
                Network network = evaluation.equals("linear") ? null : Network.standard();
                int lazyMargin = evaluation.startsWith("lazy:") ? Integer.parseInt(evaluation.substring(5)) : 0;
                for (String fen : POSITIONS) {
                    Searcher s = new Searcher();
                    s.setThreads(1);
                    s.setNetwork(network);
                    s.setLazyMargin(lazyMargin);
                    s.useEndgameDatabase(database);
                    StringBuilder line = new StringBuilder(evaluation + " " + fen + "\n");
                    long start = threads.getCurrentThreadCpuTime();
                    s.search(Fen.parse(fen), SearchLimits.depth(depth), r -> {
                        double ms = (threads.getCurrentThreadCpuTime() - start) / 1e6;
                        line.append(String.format(Locale.ROOT, "  %2d %,11d %9.1f %5.2f%n", r.depth(), r.nodes(), ms,
                                r.nodes() / 1000.0 / Math.max(ms, 0.001)));
                    });
                    if (round == 1) {
                        System.out.print(line);
                    }
                }
            }
        }
    }
}
