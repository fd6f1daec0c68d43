package dev.kingme.engine.egdb;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Builds the databases of up to so many pieces, slice pair by slice pair in {@link Slice#buildOrder}, into
 * a folder of {@link SliceFile}s or only in memory.
 *
 * <p>Resuming: the slices whose files are already in the folder are read and checked instead of solved
 * again, so a build interrupted at any point goes on from the last pair it finished. A file that fails its
 * checks is reported to the listener and solved again, never used. A file of an older format is written
 * again in the current one ({@link SliceFile}), into place, so that a folder built before it can be kept in
 * memory as it is on disk.
 *
 * <p>One build at a time writes into a folder, across processes ({@link BuildLock}): a second one waits
 * until the first is done and then finds its files.
 */
public final class Builder {
    /** The most pieces a build takes: six already need several gigabytes of memory (2.7 GB of values). */
    public static final int MAX_PIECES = 6;

    /** What a build tells as it goes; every method has a default that ignores it. */
    public interface Listener {
        /** The build starts: {@code total} positions in all, {@code done} of them read from files. */
        default void begin(long total, long done) {
        }

        /** {@code done} of the total are solved (or were on disk). */
        default void progress(long done) {
        }

        /** A slice is solved and, when building into a folder, written ({@code fileBytes}, else 0). */
        default void solved(Slice slice, long fileBytes) {
        }

        /** A file of an older format was written again in the current one ({@code fileBytes} now). */
        default void rewritten(Slice slice, long fileBytes) {
        }

        /** A file in the folder was damaged and is being built again. */
        default void damaged(DatabaseException problem) {
        }

        /** Another build, in this process or another, holds the folder: this one waits until it is done. */
        default void waiting() {
        }
    }

    private Builder() {
    }

    /** Builds every slice of 2 to {@code maxPieces} pieces in memory, with nothing written. */
    public static Tables inMemory(int maxPieces) {
        try {
            return build(maxPieces, null, new Listener() {
            });
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e); // no file is touched
        }
    }

    /**
     * Builds, or completes, the databases of 2 to {@code maxPieces} pieces in {@code dir} (null: in memory
     * only), and returns them. Into a folder, it first waits for any other build there to finish.
     *
     * @throws java.io.InterruptedIOException when interrupted while it waits
     */
    public static Tables build(int maxPieces, Path dir, Listener listener) throws IOException {
        if (maxPieces < 2 || maxPieces > MAX_PIECES) {
            throw new IllegalArgumentException("endgame databases go from 2 to " + MAX_PIECES + " pieces, not " + maxPieces);
        }
        if (dir == null) {
            return buildHeld(maxPieces, null, listener);
        }
        try (BuildLock lock = lock(dir, listener)) {
            return buildHeld(maxPieces, dir, listener);
        }
    }

    /** The folder's lock, at once or once the build that holds it is done (telling the listener it waits). */
    private static BuildLock lock(Path dir, Listener listener) throws IOException {
        BuildLock lock = BuildLock.tryAcquire(dir);
        if (lock != null) {
            return lock;
        }
        listener.waiting();
        try {
            return BuildLock.acquire(dir);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.io.InterruptedIOException("interrupted while waiting for another build in " + dir);
        }
    }

    /** {@link #build} once the folder is this build's (or there is none). */
    private static Tables buildHeld(int maxPieces, Path dir, Listener listener) throws IOException {
        List<Slice> order = Slice.buildOrder(maxPieces);
        Tables tables = new Tables();
        long total = 0;
        long done = 0;
        for (Slice s : order) {
            total += s.size();
            if (dir != null && Files.exists(SliceFile.path(dir, s))) {
                try {
                    byte[] values = SliceFile.read(dir, s);
                    if (SliceFile.header(dir, s).format() != SliceFile.FORMAT) {
                        listener.rewritten(s, SliceFile.write(dir, s, values));
                    }
                    tables.put(s, values);
                    done += s.size();
                } catch (DatabaseException e) {
                    listener.damaged(e);
                }
            }
        }
        listener.begin(total, done);
        long[] progress = {done};
        for (Slice s : order) {
            if (tables.has(s)) {
                continue;
            }
            Solver solver = new Solver(tables, s);
            byte[][] values = solver.solve(n -> {
                progress[0] += n;
                listener.progress(progress[0]);
            });
            Slice[] pair = solver.slices();
            for (int i = 0; i < pair.length; i++) {
                long bytes = 0;
                if (dir != null) {
                    UnreadValues.fill(values[i], solver.unread(i)); // compresses better; look-ups never read them
                    bytes = SliceFile.write(dir, pair[i], values[i]);
                }
                tables.put(pair[i], values[i]);
                listener.solved(pair[i], bytes);
            }
        }
        return tables;
    }

    /**
     * Reads and checks every slice of 2 to {@code maxPieces} pieces from {@code dir}, in memory as far as
     * {@link #memoryBudget()} allows and from disk beyond it.
     */
    public static Tables load(Path dir, int maxPieces) throws DatabaseException {
        return load(dir, maxPieces, memoryBudget());
    }

    /**
     * As {@link #load(Path, int)} with {@code budget} bytes of memory for the values. Files of format 3 can be
     * kept deflated in memory as they are on disk ({@link PackedValues}), in about a fifth of the memory. The
     * slices are taken in build order (fewer pieces first): each is inflated into memory if that leaves room
     * for every later one kept deflated, else kept deflated if it fits, else read from disk as it is needed
     * ({@link UnpackedSlice}). So a budget that holds all of them deflated holds all of them in memory, as
     * many as it can inflated: the smaller slices, which the search meets most.
     */
    public static Tables load(Path dir, int maxPieces, long budget) throws DatabaseException {
        List<Slice> order = Slice.buildOrder(maxPieces);
        SliceFile.Header[] headers = new SliceFile.Header[order.size()];
        long laterPacked = 0;
        for (int i = 0; i < headers.length; i++) {
            headers[i] = SliceFile.header(dir, order.get(i));
            laterPacked += packedCost(headers[i]);
        }
        Tables tables = new Tables();
        for (int i = 0; i < headers.length; i++) {
            Slice s = order.get(i);
            laterPacked -= packedCost(headers[i]);
            long used = tables.bytes() + tables.packedBytes();
            if (used + s.size() + laterPacked <= budget) {
                tables.put(s, SliceFile.read(dir, s));
            } else if (headers[i].format() == SliceFile.FORMAT && used + packedCost(headers[i]) <= budget) {
                tables.putPacked(s, SliceFile.readPacked(dir, s));
            } else {
                tables.putMapped(s, UnpackedSlice.map(dir, s));
            }
        }
        return tables;
    }

    /** The memory a slice kept deflated takes, about; 0 for a file of an older format, which cannot be. */
    private static long packedCost(SliceFile.Header h) {
        return h.format() == SliceFile.FORMAT ? PackedValues.bytes(h.size(), h.bodyLength()) : 0;
    }

    /**
     * The memory the databases' values may take: the system property {@code kingme.egdb.memory} in
     * megabytes, else half the most the Java heap may grow to.
     */
    public static long memoryBudget() {
        String mb = System.getProperty("kingme.egdb.memory");
        if (mb != null && !mb.isBlank()) {
            try {
                return Math.max(0, Long.parseLong(mb.strip())) * 1024 * 1024;
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("kingme.egdb.memory must be a number of megabytes, got \"" + mb + "\"");
            }
        }
        return Runtime.getRuntime().maxMemory() / 2;
    }

    /** Reads and checks the file of one slice, throwing what is wrong with it. */
    public static void check(Path dir, Slice s) throws DatabaseException {
        SliceFile.read(dir, s);
    }

    /** The most pieces of which {@code dir} holds at least one slice's file (0 when none). */
    public static int largest(Path dir) {
        int most = 0;
        for (int n = 2; n <= MAX_PIECES; n++) {
            for (Slice s : Slice.of(n)) {
                if (Files.exists(SliceFile.path(dir, s))) {
                    most = n;
                    break;
                }
            }
        }
        return most;
    }

    /**
     * The most pieces for which {@code dir} has every slice's file (0 when it has not even the two-piece
     * ones); the files are not read.
     */
    public static int complete(Path dir) {
        int n = 1;
        while (n < MAX_PIECES) {
            for (Slice s : Slice.of(n + 1)) {
                if (!Files.isRegularFile(SliceFile.path(dir, s))) {
                    return n == 1 ? 0 : n;
                }
            }
            n++;
        }
        return n;
    }

    /** The positions (indices) of every slice of 2 to {@code maxPieces} pieces. */
    public static long positions(int maxPieces) {
        long n = 0;
        for (Slice s : Slice.buildOrder(maxPieces)) {
            n += s.size();
        }
        return n;
    }

    /**
     * About the most Java heap a build of 2 to {@code maxPieces} pieces takes: the values of every slice (a
     * build keeps them all, for the captures and crownings of the bigger slices) and, for the biggest pair
     * being solved, its values, counts and longest losses (a byte each a position) and its queue (up to an
     * int a position), with a quarter more for the rest.
     */
    public static long memoryNeeded(int maxPieces) {
        long biggestPair = 0;
        for (Slice s : Slice.buildOrder(maxPieces)) {
            biggestPair = Math.max(biggestPair, s.equals(s.partner()) ? s.size() : s.size() + s.partner().size());
        }
        return (positions(maxPieces) + 6 * biggestPair) * 5 / 4;
    }

    /**
     * The positions of the slices of 2 to {@code maxPieces} pieces whose files are in {@code dir}, not read:
     * how far the builds into it have come.
     */
    public static long positionsInFiles(Path dir, int maxPieces) {
        long n = 0;
        for (Slice s : Slice.buildOrder(maxPieces)) {
            if (Files.isRegularFile(SliceFile.path(dir, s))) {
                n += s.size();
            }
        }
        return n;
    }

    /** The path of a slice's file in {@code dir}. */
    public static Path file(Path dir, Slice s) {
        return SliceFile.path(dir, s);
    }
}
