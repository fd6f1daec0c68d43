package dev.kingme.balance;

import dev.kingme.balance.report.Report;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
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
                plan.maxPlies(), checkpoint.all());
    }

    /**
     * Writes the report of a complete run into the run's folder, and returns its files.
     *
     * @throws IllegalStateException when games are still missing
     */
    public List<Path> report() throws IOException {
        return Report.write(dir, results());
    }

    /** Stops writing games down (a game under way is not cut in half); idempotent, safe from any thread. */
    @Override
    public void close() throws IOException {
        checkpoint.close();
    }
}
