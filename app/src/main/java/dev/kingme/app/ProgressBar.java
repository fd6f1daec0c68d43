package dev.kingme.app;

import java.io.PrintWriter;

/**
 * A one-line progress bar on the error stream, redrawn in place ({@code \r}) as games finish, so the
 * standard output keeps only the results. Thread-safe: games finish on several threads.
 */
final class ProgressBar {
    private static final int WIDTH = 30;
    private final PrintWriter err;
    private final int total;
    private final long started = System.nanoTime();
    private int done;

    ProgressBar(PrintWriter err, int total) {
        this.err = err;
        this.total = total;
    }

    /** One more game is over; {@code tally} is the running score to show beside the bar. */
    synchronized void step(String tally) {
        done++;
        int filled = total == 0 ? WIDTH : done * WIDTH / total;
        long seconds = (System.nanoTime() - started) / 1_000_000_000L;
        err.print("\r[" + "#".repeat(filled) + ".".repeat(WIDTH - filled) + "] " + done + "/" + total + "  " + tally
                + "  " + seconds / 60 + ":" + String.format("%02d", seconds % 60) + " ");
        if (done == total) {
            err.println();
        }
        err.flush();
    }
}
