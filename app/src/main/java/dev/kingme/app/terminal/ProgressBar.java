package dev.kingme.app.terminal;

import java.io.PrintWriter;

/**
 * A one-line progress bar on the error stream, redrawn in place ({@code \r}) as games finish, so the
 * standard output keeps only the results: games done of all, a tally, the time this run has taken and an
 * estimate of the time left (from the pace of the games finished so far in this run). Thread-safe: games
 * finish on several threads.
 */
public final class ProgressBar {
    private static final int WIDTH = 30;
    private final PrintWriter err;
    private final int total;
    private final int before;
    private final long started = System.nanoTime();
    private int done;

    public ProgressBar(PrintWriter err, int total) {
        this(err, total, 0);
    }

    /** A bar of {@code total} games of which {@code alreadyDone} were finished before this run began. */
    public ProgressBar(PrintWriter err, int total, int alreadyDone) {
        this.err = err;
        this.total = total;
        this.before = alreadyDone;
        this.done = alreadyDone;
    }

    /** One more game is over; {@code tally} is the running score to show beside the bar. */
    public synchronized void step(String tally) {
        done++;
        int filled = total == 0 ? WIDTH : done * WIDTH / total;
        long nanos = System.nanoTime() - started;
        long left = done >= total ? 0 : nanos / (done - before) * (total - done);
        err.print("\r[" + "#".repeat(filled) + ".".repeat(WIDTH - filled) + "] " + done + "/" + total + "  " + tally
                + "  " + clock(nanos) + (done < total ? "  ETA " + clock(left) : "") + "   ");
        if (done == total) {
            err.println();
        }
        err.flush();
    }

    /** A duration as {@code m:ss}, or {@code h:mm:ss} from an hour on. */
    static String clock(long nanos) {
        long seconds = nanos / 1_000_000_000L;
        long h = seconds / 3600;
        long m = seconds / 60 % 60;
        long s = seconds % 60;
        return h > 0 ? h + ":" + String.format("%02d:%02d", m, s) : m + ":" + String.format("%02d", s);
    }
}
