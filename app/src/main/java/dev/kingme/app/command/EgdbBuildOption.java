package dev.kingme.app.command;

import dev.kingme.engine.egdb.BackgroundBuild;
import dev.kingme.engine.egdb.Builder;
import dev.kingme.engine.search.EndgameDatabase;
import dev.kingme.engine.search.StandardBuild;
import java.io.PrintWriter;
import java.util.Locale;
import picocli.CommandLine.Option;

/**
 * The endgame databases a person gets without asking, for the commands a person meets first ({@code serve},
 * {@code play}, {@code engine}): when the default folder lacks the five-piece databases, the command starts
 * building them in the background ({@link StandardBuild}) and says so. {@code --no-egdb-build}, the system
 * property {@value #PROPERTY} or the environment variable {@value #VARIABLE} set to {@code off} turn that off;
 * the property or variable may instead name the most pieces to build, 2 to 5 ({@code on} is 5).
 *
 * <p>The tests run with the variable set to {@code off} (the parent pom's Surefire settings), so that no test
 * starts a build of minutes by accident; the tests of the build give their own folder and pieces.
 */
public final class EgdbBuildOption {
    /** The system property that turns the build off or names its pieces. */
    static final String PROPERTY = "kingme.egdb.build";
    /** The environment variable that does, when the system property is not set. */
    static final String VARIABLE = "KINGME_EGDB_BUILD";
    /** The heap left to the program itself beside a build. */
    private static final long RESERVE = 128L << 20;

    @Option(names = "--no-egdb-build",
            description = "do not build the five-piece endgame databases in the background when they are missing"
                    + " (also: the environment variable " + VARIABLE + "=off)")
    boolean off;

    /** The most pieces to build in the background, or 0 for none. */
    int pieces() {
        if (off) {
            return 0;
        }
        String p = System.getProperty(PROPERTY);
        return p != null && !p.isBlank() ? parse(PROPERTY, p) : parse(VARIABLE, System.getenv(VARIABLE));
    }

    /** {@code off} 0, {@code on} (or nothing) {@value StandardBuild#PIECES}, or a number of pieces from 2 to 5. */
    static int parse(String name, String value) {
        String v = value == null ? "" : value.strip().toLowerCase(Locale.ROOT);
        switch (v) {
            case "", "on", "true", "yes" -> {
                return StandardBuild.PIECES;
            }
            case "off", "false", "no", "0" -> {
                return 0;
            }
            default -> {
                try {
                    int n = Integer.parseInt(v);
                    if (n >= 2 && n <= StandardBuild.PIECES) {
                        return n;
                    }
                } catch (NumberFormatException e) {
                    // said below
                }
                throw new IllegalArgumentException(name + " must be on, off or the most pieces to build in the"
                        + " background (2 to " + StandardBuild.PIECES + "), not \"" + value + "\"");
            }
        }
    }

    /**
     * Starts the build unless it is off, the databases are there, or the Java heap is too small for it (said
     * on {@code to}); {@code progress} says what it does on {@code to}.
     */
    void start(PrintWriter to, EgdbProgress progress) {
        int pieces = pieces();
        if (pieces == 0) {
            return;
        }
        long needed = Builder.memoryNeeded(pieces) + RESERVE;
        long heap = Runtime.getRuntime().maxMemory();
        if (heap < needed && Builder.complete(EndgameDatabase.defaultFolder()) < pieces) {
            to.println("kingme: the " + pieces + "-piece endgame databases are not built in the background: the Java"
                    + " heap (" + (heap >> 20) + " MB) is below the " + (needed >> 20) + " MB it takes (java -Xmx; or"
                    + " kingme egdb build --pieces " + pieces + ")");
            to.flush();
            return;
        }
        BackgroundBuild b = StandardBuild.start(pieces, progress);
        if (b != null) {
            progress.started(b);
        }
    }
}
