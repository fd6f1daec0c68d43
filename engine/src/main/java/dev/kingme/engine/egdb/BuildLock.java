package dev.kingme.engine.egdb;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashSet;
import java.util.Set;

/**
 * A build's hold on its folder, so that one build at a time writes into it, across processes: the
 * operating system's lock on the file {@value #FILE} in the folder. The system lets go of it when the
 * process ends, however it ends, so a killed build never leaves a stale lock behind. The lock file itself
 * stays (an empty file); removing it would let a third process lock a new file while the second still
 * holds the old one.
 *
 * <p>An operating-system lock belongs to the whole process, so builds on two threads of one process are
 * kept apart by a set of the folders this process holds.
 */
final class BuildLock implements AutoCloseable {
    /** The lock file's name in a database folder. */
    static final String FILE = "build.lock";
    /** The folders (real paths) this process holds. */
    private static final Set<Path> HELD = new HashSet<>();

    private final Path folder;
    private final FileChannel channel;
    private final FileLock lock;

    private BuildLock(Path folder, FileChannel channel, FileLock lock) {
        this.folder = folder;
        this.channel = channel;
        this.lock = lock;
    }

    /** Takes the folder {@code dir} (made if missing) if nobody holds it; null if a build holds it. */
    static BuildLock tryAcquire(Path dir) throws IOException {
        Path folder = realFolder(dir);
        synchronized (HELD) {
            if (!HELD.add(folder)) {
                return null;
            }
        }
        return lockFile(folder, false);
    }

    /** Takes the folder {@code dir} (made if missing), waiting for as long as another build holds it. */
    static BuildLock acquire(Path dir) throws IOException, InterruptedException {
        Path folder = realFolder(dir);
        synchronized (HELD) {
            while (!HELD.add(folder)) {
                HELD.wait();
            }
        }
        return lockFile(folder, true);
    }

    /** Locks the file in {@code folder}, which this process now holds; lets go of the folder if that fails. */
    private static BuildLock lockFile(Path folder, boolean wait) throws IOException {
        FileChannel channel = null;
        try {
            channel = FileChannel.open(folder.resolve(FILE), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock = wait ? channel.lock() : channel.tryLock();
            if (lock == null) {
                channel.close();
                release(folder);
                return null;
            }
            return new BuildLock(folder, channel, lock);
        } catch (IOException | RuntimeException | Error e) {
            if (channel != null) {
                channel.close();
            }
            release(folder);
            throw e;
        }
    }

    private static Path realFolder(Path dir) throws IOException {
        return Files.createDirectories(dir).toRealPath();
    }

    private static void release(Path folder) {
        synchronized (HELD) {
            HELD.remove(folder);
            HELD.notifyAll();
        }
    }

    @Override
    public void close() throws IOException {
        try {
            lock.release();
            channel.close();
        } finally {
            release(folder);
        }
    }
}
