package dev.kingme.app.command;

import dev.kingme.app.library.Library;
import dev.kingme.app.puzzles.PuzzleFile;
import dev.kingme.app.puzzles.PuzzleSet;
import dev.kingme.app.records.AtomicFiles;
import dev.kingme.app.records.FileErrors;
import dev.kingme.app.terminal.WorkBar;
import dev.kingme.engine.pdn.PdnGame;
import dev.kingme.engine.pdn.PdnReader;
import dev.kingme.engine.puzzles.Prover;
import dev.kingme.engine.puzzles.Puzzle;
import dev.kingme.engine.puzzles.PuzzleFinder;
import dev.kingme.engine.puzzles.SelfPlayGames;
import dev.kingme.engine.puzzles.SourceGame;
import dev.kingme.engine.puzzles.Theme;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code kingme puzzles build}: finds puzzles ({@link PuzzleFinder}) in an archive's games and in games the engine
 * plays against itself, and writes them as a {@link PuzzleFile}.
 */
@Command(name = "build", mixinStandardHelpOptions = true,
        description = {"Finds puzzles in the games of a PDN archive (the shipped Tinsley archive unless --games says"
                + " otherwise) and in N games the engine plays against itself from ACF ballots, proves each (every"
                + " move of the start, and every move of the line), and writes them as JSON. With the defaults it"
                + " makes the set the server ships (docs/puzzles.md); it takes about ten minutes on one core.",
                "  puzzles build --out app/src/main/resources/puzzles/puzzles.json"})
final class PuzzlesBuildCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--games", paramLabel = "FILE", description = "a PDN archive to look in (default: the shipped"
            + " Tinsley archive)")
    Path games;

    @Option(names = "--no-archive", description = "look in no archive, only in self-play games")
    boolean noArchive;

    @Option(names = "--self-play", paramLabel = "N", defaultValue = "400",
            description = "games the engine plays against itself (default: ${DEFAULT-VALUE})")
    int selfPlay;

    @Option(names = "--out", paramLabel = "FILE", defaultValue = "puzzles.json",
            description = "the file written (default: ${DEFAULT-VALUE})")
    Path out;

    @Option(names = "--pieces", paramLabel = "N", defaultValue = "4", description = "the endgame database's pieces:"
            + " up to 4 built in memory, 5 or more read from kingme-data/egdb (kingme egdb build); default ${DEFAULT-VALUE}")
    int pieces;

    @Option(names = "--depth", paramLabel = "D", defaultValue = "14",
            description = "the proving searches' depth (default: ${DEFAULT-VALUE})")
    int depth;

    @Option(names = "--nodes", paramLabel = "N", defaultValue = "500000",
            description = "the proving searches' node limit; a search that reaches it proves nothing (default: ${DEFAULT-VALUE})")
    long nodes;

    @Option(names = "--screen-nodes", paramLabel = "N", defaultValue = "20000", description = "the nodes of the quick"
            + " search that picks the positions worth proving (default: ${DEFAULT-VALUE})")
    long screenNodes;

    @Option(names = "--self-play-nodes", paramLabel = "N", defaultValue = "20000",
            description = "the engine's nodes a move in self-play (default: ${DEFAULT-VALUE})")
    long selfPlayNodes;

    @Option(names = "--moves", paramLabel = "M", defaultValue = "6",
            description = "the most moves of the solver in a solution (default: ${DEFAULT-VALUE})")
    int moves;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "the first self-play game's seed; game i has seed S+i (default: ${DEFAULT-VALUE})")
    long seed;

    @Override
    public Integer call() throws IOException {
        if (selfPlay < 0 || depth < 1 || nodes < 1 || screenNodes < 1 || selfPlayNodes < 1 || moves < 1) {
            throw new IllegalArgumentException("--self-play must not be negative; --depth, --nodes, --screen-nodes,"
                    + " --self-play-nodes and --moves must be at least 1");
        }
        if (games != null && noArchive) {
            throw new IllegalArgumentException("--games names an archive and --no-archive asks for none: give one of them");
        }
        long start = System.nanoTime();
        PrintWriter err = spec.commandLine().getErr();
        PuzzleSet settings = new PuzzleSet(pieces, depth, nodes, List.of());
        Prover prover = settings.prover();
        PuzzleFinder finder = new PuzzleFinder(prover, screenNodes, moves);
        List<PdnGame> archive = noArchive ? List.of() : archive();
        WorkBar bar = new WorkBar(err, "games");
        bar.begin(archive.size() + selfPlay, 0);
        List<Puzzle> found = new ArrayList<>();
        int done = 0;
        for (PdnGame g : archive) {
            found.addAll(finder.find(SourceGame.of(g)));
            bar.progress(++done);
        }
        SelfPlayGames engine = new SelfPlayGames(prover.database(), selfPlayNodes);
        for (int i = 0; i < selfPlay; i++) {
            found.addAll(finder.find(engine.play(seed + i)));
            bar.progress(++done);
        }
        bar.finish(done);
        if (out.toAbsolutePath().getParent() != null) {
            java.nio.file.Files.createDirectories(out.toAbsolutePath().getParent());
        }
        AtomicFiles.write(out, PuzzleFile.write(new PuzzleSet(pieces, depth, nodes, found)));
        Map<Theme, Integer> byTheme = new EnumMap<>(Theme.class);
        found.forEach(p -> byTheme.merge(p.theme(), 1, Integer::sum));
        StringBuilder themes = new StringBuilder();
        for (Theme t : Theme.values()) {
            themes.append(themes.length() == 0 ? "" : ", ").append(byTheme.getOrDefault(t, 0)).append(' ').append(t.id());
        }
        spec.commandLine().getOut().println(String.format(Locale.ROOT, "%d puzzles (%s) from %d archive games and %d"
                + " self-play games in %.0f s, written to %s", found.size(), themes, archive.size(), selfPlay,
                (System.nanoTime() - start) / 1e9, out));
        return 0;
    }

    private List<PdnGame> archive() throws IOException {
        if (games != null) {
            try {
                return PdnReader.read(games);
            } catch (IOException e) {
                throw new IOException(FileErrors.loading(games, e), e);
            }
        }
        return Library.archive();
    }
}
