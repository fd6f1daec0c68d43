package dev.kingme.app.command;

import dev.kingme.app.match.EngineProtocol;
import dev.kingme.engine.Position;
import dev.kingme.engine.search.BookTree;
import dev.kingme.engine.search.Engine;
import dev.kingme.engine.search.OpeningBook;
import dev.kingme.engine.search.SearchLimits;
import dev.kingme.engine.search.SearchResult;
import dev.kingme.engine.search.EndgameDatabase;
import dev.kingme.engine.search.Searcher;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code kingme engine}: the plain-checkers engine behind a line protocol on standard input and output. */
@Command(name = "engine", mixinStandardHelpOptions = true,
        description = {"Serves the checkers engine to other programs: one command a line on standard input,",
                "answers on standard output.",
                "  newgame                              new game: start position, search tables cleared",
                "  position startpos|fen FEN [moves M...] set the position (PDN FEN, PDN moves)",
                "  go movetime MS | depth N | nodes N   search: 'info depth D score S nodes N time T pv ...'",
                "                                       lines, then 'bestmove M' (captures with every landing",
                "                                       square) or 'bestmove none'",
                "  go btime MS wtime MS [binc MS winc MS] [movestogo N]",
                "                                       search on a clock: the engine plans its own time",
                "  moves                                'moves M...': the legal moves",
                "  fen                                  'fen FEN': the current position",
                "  isready                              'readyok'",
                "  quit                                 stop (so does the end of the input)",
                "Scores are for the side to move in hundredths of a man; 30000 - N is a win in N plies,",
                "-30000 + N a loss in N plies. Bad input gets one line 'error line N: ...' and is ignored.",
                "Positions of the engine's own opening book (kingme book grow) are answered from it at once, with",
                "'info depth 0 ... pv M'; --no-book always searches.",
                "When the five-piece endgame databases are missing, the engine builds them in the background",
                "(saying so on standard error, never standard output) and uses them once they are ready;",
                "--no-egdb-build does not."})
public final class EngineCommand implements Callable<Integer> {
    /** The largest table {@code --hash} takes: 64 GB. */
    static final int MAX_HASH_MEGABYTES = 65_536;

    @Spec
    CommandSpec spec;

    @Option(names = "--threads", paramLabel = "N", description = "search threads (Lazy SMP; default: all cores)")
    Integer threads;

    @Option(names = "--book", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "play the book's move where the position is in the engine's opening book (the file kingme-data/"
                    + "book.txt or -Dkingme.book when there is one, else the book it ships with), as ai:strongest does;"
                    + " --no-book: search every move")
    boolean book;

    @Option(names = "--hash", paramLabel = "MB", defaultValue = "32",
            description = "the transposition table's size in MB (default: ${DEFAULT-VALUE}); a longer search fills a"
                    + " larger one")
    int hashMegabytes;

    @Mixin
    EgdbBuildOption egdb;

    @Override
    public Integer call() {
        int n = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (n < 1) {
            throw new IllegalArgumentException("--threads must be at least 1, got " + n);
        }
        if (hashMegabytes < 1 || hashMegabytes > MAX_HASH_MEGABYTES) {
            throw new IllegalArgumentException("--hash must be 1 to " + MAX_HASH_MEGABYTES + " MB, got " + hashMegabytes);
        }
        long free = Runtime.getRuntime().maxMemory() / (1024 * 1024);
        if (hashMegabytes > free / 2) {
            throw new IllegalArgumentException("--hash " + hashMegabytes + ": this Java may use " + free + " MB, so"
                    + " at most " + free / 2 + " MB can go to the table (java -Xmx raises it)");
        }
        // standard error only: standard output is the protocol's
        PrintWriter err = spec.commandLine().getErr();
        egdb.start(err, EgdbProgress.terminal(err, "the engine uses them from its next search"));
        int before = Searcher.defaultThreads();
        Searcher.setDefaultThreads(n);
        try {
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            new EngineProtocol(searcher(book, hashMegabytes), spec.commandLine().getOut()).run(in);
        } finally {
            Searcher.setDefaultThreads(before);
        }
        return 0;
    }

    /**
     * The engine's own search behind the protocol, with the endgame database ({@link EndgameDatabase#standard()}:
     * the built files when there are some, and those built in the background from the search after they are
     * ready) and a table of {@code hashMegabytes}; one searcher, so its tables carry over between moves. With {@code book}, a position of the
     * engine's own book ({@link BookTree#standard()}) gets a book move without a search, drawn among the best
     * with a fixed seed (so a match replays the same).
     */
    static EngineProtocol.Search searcher(boolean book, int hashMegabytes) {
        Searcher searcher = new Searcher(hashMegabytes);
        searcher.useEndgameDatabase(EndgameDatabase.standard());
        Engine engine = new Engine(searcher, book ? BookTree.standard() : BookTree.empty(), OpeningBook.empty(), 1);
        return new EngineProtocol.Search() {
            @Override
            public void newGame() {
                engine.newGame();
            }

            @Override
            public SearchResult search(Position position, long[] past, SearchLimits limits,
                    Consumer<SearchResult> progress) {
                searcher.setGameHistory(past);
                return engine.play(position, limits, progress);
            }
        };
    }
}
