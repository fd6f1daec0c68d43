package dev.kingme.app.command;

import dev.kingme.ai.Budget;
import dev.kingme.ai.MoveClass;
import dev.kingme.ai.Review;
import dev.kingme.app.records.PdnBridge;
import dev.kingme.app.records.RecordFiles;
import dev.kingme.app.records.SessionFiles;
import dev.kingme.app.records.SessionFilesByKind;
import dev.kingme.app.session.ReviewedMoves;
import dev.kingme.app.terminal.ProgressBar;
import dev.kingme.rules.Games;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code kingme review FILE}: a computer review of a game of a PDN file or a game record: each move's class
 * (best, good, inaccuracy, mistake, blunder, by how much it lowered its player's expected score; {@link MoveClass})
 * and the better move where there was one, then each side's accuracy and counts.
 */
@Command(name = "review", mixinStandardHelpOptions = true,
        description = {"Reviews a game: each move classed by how much it lowered its player's expected score (best,"
                + " good, inaccuracy, mistake, blunder), the better move where there was one, and each side's accuracy.",
                "  review game.pdn --game 3 --movetime 500",
                "  review saved.json --depth 12",
                "FILE is a PDN file (American checkers) or a Kingme game record (.json, any game)."})
public final class ReviewCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "a PDN file or a game record (.json)")
    Path file;

    @Option(names = "--game", paramLabel = "N", defaultValue = "1", description = "which game of a PDN file, from 1 (default: 1)")
    long number;

    @Mixin
    SearchLimitOption limit;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "seed for the search's own sampling (default: ${DEFAULT-VALUE})")
    long seed;

    /** A position's search when none is given: a fifth of a second. */
    static final long DEFAULT_MILLIS = 200;

    @Override
    public Integer call() throws IOException {
        SessionFiles files = new SessionFilesByKind(new PdnBridge(), new RecordFiles(null));
        SessionFiles.Loaded loaded;
        try {
            loaded = files.load(Games.byName("american").rules(Map.of()), file, number);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException(file + ": no such file");
        }
        List<Review.Played> moves = ReviewedMoves.of(loaded.history()).played();
        PrintWriter out = spec.commandLine().getOut();
        Budget budget = limit.budget(Review.budget(loaded.rules(), moves, DEFAULT_MILLIS));
        out.println("review of " + file + ": " + loaded.rules().kind().title() + ", " + moves.size() + " moves, "
                + (budget.depth() > 0 ? "depth " + budget.depth() : budget.movetimeMillis() + " ms") + " a position");
        out.flush();
        ProgressBar bar = new ProgressBar(spec.commandLine().getErr(), moves.size());
        Review.Result r = Review.of(loaded.rules(), moves, budget, seed, (done, total) -> bar.step("moves"));
        for (Review.Move m : r.moves()) {
            out.println(line(m));
        }
        for (Review.Side s : r.sides()) {
            out.println(summary(s));
        }
        return 0;
    }

    /** {@code 12 Black 9-14  blunder (-0.35)  better: 10-14}. */
    static String line(Review.Move m) {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%4d %-5s %-18s %-10s", m.number(),
                m.player().title(), m.text(), m.kind().word()));
        if (m.kind() != MoveClass.BEST) {
            sb.append(String.format(Locale.ROOT, " (-%.2f)", m.drop()));
        }
        if (m.better() != null) {
            sb.append("  better: ").append(m.better());
        }
        return sb.toString().stripTrailing();
    }

    /** {@code Black: 24 moves, accuracy 87.5%: 10 best, 8 good, 3 inaccuracies, 2 mistakes, 1 blunder}. */
    static String summary(Review.Side s) {
        Map<MoveClass, Integer> c = s.counts();
        return String.format(Locale.ROOT, "%s: %d moves, accuracy %.1f%%: %d best, %d good, %s, %s, %s", s.player().title(),
                s.moves(), s.accuracy(), c.get(MoveClass.BEST), c.get(MoveClass.GOOD),
                count(c.get(MoveClass.INACCURACY), "inaccuracy", "inaccuracies"),
                count(c.get(MoveClass.MISTAKE), "mistake", "mistakes"), count(c.get(MoveClass.BLUNDER), "blunder", "blunders"));
    }

    private static String count(int n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }
}
