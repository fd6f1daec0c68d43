package dev.kingme.app.command;

import dev.kingme.engine.egdb.BackgroundBuild;
import java.io.PrintWriter;

/**
 * What a person is told of the endgame databases being built in the background: at the terminal
 * ({@code play}, {@code engine}) one line as the build starts, and a line if it fails or, when asked,
 * once it is ready; in a server's log ({@code serve}) also a line at every tenth of the way and when it
 * waits for another process. Never on the standard output of {@code engine}, whose protocol it is: the
 * caller hands the stream to write to.
 */
final class EgdbProgress implements BackgroundBuild.Listener {
    private final PrintWriter to;
    private final boolean log;
    private final String whenReady;
    private int tenths = -1;

    private EgdbProgress(PrintWriter to, boolean log, String whenReady) {
        this.to = to;
        this.log = log;
        this.whenReady = whenReady;
    }

    /**
     * For a terminal: the start line and a failure; with {@code whenReady} (what then changes, "the engine uses
     * them from its next search"), also a line when it is ready.
     */
    static EgdbProgress terminal(PrintWriter to, String whenReady) {
        return new EgdbProgress(to, false, whenReady);
    }

    /** For a server's log: every tenth of the way too, and when it is ready, with {@code whenReady}. */
    static EgdbProgress log(PrintWriter to, String whenReady) {
        return new EgdbProgress(to, true, whenReady);
    }

    /** The line as {@code build} starts: the first thing said of it, whether it or the build's first news comes first. */
    synchronized void started(BackgroundBuild build) {
        if (tenths < 0) {
            tenths = build.percent() / 10;
            say(true, "building the " + build.pieces() + "-piece endgame databases in the background: "
                    + build.percent() + "% (in " + build.folder() + ")");
        }
    }

    @Override
    public synchronized void changed(BackgroundBuild build) {
        started(build);
        switch (build.state()) {
            case WAITING -> say(log, "another Kingme process is building them in " + build.folder()
                    + "; this one waits for it and uses them when they are done");
            case BUILDING -> {
                if (build.percent() / 10 > tenths) {
                    tenths = build.percent() / 10;
                    say(log && tenths < 10, tenths * 10 + "% built");
                }
            }
            case READY -> say(log || whenReady != null, "the " + build.pieces() + "-piece endgame databases are ready"
                    + (whenReady == null ? "" : "; " + whenReady));
            case FAILED -> say(true, "the " + build.pieces() + "-piece endgame databases could not be built in "
                    + build.folder() + ": " + build.problem() + " (kingme egdb build --pieces " + build.pieces()
                    + " builds them)");
        }
    }

    private void say(boolean wanted, String line) {
        if (wanted) {
            to.println((log ? "endgame databases: " : "kingme: ") + line);
            to.flush();
        }
    }
}
