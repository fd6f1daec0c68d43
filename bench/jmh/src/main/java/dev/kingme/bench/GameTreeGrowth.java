package dev.kingme.bench;

import dev.kingme.engine.Position;
import dev.kingme.engine.pdn.PdnGame;
import dev.kingme.engine.pdn.PdnReader;
import dev.kingme.engine.search.EndgameDatabase;
import dev.kingme.engine.search.SearchLimits;
import dev.kingme.engine.search.SearchResult;
import dev.kingme.engine.search.Searcher;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * How the search's tree grows with depth in the positions of real games: the positions of some games of a
 * PDN archive (plies 8 to 69, those with more than one legal move) are searched one after another to a fixed
 * depth by one searcher per game, as in a game (its table carried from move to move), and the nodes of every
 * iteration are summed over all of them; each depth's sum over the one before is the effective branching
 * factor there. Node counts do not depend on the machine's load, so two versions of the search can be told
 * apart on a busy machine; the processor time of the whole run is printed too. A benchmark, not a test
 * (bench/README.md, "Search against time").
 *
 * <pre>
 * java -Dkingme.egdb=DIR -cp bench/jmh/target/benchmarks.jar dev.kingme.bench.GameTreeGrowth PDN [DEPTH [GAMES [TABLE_MB]]]
 * </pre>
 *
 * The games taken are the archive's 1st, 38th, 75th, ... (every 37th, wrapping round).
 */
public final class GameTreeGrowth {
    private GameTreeGrowth() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 1) {
            System.err.println("usage: GameTreeGrowth PDN [DEPTH [GAMES [TABLE_MB]]]");
            System.exit(2);
        }
        List<PdnGame> archive = PdnReader.read(Path.of(args[0]));
        int depth = args.length > 1 ? Integer.parseInt(args[1]) : 16;
        int games = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        int megabytes = args.length > 3 ? Integer.parseInt(args[3]) : 32;
        EndgameDatabase database = EndgameDatabase.standard();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long[] nodesAt = new long[depth + 1];
        int searches = 0;
        long start = threads.getCurrentThreadCpuTime();
        for (int g = 0; g < games; g++) {
            List<Position> positions = archive.get(g * 37 % archive.size()).replay().positions();
            Searcher searcher = new Searcher(megabytes);
            searcher.setThreads(1);
            searcher.useEndgameDatabase(database);
            for (int i = 8; i < Math.min(positions.size(), 70); i++) {
                Position p = positions.get(i);
                if (p.legalMoves().size() < 2) {
                    continue;
                }
                long[] these = new long[depth + 1];
                SearchResult r = searcher.search(p, SearchLimits.depth(depth), it -> these[it.depth()] = it.nodes());
                for (int d = 1; d <= depth; d++) {
                    // a search that ended early (a proved result) counts its last iteration at the deeper depths
                    nodesAt[d] += these[d] != 0 ? these[d] : r.nodes();
                }
                searches++;
            }
        }
        double cpuMs = (threads.getCurrentThreadCpuTime() - start) / 1e6;
        System.out.printf(Locale.ROOT, "%d searches to depth %d, table %d MB, endgame database %d pieces%n", searches,
                depth, megabytes, database.pieces());
        for (int d = 2; d <= depth; d++) {
            System.out.printf(Locale.ROOT, "  depth %2d: %,13d nodes  x%.2f%n", d, nodesAt[d],
                    (double) nodesAt[d] / Math.max(1, nodesAt[d - 1]));
        }
        System.out.printf(Locale.ROOT, "processor time %.0f ms, %.2f M nodes/s%n", cpuMs, nodesAt[depth] / 1000.0 / cpuMs);
    }
}
