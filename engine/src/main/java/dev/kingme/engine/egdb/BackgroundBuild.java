package dev.kingme.engine.egdb;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A {@link Builder} build into a folder on a daemon thread of its own, at the lowest thread priority, while
 * the program goes on; the program's end does not wait for it, and the next build resumes where it stopped.
 * It tells how far it is (whole percents of the positions) and in which {@link State}, to a listener and to
 * whoever asks.
 *
 * <p>Like every build into a folder it holds the folder's {@link BuildLock}: when another process (or
 * thread) is building there, it waits ({@link State#WAITING}) and then finds that build's files, read back
 * and checked, instead of building them a second time.
 */
public final class BackgroundBuild {
    /** Where a build stands. */
    public enum State {
        /** Solving slices, or reading back and checking those already in the folder. */
        BUILDING,
        /** Another build holds the folder; this one waits for it to finish. */
        WAITING,
        /** Every slice is in the folder, checked. */
        READY,
        /** Stopped by a problem ({@link #problem()}); the files made so far are whole, for the next build. */
        FAILED
    }

    /** Told, on the build's thread, of every change of state and of every whole percent the build climbs. */
    public interface Listener {
        void changed(BackgroundBuild build);
    }

    private final Path folder;
    private final int pieces;
    private final Listener listener;
    private final Thread thread;
    private final long total;
    private volatile State state = State.BUILDING;
    private volatile int percent;
    private volatile String problem;

    private BackgroundBuild(Path folder, int pieces, Listener listener) {
        this.folder = folder;
        this.pieces = pieces;
        this.listener = listener;
        this.total = Builder.positions(pieces);
        this.percent = percentOf(Builder.positionsInFiles(folder, pieces));
        this.thread = new Thread(this::run, "kingme endgame database build");
        thread.setDaemon(true);
        thread.setPriority(Thread.MIN_PRIORITY);
    }

    /**
     * Starts building the databases of 2 to {@code pieces} pieces into {@code folder}, telling
     * {@code listener} as it goes.
     *
     * @throws IllegalArgumentException unless {@code pieces} is 2..{@value Builder#MAX_PIECES}
     */
    public static BackgroundBuild start(Path folder, int pieces, Listener listener) {
        if (pieces < 2 || pieces > Builder.MAX_PIECES) {
            throw new IllegalArgumentException("endgame databases go from 2 to " + Builder.MAX_PIECES + " pieces, not "
                    + pieces);
        }
        BackgroundBuild b = new BackgroundBuild(folder, pieces, listener);
        b.thread.start();
        return b;
    }

    private void run() {
        try {
            Builder.build(pieces, folder, new Builder.Listener() {
                @Override
                public void waiting() {
                    change(State.WAITING);
                }

                @Override
                public void begin(long all, long done) {
                    percent = percentOf(done);
                    change(State.BUILDING);
                }

                @Override
                public void progress(long done) {
                    int now = percentOf(done);
                    if (now != percent) {
                        percent = now;
                        listener.changed(BackgroundBuild.this);
                    }
                }
            });
            percent = 100;
            change(State.READY);
        } catch (IOException | RuntimeException e) {
            fail(e.getMessage() == null ? e.toString() : e.getMessage());
        } catch (OutOfMemoryError e) {
            fail("not enough memory: the build needs about " + Builder.memoryNeeded(pieces) / (1 << 20)
                    + " MB of Java heap (java -Xmx)");
        }
    }

    private void fail(String why) {
        problem = why;
        change(State.FAILED);
    }

    private void change(State to) {
        state = to;
        listener.changed(this);
    }

    private int percentOf(long done) {
        return (int) (100 * done / total);
    }

    public State state() {
        return state;
    }

    /**
     * How far the build has come, in whole percents of the positions: its own progress, or, while it waits,
     * the share of the slices whose files are in the folder (the other build's progress).
     */
    public int percent() {
        return state == State.WAITING ? percentOf(Builder.positionsInFiles(folder, pieces)) : percent;
    }

    /** What stopped a {@link State#FAILED} build; null otherwise. */
    public String problem() {
        return problem;
    }

    public Path folder() {
        return folder;
    }

    /** The most pieces it builds. */
    public int pieces() {
        return pieces;
    }

    /** Waits until the build is ready or has failed. */
    public void await() throws InterruptedException {
        thread.join();
    }
}
