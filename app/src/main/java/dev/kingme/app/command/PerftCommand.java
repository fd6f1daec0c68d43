package dev.kingme.app.command;

import dev.kingme.engine.Fen;
import dev.kingme.engine.MoveText;
import dev.kingme.engine.Perft;
import dev.kingme.engine.Position;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code kingme perft}: move-path counts per depth, for checking and timing the move generator. */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = {"Counts the move sequences of each length 1..DEPTH.",
                "Prints one line per depth: perft D COUNT SECONDS."})
public final class PerftCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--fen", description = "start from this position (PDN FEN); default: the initial position")
    String fen;

    @Option(names = "--unique", description = "count capture routes that take the same pieces to the same square once")
    boolean unique;

    @Option(names = "--divide", description = "also print the count under each first move for the last depth")
    boolean divide;

    @Parameters(paramLabel = "DEPTH", description = "the greatest depth (1-63)")
    int depth;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Position start = fen == null ? Position.initial() : Fen.parse(fen);
        if (depth < 1 || depth >= Perft.MAX_DEPTH) {
            throw new IllegalArgumentException("DEPTH must be between 1 and " + (Perft.MAX_DEPTH - 1) + ", got " + depth);
        }
        Perft perft = new Perft(unique);
        for (int d = 1; d <= depth; d++) {
            long t0 = System.nanoTime();
            long n = perft.count(start, d);
            double seconds = (System.nanoTime() - t0) / 1e9;
            out.printf(Locale.ROOT, "perft %d %d %.3f%n", d, n, seconds);
            out.flush();
        }
        if (divide) {
            List<dev.kingme.engine.Move> moves = start.legalMoves();
            long seen = 0;
            for (dev.kingme.engine.Move m : moves) {
                if (unique && isRepeat(moves, m)) {
                    continue;
                }
                String text = unique ? MoveText.format(moves, m) : Notation.distinct(moves, m);
                out.printf("%s %d%n", text, perft.count(start.apply(m), depth - 1));
                seen++;
            }
            out.printf("moves %d%n", seen);
        }
        return 0;
    }

    /** True when an earlier move in the list has the same effect (only possible for capture routes). */
    private static boolean isRepeat(List<dev.kingme.engine.Move> moves, dev.kingme.engine.Move m) {
        for (dev.kingme.engine.Move x : moves) {
            if (x == m) {
                return false;
            }
            if (x.sameEffect(m)) {
                return true;
            }
        }
        return false;
    }
}
