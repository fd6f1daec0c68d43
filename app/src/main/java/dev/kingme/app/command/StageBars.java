package dev.kingme.app.command;

import dev.kingme.app.terminal.WorkBar;
import dev.kingme.engine.tune.Tuner;
import java.io.PrintWriter;

/**
 * A fitting run's stages on the standard error stream: each stage's name on a line, then a progress bar
 * that counts its steps (games, positions or fitting steps, as the stage's name says).
 */
final class StageBars implements Tuner.Listener {
    private final PrintWriter err;
    private final boolean notes;
    private WorkBar bar;
    private boolean fitting;

    /** With {@code notes}, each fitting step's note (the error so far) is printed under the bar as well. */
    StageBars(PrintWriter err, boolean notes) {
        this.err = err;
        this.notes = notes;
    }

    @Override
    public void stage(String name, int total) {
        finish();
        fitting = name.startsWith("fit");
        err.println(name + ":");
        bar = new WorkBar(err, name.startsWith("fit") ? "steps" : name.startsWith("label") ? "positions" : "games");
        bar.begin(total, 0);
    }

    @Override
    public void step(int done, String note) {
        bar.progress(done);
        if (notes && fitting && !note.isEmpty()) {
            err.println();
            err.println("  " + note);
        }
    }

    /** Ends the last stage's bar. */
    void finish() {
        if (bar != null) {
            bar.finish();
            bar = null;
        }
    }
}
