package dev.kingme.engine.search;

import dev.kingme.engine.egdb.BackgroundBuild;
import dev.kingme.engine.egdb.Builder;
import java.nio.file.Path;

/**
 * The standard database's files built without being asked for: the programs a person meets first
 * ({@code kingme serve}, {@code play}, {@code engine}) start a {@link BackgroundBuild} into
 * {@link EndgameDatabase#defaultFolder()} when it lacks the databases of {@value #PIECES} pieces, at most one
 * per process, and when it is done the new files become {@link EndgameDatabase#standard()}, which the
 * searchers take from their next search ({@link EndgameDatabase#reloadStandard()}).
 */
public final class StandardBuild {
    /** The pieces built without asking: 151 million positions, 48 MB on disk, a few minutes on one core. */
    public static final int PIECES = 5;

    /** Where the standard database's files stand, for a status page. */
    public enum State {
        /** Not all there, and no build was started. */
        OFF,
        /** Being built, by this process or (while this one waits) another. */
        BUILDING,
        /** All there. */
        READY,
        /** The build stopped on a problem. */
        FAILED
    }

    /**
     * Where the files stand.
     *
     * @param pieces the most pieces: of the build, or of the files when no build was started and they are all
     *     there
     * @param percent how far the build has come in whole percents of the positions
     * @param problem what stopped a failed build; null otherwise
     */
    public record Status(int pieces, State state, int percent, String problem) {
    }

    private static BackgroundBuild started;

    private StandardBuild() {
    }

    /**
     * Starts building the databases of up to {@code pieces} pieces into the default folder, telling
     * {@code listener} as it goes (once it is ready, the standard database already answers from its files),
     * unless the folder holds them all already (then null) or a build was started in this process before (then
     * that build, with the listener it was given).
     */
    public static synchronized BackgroundBuild start(int pieces, BackgroundBuild.Listener listener) {
        if (started != null) {
            return started;
        }
        if (Builder.complete(EndgameDatabase.defaultFolder()) >= pieces) {
            return null;
        }
        started = BackgroundBuild.start(EndgameDatabase.defaultFolder(), pieces, build -> {
            if (build.state() == BackgroundBuild.State.READY) {
                EndgameDatabase.reloadStandard();
            }
            listener.changed(build);
        });
        return started;
    }

    /** Where the files stand: the build's state if one was started, else whether they are all there. */
    public static synchronized Status status() {
        if (started != null) {
            State state = switch (started.state()) {
                case BUILDING, WAITING -> State.BUILDING;
                case READY -> State.READY;
                case FAILED -> State.FAILED;
            };
            return new Status(started.pieces(), state, started.percent(), started.problem());
        }
        Path folder = EndgameDatabase.defaultFolder();
        int complete = Builder.complete(folder);
        if (complete >= PIECES) {
            return new Status(complete, State.READY, 100, null);
        }
        return new Status(PIECES, State.OFF,
                (int) (100 * Builder.positionsInFiles(folder, PIECES) / Builder.positions(PIECES)), null);
    }
}
