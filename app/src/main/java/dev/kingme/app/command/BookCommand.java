package dev.kingme.app.command;

import dev.kingme.app.records.AtomicFiles;
import dev.kingme.app.terminal.WorkBar;
import dev.kingme.engine.Game;
import dev.kingme.engine.Position;
import dev.kingme.engine.Rules;
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
                + " drawable ACF three-move ballots: each step analyses the position that the cheapest path reaches"
                + " (a cost per ply plus how much worse each move on the way is than the best there)."},
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
                    "  book grow --positions 200 --depth 12"})
    static final class Grow implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Option(names = "--positions", paramLabel = "N", required = true, description = "positions to analyse")
        int positions;

        @Option(names = "--depth", paramLabel = "D", defaultValue = "12",
                description = "search depth after each move (default: ${DEFAULT-VALUE})")
        int depth;

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
                    + " drawable ACF ballots\n(kingme book grow --depth " + depth + "); FEN;move score;... with scores"
                    + " in hundredths of a man for the side to move.";
            BookBuilder builder = new BookBuilder(book, roots(), depth);
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
                Game g = new Game(Position.initial(), Rules.STANDARD);
                for (String m : o.moves()) {
                    g.play(m);
                }
                out.add(g.position());
            }
        }
        return out;
    }
}
