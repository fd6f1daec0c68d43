package dev.kingme.balance;

import dev.kingme.balance.report.CharacterInfo;
import dev.kingme.balance.report.Report;
import dev.kingme.balance.report.RunSummary;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * A balance run in its output folder: the checkpoint it resumes from, the games still to play, and the
 * report once every game is played.
 *
 * <pre>
 * try (BalanceRun run = BalanceRun.open(dir, plan, false, listener)) {
 *     run.play(engine, settings);      // the games not in the checkpoint yet
 *     List&lt;Path&gt; files = run.report();  // LabResults in plan order, written by Report
 * }
 * </pre>
 *
 * <p>Every finished game is written to the checkpoint before the listener hears of it, so a run stopped
 * in any way (an interrupt, Ctrl-C with {@link #close} in a shutdown hook, a crash) resumes where it was:
 * opened again with the same plan, it plays only the games the checkpoint lacks, and a game is never
 * written twice. Thread-safe.
 */
public final class BalanceRun implements AutoCloseable {
    /** What a run tells as it goes: notes for the user, and each game as it is written down. */
    public interface Listener {
        /** Something the user should know (a torn checkpoint line dropped). */
        default void note(String message) {
        }

        /** {@code game} is over and written down: {@code done} of {@code total} games are now. */
        default void played(GameResult game, int done, int total) {
        }
    }

    /**
     * What a front end shows of a run played by {@link #playThrough}: its lines for the standard output and
     * for errors, and the listener's events (notes go to errors unless overridden).
     */
    public interface Console extends Listener {
        /** A line for the standard output. */
        void out(String line);

        /** A line for errors. */
        void err(String line);

        /** The run is open and its header shown; no game is played yet ({@link #resumed()} are done). */
        default void starting(BalanceRun run) {
        }

        @Override
        default void note(String message) {
            err("balance: " + message);
        }
    }

    private final Path dir;
    private final BalancePlan plan;
    private final Checkpoint checkpoint;
    private final Listener listener;
    private final int resumed;

    private BalanceRun(Path dir, BalancePlan plan, Checkpoint checkpoint, Listener listener) {
        this.dir = dir;
        this.plan = plan;
        this.checkpoint = checkpoint;
        this.listener = listener;
        this.resumed = checkpoint.count();
    }

    /**
     * Opens the run of {@code plan} in {@code dir} (created when missing), resuming from its checkpoint.
     *
     * @param fresh start over: delete any checkpoint there first
     * @throws IllegalArgumentException when {@code dir} holds another plan's checkpoint or a damaged one; the
     *     message says what differs or which line is wrong
     */
    public static BalanceRun open(Path dir, BalancePlan plan, boolean fresh, Listener listener) throws IOException {
        return new BalanceRun(dir, plan, Checkpoint.open(dir, plan, fresh, listener::note), listener);
    }

    /**
     * Checks, changing nothing and playing nothing, that the run of {@code plan} could be opened in {@code dir}:
     * a checkpoint there is of the same plan, with no damaged line (nothing to check when {@code fresh}). For a
     * front end that opens several runs (a sweep), so that all are refused before the first game.
     *
     * @throws IllegalArgumentException as {@link #open} would, saying what differs or which line is wrong
     */
    public static void check(Path dir, BalancePlan plan, boolean fresh) throws IOException {
        BalanceOptions.out(dir);
        Checkpoint.check(dir, plan, fresh);
    }

    /**
     * The plan and games of the finished run in {@code dir}, to compare another run with.
     *
     * @throws IllegalArgumentException when {@code dir} holds no run, or one with games still to play
     */
    public static BalanceRun.Finished finished(Path dir) throws IOException {
        BalancePlan plan = Checkpoint.planIn(dir);
        try (BalanceRun run = open(dir, plan, false, new Listener() { })) {
            if (!run.complete()) {
                throw new IllegalArgumentException(dir + " holds a run that is not finished (" + run.done() + " of "
                        + plan.size() + " games): finish it first (the same balance command resumes it)");
            }
            return new Finished(plan, run.results());
        }
    }

    /** A finished run: its plan and its results. */
    public record Finished(BalancePlan plan, LabResults results) {
    }

    public BalancePlan plan() {
        return plan;
    }

    /** The folder the report and the checkpoint are in. */
    public Path dir() {
        return dir;
    }

    /** The checkpoint's file of finished games. */
    public Path checkpointFile() {
        return checkpoint.gamesFile();
    }

    /** Games the checkpoint held when the run was opened. */
    public int resumed() {
        return resumed;
    }

    /** Games finished so far. */
    public int done() {
        return checkpoint.count();
    }

    /** The games finished so far, in plan order. */
    public List<GameResult> finished() {
        return checkpoint.finished();
    }

    /** The plan's games not played yet, in plan order. */
    public List<GameTask> missing() {
        return checkpoint.missing(plan);
    }

    /**
     * Plays the games still missing with {@code engine}, writing each down as it ends. Returns when all are
     * played (or the run was closed meanwhile: then the engine's further results are dropped).
     *
     * @throws InterruptedException when interrupted: the games finished so far are in the checkpoint
     */
    public void play(BalanceEngine engine, BalanceEngine.Settings settings) throws IOException, InterruptedException {
        List<GameTask> missing = missing();
        if (missing.isEmpty()) {
            return;
        }
        try {
            engine.run(plan, missing, settings, this::record);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /** Writes {@code g} down, then tells the listener. Engines call this for each game. */
    private void record(GameResult g) {
        GameTask t = plan.task(g.index());
        if (!t.black().equals(g.black()) || !t.white().equals(g.white()) || t.round() != g.round() || t.seed() != g.seed()) {
            throw new IllegalStateException("the engine returned " + g + " for " + BalanceGames.describe(t));
        }
        boolean written;
        try {
            written = checkpoint.append(g);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (written) {
            listener.played(g, checkpoint.count(), plan.size());
        }
    }

    /** Is every game of the plan played? */
    public boolean complete() {
        return checkpoint.count() == plan.size();
    }

    /** Every game in plan order, with the plan's description, for the report. */
    public LabResults results() {
        return new LabResults(plan.characters(), plan.aiDescription(), plan.seed(), plan.gamesPerPair(),
                plan.maxPlies(), checkpoint.all(), plan.changedCharacters());
    }

    /**
     * Writes the report of a complete run into the run's folder, and returns its files.
     *
     * @throws IllegalStateException when games are still missing
     */
    public List<Path> report() throws IOException {
        return Report.write(dir, results());
    }

    /**
     * A whole run as a front end plays it: opens the run of {@code plan} in {@code dir}, says what it plays
     * (and what it resumes), plays the missing games with {@code engine}, closing the checkpoint cleanly
     * if the JVM is shut down meanwhile (Ctrl-C), and writes the report, saying where.
     *
     * @return true when the report is written; false when the run was interrupted (the interrupt is
     *     consumed, the games played so far are kept, and the console has said how to resume)
     * @throws IllegalArgumentException when {@code dir} holds another plan's checkpoint or a damaged one
     */
    public static boolean playThrough(Path dir, BalancePlan plan, boolean fresh, BalanceEngine engine,
            BalanceEngine.Settings settings, Console console) throws IOException {
        try (BalanceRun run = open(dir, plan, fresh, console)) {
            int missing = run.missing().size();
            console.out("balance: " + plan.characters().size() + " characters (" + String.join(", ", labels(plan))
                    + "), " + games(plan.gamesPerPair()) + " per pair, " + plan.aiDescription() + ", seed " + plan.seed()
                    + ": " + games(plan.size()));
            if (run.resumed() > 0) {
                console.out("resuming: " + games(run.resumed()) + " already in " + dir + ", " + missing + " to play");
            }
            if (missing > 0) {
                int n = settings.threads();
                console.out("playing " + games(missing) + " on " + (engine.name().equals(BalanceEngines.DEFAULT)
                        ? n + (n == 1 ? " thread" : " threads") : "engine " + engine.name()));
            }
            console.starting(run);
            Thread hook = new Thread(() -> stopped(run, console), "balance-interrupted");
            Runtime.getRuntime().addShutdownHook(hook);
            try {
                run.play(engine, settings);
            } catch (InterruptedException e) {
                stopped(run, console);
                return false;
            } finally {
                try {
                    Runtime.getRuntime().removeShutdownHook(hook);
                } catch (IllegalStateException shuttingDown) {
                    // the hook is running or has run
                }
            }
            List<Path> files = run.report();
            List<String> names = new ArrayList<>();
            Path base = dir.toAbsolutePath().normalize();
            for (Path f : files) {
                Path file = f.toAbsolutePath().normalize();
                names.add(file.startsWith(base) ? base.relativize(file).toString() : f.toString());
            }
            int[] tally = new int[Result.values().length];
            run.results().games().forEach(g -> tally[g.result().ordinal()]++);
            int d = tally[Result.DRAW.ordinal()];
            console.out("results: Black won " + tally[Result.BLACK_WINS.ordinal()] + ", White won "
                    + tally[Result.WHITE_WINS.ordinal()] + ", " + d + (d == 1 ? " draw" : " draws") + " in "
                    + plan.size() + " games");
            RunSummary.lines(run.results()).forEach(console::out);
            console.out("report written to " + dir + ": " + String.join(", ", names));
            return true;
        }
    }

    /** The plan's characters by name, a changed built-in one marked {@code (changed)}. */
    private static List<String> labels(BalancePlan plan) {
        List<String> changed = plan.changedCharacters();
        List<String> out = new ArrayList<>();
        for (String c : plan.characters()) {
            out.add(changed.contains(c) ? c + " (" + CharacterInfo.CHANGED + ")" : c);
        }
        return out;
    }

    private static String games(int n) {
        return n + (n == 1 ? " game" : " games");
    }

    /** Closes the run's checkpoint (no game is cut in half) and says how to resume. */
    private static void stopped(BalanceRun run, Console console) {
        try {
            run.close();
        } catch (IOException e) {
            console.err("balance: closing the checkpoint: " + e.getMessage());
        }
        console.err("");
        console.err("balance: interrupted with " + run.done() + " of " + run.plan().size() + " games played and kept in "
                + run.checkpointFile() + "; run the same command again to resume");
    }

    /** Stops writing games down (a game under way is not cut in half); idempotent, safe from any thread. */
    @Override
    public void close() throws IOException {
        checkpoint.close();
    }
}
