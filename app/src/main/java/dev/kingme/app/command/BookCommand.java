package dev.kingme.app.command;

import dev.kingme.app.match.BallotDeck;
import dev.kingme.app.records.AtomicFiles;
import dev.kingme.app.terminal.WorkBar;
import dev.kingme.engine.Position;
import dev.kingme.engine.openings.Opening;
import dev.kingme.engine.openings.ThreeMoveRestriction;
import dev.kingme.engine.search.BookBuilder;
import dev.kingme.engine.search.BookTree;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code kingme book grow}: extends the engine's own opening book by drop-out expansion from the start and
 * the ACF ballots, writing it to a file the engine then plays from.
 */
@Command(name = "book", mixinStandardHelpOptions = true,
        description = {"The engine's own opening book, grown by drop-out expansion from the start position and the"
                + " drawable ACF three-move ballots (or the ballots named, or those a match lost): each step analyses the"
                + " position that the cheapest path reaches (a cost per ply plus how much worse each move on the way is"
                + " than the best there)."},
        subcommands = {BookCommand.Grow.class})
public final class BookCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new picocli.CommandLine.ParameterException(spec.commandLine(), "book needs a command: grow");
    }

    @Command(name = "grow", mixinStandardHelpOptions = true,
            description = {"Analyses N more positions and writes the book (written after every 10, so an interrupted"
                    + " run keeps its work). Starts from FILE when it exists, else from the book the engine ships with.",
                    "  book grow --positions 200 --depth 12",
                    "  book grow --positions 400 --depth 16 --lost-in match.json"})
    static final class Grow implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Option(names = "--positions", paramLabel = "N", required = true, description = "positions to analyse")
        int positions;

        @Option(names = "--depth", paramLabel = "D", defaultValue = "12",
                description = "search depth after each move (default: ${DEFAULT-VALUE})")
        int depth;

        @Option(names = "--ballots", paramLabel = "N,N,...",
                description = "grow from the positions after these ACF ballots (barred ones too) instead of the start"
                        + " and every drawable ballot")
        String ballots;

        @Option(names = "--lost-in", paramLabel = "MATCH.json",
                description = "grow from the ballots on which the first player of this match (kingme match --json)"
                        + " took less than half the points, the worst first; with --ballots, those too")
        Path lostIn;

        @Option(names = "--file", paramLabel = "FILE", description = "the book file (default: kingme-data/book.txt,"
                + " which the engine reads)")
        Path file;

        @Override
        public Integer call() throws IOException {
            if (positions < 1 || depth < 1) {
                throw new IllegalArgumentException("--positions and --depth must be at least 1");
            }
            Path to = file != null ? file : BookTree.defaultFile();
            BookTree book = Files.isRegularFile(to) ? BookTree.parse(Files.readString(to)) : BookTree.shipped();
            int before = book.size();
            PrintWriter out = spec.commandLine().getOut();
            WorkBar bar = new WorkBar(spec.commandLine().getErr(), "positions");
            bar.begin(positions, 0);
            String header = "Kingme opening book: positions analysed by drop-out expansion from the start and the"
                    + " ACF ballots\n(kingme book grow, depth 12 and more); FEN;move score;... with scores"
                    + " in hundredths of a man for the side to move.";
            List<Position> roots = roots(out);
            BookBuilder builder = new BookBuilder(book, roots, depth);
            builder.grow(positions, (done, p) -> {
                bar.progress(done);
                if (done % 10 == 0) {
                    write(to, book, header);
                }
            });
            bar.finish();
            write(to, book, header);
            out.println("book: " + before + " -> " + book.size() + " positions, written to " + to);
            return 0;
        }

        /** The roots the options ask for: the start and the drawable ballots, or the ballots named. */
        private List<Position> roots(PrintWriter out) throws IOException {
            if (ballots == null && lostIn == null) {
                return BookCommand.roots();
            }
            java.util.Set<Integer> numbers = new java.util.LinkedHashSet<>();
            if (ballots != null) {
                for (int n : BallotDeck.parse("--ballots", ballots)) {
                    numbers.add(n);
                }
            }
            if (lostIn != null) {
                int[] lost = BallotDeck.lostIn(lostIn);
                out.println("ballots lost in " + lostIn + ": " + java.util.Arrays.toString(lost));
                for (int n : lost) {
                    numbers.add(n);
                }
            }
            if (numbers.isEmpty()) {
                throw new IllegalArgumentException("--lost-in " + lostIn + ": no ballot on which the first player took"
                        + " less than half the points, so nothing to grow from");
            }
            List<Position> roots = new ArrayList<>();
            for (int n : numbers) {
                roots.add(ThreeMoveRestriction.acf().byNumber(n).orElseThrow().position());
            }
            return roots;
        }

        private static void write(Path to, BookTree book, String header) {
            try {
                if (to.getParent() != null) {
                    Files.createDirectories(to.getParent());
                }
                AtomicFiles.write(to, book.format(header));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
    }

    /** The start position and the position after each drawable ACF ballot. */
    static List<Position> roots() {
        List<Position> out = new ArrayList<>();
        out.add(Position.initial());
        for (Opening o : ThreeMoveRestriction.acf().ballots()) {
            if (o.drawable()) {
                out.add(o.position());
            }
        }
        return out;
    }
}
