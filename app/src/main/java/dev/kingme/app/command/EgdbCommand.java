package dev.kingme.app.command;

import dev.kingme.app.terminal.WorkBar;
import dev.kingme.engine.Fen;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import dev.kingme.engine.egdb.Builder;
import dev.kingme.engine.egdb.DatabaseException;
import dev.kingme.engine.egdb.Slice;
import dev.kingme.engine.egdb.Tables;
import dev.kingme.engine.egdb.Value;
import dev.kingme.engine.search.EndgameDatabase;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code kingme egdb}: the endgame databases the engine builds for itself. {@code build} solves them by
 * retrograde analysis into a folder (resuming an interrupted build), {@code verify} reads every file back
 * through its checksums, {@code probe} looks a position up.
 */
@Command(name = "egdb", mixinStandardHelpOptions = true,
        description = {"Endgame databases: the exact result (win, loss or draw, and in how many plies) of every"
                + " position with up to N pieces, built by Kingme itself. The engine uses them from the folder"
                + " kingme-data/egdb (or the system property kingme.egdb, or the environment variable KINGME_EGDB)."},
        subcommands = {EgdbCommand.Build.class, EgdbCommand.Verify.class, EgdbCommand.Probe.class})
public final class EgdbCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new picocli.CommandLine.ParameterException(spec.commandLine(), "egdb needs a command: build, verify or probe");
    }

    static Path folder(Path given) {
        return given != null ? given : EndgameDatabase.defaultFolder();
    }

    @Command(name = "build", mixinStandardHelpOptions = true,
            description = {"Builds the databases of 2 to N pieces by retrograde analysis, one file per slice, each"
                    + " with its checksums. Slices already in the folder are read back and checked instead of built"
                    + " again, so an interrupted build resumes; a damaged file is reported and built again, and a"
                    + " file of an older format is written again in the current one, with the same values. While"
                    + " another build writes into the folder, this one waits for it.",
                    "  egdb build --pieces 5      (about 150 million positions, 48 MB on disk; a few minutes)"})
    static final class Build implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Option(names = "--pieces", paramLabel = "N", required = true, description = "the most pieces (2 to 6)")
        int pieces;

        @Option(names = "--dir", paramLabel = "DIR", description = "the folder (default: kingme-data/egdb)")
        Path dir;

        @Override
        public Integer call() throws IOException {
            if (pieces < 2 || pieces > Builder.MAX_PIECES) {
                throw new IllegalArgumentException("--pieces must be 2 to " + Builder.MAX_PIECES + ", got " + pieces);
            }
            Path to = folder(dir);
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            WorkBar bar = new WorkBar(err, "positions");
            long start = System.nanoTime();
            long[] counts = new long[3]; // solved positions, bytes written, slices solved
            long[] resumed = new long[1];
            long[] rewritten = new long[1];
            out.println("building the endgame databases of 2 to " + pieces + " pieces in " + to);
            out.flush();
            Tables t = Builder.build(pieces, to, new Builder.Listener() {
                @Override
                public void begin(long total, long done) {
                    resumed[0] = done;
                    if (done > 0) {
                        err.println("resuming: " + WorkBar.human(done) + " of " + WorkBar.human(total)
                                + " positions are in files already");
                    }
                    bar.begin(total, done);
                }

                @Override
                public void progress(long done) {
                    bar.progress(done);
                }

                @Override
                public void solved(Slice slice, long fileBytes) {
                    counts[0] += slice.size();
                    counts[1] += fileBytes;
                    counts[2]++;
                }

                @Override
                public void rewritten(Slice slice, long fileBytes) {
                    rewritten[0]++;
                }

                @Override
                public void damaged(DatabaseException problem) {
                    err.println("damaged, built again: " + problem.getMessage());
                }

                @Override
                public void waiting() {
                    err.println("another build is writing into " + to + " (a kingme serve, play or engine building"
                            + " them in the background?); waiting for it to finish");
                    err.flush();
                }
            });
            bar.finish(t.positions());
            double seconds = (System.nanoTime() - start) / 1e9;
            long onDisk = 0;
            for (Slice s : Slice.buildOrder(pieces)) {
                onDisk += Files.size(Builder.file(to, s));
            }
            out.println(String.format(Locale.ROOT, "%d slices solved (%d positions) in %.1f s, %s positions/s; %d were"
                    + " in files already", counts[2], counts[0], seconds, WorkBar.human(counts[0] / Math.max(seconds, 1e-9)),
                    Slice.buildOrder(pieces).size() - counts[2]));
            if (rewritten[0] > 0) {
                out.println(rewritten[0] + " files of an older format were written again in the current one, with the"
                        + " same values");
            }
            out.println(String.format(Locale.ROOT, "2 to %d pieces: %d positions, %.1f MB on disk in %s", pieces,
                    t.positions(), onDisk / 1e6, to));
            return 0;
        }
    }

    @Command(name = "verify", mixinStandardHelpOptions = true,
            description = {"Reads every database file back and checks it (header, sizes, checksums); prints each"
                    + " problem and exits with status 1 if there is any."})
    static final class Verify implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Option(names = "--pieces", paramLabel = "N", description = "check the slices of up to N pieces (default: as"
                + " many as the folder has)")
        Integer pieces;

        @Option(names = "--dir", paramLabel = "DIR", description = "the folder (default: kingme-data/egdb)")
        Path dir;

        @Override
        public Integer call() {
            Path in = folder(dir);
            int n = Math.min(Builder.MAX_PIECES, pieces != null ? pieces : Builder.largest(in));
            PrintWriter out = spec.commandLine().getOut();
            int ok = 0;
            int bad = 0;
            int complete = 1;
            for (int k = 2; k <= n; k++) {
                boolean all = true;
                for (Slice s : Slice.of(k)) {
                    try {
                        Builder.check(in, s);
                        ok++;
                    } catch (DatabaseException e) {
                        out.println(e.getMessage());
                        bad++;
                        all = false;
                    }
                }
                if (all && complete == k - 1) {
                    complete = k;
                }
            }
            out.println(ok + " files ok, " + bad + " with problems; complete up to "
                    + (complete < 2 ? "no number of" : String.valueOf(complete)) + " pieces in " + in);
            return bad == 0 && n >= 2 ? 0 : 1;
        }
    }

    @Command(name = "probe", mixinStandardHelpOptions = true,
            description = {"Looks a position (PDN FEN) up in the databases and prints its value for the side to move,"
                    + " and the value after each legal move.",
                    "  egdb probe W:WK18,K32:B12,K28"})
    static final class Probe implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Parameters(paramLabel = "FEN", description = "the position")
        String fen;

        @Option(names = "--dir", paramLabel = "DIR", description = "the folder (default: kingme-data/egdb)")
        Path dir;

        @Override
        public Integer call() throws DatabaseException {
            Position p = Fen.parse(fen);
            Path in = folder(dir);
            int pieces = Long.bitCount(p.black() | p.white());
            int have = Builder.complete(in);
            if (pieces > have) {
                throw new IllegalArgumentException(p + " has " + pieces + " pieces; the databases in " + in + " go up to "
                        + have + " (kingme egdb build --pieces " + pieces + ")");
            }
            Tables t = Builder.load(in, Math.max(2, pieces));
            PrintWriter out = spec.commandLine().getOut();
            out.println(Fen.format(p) + ": " + Value.text(value(t, p)) + " for " + (p.toMove() == Side.BLACK ? "Black" : "White"));
            for (var m : p.legalMoves()) {
                Position after = p.apply(m);
                out.println("  " + m.toPdn() + ": " + Value.text(value(t, after)) + " for the opponent");
            }
            return 0;
        }

        private static int value(Tables t, Position p) {
            return t.probe(p.black(), p.white(), p.kings(), p.toMove() == Side.WHITE);
        }
    }
}
