package dev.kingme.app.terminal;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * A one-line progress bar on the error stream for a long job measured in units of work rather than games
 * (an endgame database build counts positions): the share done, the rate, the time taken and an estimate
 * of the time left, from the pace of this run. Redrawn at most a few times a second.
 */
public final class WorkBar {
    private static final int WIDTH = 30;
    private static final long REDRAW_NANOS = 250_000_000L;

    private final PrintWriter err;
    private final String unit;
    private long total;
    private long before;
    private long started = System.nanoTime();
    private long lastDrawn;
    private long lastDone;

    public WorkBar(PrintWriter err, String unit) {
        this.err = err;
        this.unit = unit;
    }

    /** The job starts: {@code total} units, of which {@code alreadyDone} were done by an earlier run. */
    public synchronized void begin(long total, long alreadyDone) {
        this.total = total;
        this.before = alreadyDone;
        this.started = System.nanoTime();
        this.lastDrawn = 0;
        draw(alreadyDone, true);
    }

    /** {@code done} units of the total are done. */
    public synchronized void progress(long done) {
        lastDone = done;
        long now = System.nanoTime();
        if (now - lastDrawn >= REDRAW_NANOS || done >= total) {
            draw(done, false);
            lastDrawn = now;
        }
    }

    /** Ends the bar's line at the last progress told. */
    public synchronized void finish() {
        finish(lastDone);
    }

    /** Ends the bar's line at {@code done}. */
    public synchronized void finish(long done) {
        lastDone = done;
        draw(done, true);
        err.println();
        err.flush();
    }

    private void draw(long done, boolean force) {
        long nanos = System.nanoTime() - started;
        int filled = total == 0 ? WIDTH : (int) Math.min(WIDTH, done * WIDTH / total);
        double rate = nanos == 0 ? 0 : (done - before) * 1e9 / nanos;
        String eta = done > before && done < total ? "  ETA " + ProgressBar.clock((long) ((total - done) / rate * 1e9))
                : "";
        err.print(String.format(Locale.ROOT, "\r[%s%s] %5.1f%%  %s %s/s  %s%s   ", "#".repeat(filled),
                ".".repeat(WIDTH - filled), total == 0 ? 100.0 : 100.0 * done / total, human(rate), unit,
                ProgressBar.clock(nanos), eta));
        err.flush();
    }

    /** 1234567 as {@code 1.23M}. */
    public static String human(double n) {
        if (n >= 1e9) {
            return String.format(Locale.ROOT, "%.2fG", n / 1e9);
        }
        if (n >= 1e6) {
            return String.format(Locale.ROOT, "%.2fM", n / 1e6);
        }
        if (n >= 1e3) {
            return String.format(Locale.ROOT, "%.1fk", n / 1e3);
        }
        return String.format(Locale.ROOT, "%.0f", n);
    }
}
