package dev.kingme.balance;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * A balance run's checkpoint, in the folder {@code checkpoint} of the run's output folder: the plan
 * ({@code plan.json}, written once when the run starts) and every finished game ({@code games.jsonl}, one
 * JSON object a line, appended and handed to the operating system as each game ends).
 *
 * <p>A line counts once its newline is written: a last line without one was cut off by a crash while it
 * was written, and is dropped (the file is cut back to the last whole line) so that its game is played
 * again. Any other line that is not a game of the plan is an error naming the line. Appending and closing
 * are serialised, so closing (on Ctrl-C, from a shutdown hook) never leaves half a line; after closing,
 * games are no longer written. A run holds a lock on the file {@code lock} beside them while it is open, so
 * that a second run on the same folder is refused instead of playing the same games again.
 */
final class Checkpoint implements AutoCloseable {
    static final String FOLDER = "checkpoint";
    static final String PLAN = "plan.json";
    static final String GAMES = "games.jsonl";
    static final String LOCK = "lock";

    private final Path gamesFile;
    private final GameResult[] games;
    private int count;
    private final FileChannel lock;
    private OutputStream out;

    private Checkpoint(Path gamesFile, GameResult[] games, int count, OutputStream out, FileChannel lock) {
        this.gamesFile = gamesFile;
        this.games = games;
        this.count = count;
        this.out = out;
        this.lock = lock;
    }

    /**
     * Opens the checkpoint of {@code plan} in {@code dir}: a new one when there is none (or when
     * {@code fresh}: the old one is deleted first), else the one there, which must be of the same plan.
     *
     * @param notes told what was repaired (a torn last line dropped)
     * @throws IllegalArgumentException when {@code dir} holds another plan's checkpoint (the message names
     *     what differs) or a damaged one (the message names the file and line)
     */
    static Checkpoint open(Path dir, BalancePlan plan, boolean fresh, Consumer<String> notes) throws IOException {
        Path folder = dir.resolve(FOLDER);
        Files.createDirectories(folder);
        FileChannel lock = lock(dir, folder.resolve(LOCK));
        try {
            return open(dir, folder, plan, fresh, notes, lock);
        } catch (IOException | RuntimeException e) {
            lock.close();
            throw e;
        }
    }

    private static Checkpoint open(Path dir, Path folder, BalancePlan plan, boolean fresh, Consumer<String> notes,
            FileChannel lock) throws IOException {
        Path planFile = folder.resolve(PLAN);
        Path gamesFile = folder.resolve(GAMES);
        if (fresh) {
            Files.deleteIfExists(gamesFile);
            Files.deleteIfExists(planFile);
        }
        GameResult[] games = new GameResult[plan.size()];
        int count = 0;
        if (requireSamePlan(dir, plan) && Files.exists(gamesFile)) {
            count = readGames(gamesFile, plan, games, notes, true);
        }
        if (!Files.exists(planFile)) {
            writeAtomically(planFile, CheckpointJson.plan(plan) + "\n");
        }
        // a FileOutputStream, not a channel: an interrupt never closes it in the middle of a line
        OutputStream out = new FileOutputStream(gamesFile.toFile(), true);
        return new Checkpoint(gamesFile, games, count, out, lock);
    }

    /**
     * Locks the checkpoint for this run: two runs writing the same checkpoint would play and write the same
     * games twice. The operating system lets go of the lock when the process ends, however it ends.
     */
    private static FileChannel lock(Path dir, Path file) throws IOException {
        FileChannel c = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        boolean locked = false;
        try {
            locked = c.tryLock() != null;
        } catch (OverlappingFileLockException inThisProcess) {
            // held by a run in this very process
        } finally {
            if (!locked) {
                c.close();
            }
        }
        if (!locked) {
            throw new IllegalArgumentException(dir + " is in use by another balance run (its checkpoint is locked):"
                    + " wait for it to end or stop it, or write to another folder with --out");
        }
        return c;
    }

    /** How many of the plan's games are finished. */
    synchronized int count() {
        return count;
    }

    /** The plan's games still to be played, in plan order. */
    synchronized List<GameTask> missing(BalancePlan plan) {
        List<GameTask> out = new ArrayList<>();
        for (int i = 0; i < games.length; i++) {
            if (games[i] == null) {
                out.add(plan.task(i));
            }
        }
        return out;
    }

    /** The games finished so far, in plan order. */
    synchronized List<GameResult> finished() {
        List<GameResult> out = new ArrayList<>();
        for (GameResult g : games) {
            if (g != null) {
                out.add(g);
            }
        }
        return out;
    }

    /** Every game, in plan order, once all are finished. */
    synchronized List<GameResult> all() {
        if (count < games.length) {
            throw new IllegalStateException(count + " of " + games.length + " games played");
        }
        return List.of(games);
    }

    /**
     * Writes {@code g} down as one line; false (and nothing written) once the checkpoint is closed.
     *
     * @throws IllegalStateException when the game is already in the checkpoint
     */
    synchronized boolean append(GameResult g) throws IOException {
        if (out == null) {
            return false;
        }
        if (games[g.index()] != null) {
            throw new IllegalStateException("game " + g.index() + " was played twice");
        }
        byte[] line = (CheckpointJson.game(g) + "\n").getBytes(StandardCharsets.UTF_8);
        out.write(line);  // one write: a crash leaves at most this line torn
        out.flush();
        games[g.index()] = g;
        count++;
        return true;
    }

    /** Stops writing; a game under way is never cut in half. Idempotent. */
    @Override
    public synchronized void close() throws IOException {
        if (out != null) {
            OutputStream o = out;
            out = null;
            try {
                o.close();
            } finally {
                lock.close();
            }
        }
    }

    Path gamesFile() {
        return gamesFile;
    }

    /**
     * Checks, changing nothing, that the run of {@code plan} could open its checkpoint in {@code dir}: that a
     * checkpoint there is of the same plan and its lines are the plan's games (a torn last line is fine: it
     * would be dropped). Nothing is checked when {@code fresh}, which deletes it. The lock is not tried.
     *
     * @throws IllegalArgumentException as {@link #open} would
     */
    static void check(Path dir, BalancePlan plan, boolean fresh) throws IOException {
        Path gamesFile = dir.resolve(FOLDER).resolve(GAMES);
        if (!fresh && requireSamePlan(dir, plan) && Files.exists(gamesFile)) {
            readGames(gamesFile, plan, new GameResult[plan.size()], note -> { }, false);
        }
    }

    /**
     * Whether {@code dir} holds a checkpoint of {@code plan} (false when none).
     *
     * @throws IllegalArgumentException when it holds another plan's, or games without a plan
     */
    private static boolean requireSamePlan(Path dir, BalancePlan plan) throws IOException {
        Path planFile = dir.resolve(FOLDER).resolve(PLAN);
        Path gamesFile = dir.resolve(FOLDER).resolve(GAMES);
        if (!Files.exists(planFile)) {
            if (Files.exists(gamesFile)) {
                throw new IllegalArgumentException(gamesFile + " holds games but there is no " + planFile
                        + " to say which run they belong to: add --fresh to start over (its games are deleted)");
            }
            return false;
        }
        List<String> differences = differences(readPlan(planFile), plan);
        if (!differences.isEmpty()) {
            throw new IllegalArgumentException(dir + " holds a balance run with another plan (" + String.join("; ", differences)
                    + "): give the same options to resume it, add --fresh to start over there (its games are"
                    + " deleted), or write to another folder with --out");
        }
        return true;
    }

    // ---- the plan ----------------------------------------------------------------------------------

    /** The plan of the checkpoint in the run folder {@code dir}, or an error saying there is none. */
    static BalancePlan planIn(Path dir) throws IOException {
        Path file = dir.resolve(FOLDER).resolve(PLAN);
        if (!Files.exists(file)) {
            throw new IllegalArgumentException(dir + " holds no balance run (no " + FOLDER + "/" + PLAN + ")");
        }
        return readPlan(file);
    }

    private static BalancePlan readPlan(Path file) throws IOException {
        try {
            return CheckpointJson.plan(Files.readString(file, StandardCharsets.UTF_8));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + " is damaged: " + e.getMessage()
                    + "; add --fresh to start over (its games are deleted)", e);
        }
    }

    /** What differs between the plan {@code there} and the one {@code here}, field by field. */
    static List<String> differences(BalancePlan there, BalancePlan here) {
        List<String> out = new ArrayList<>();
        differ(out, "characters", String.join(",", there.characters()), String.join(",", here.characters()));
        differ(out, "games per pair", there.gamesPerPair(), here.gamesPerPair());
        differ(out, "AI", there.ai(), here.ai());
        differ(out, "iterations", there.iterations(), here.iterations());
        differ(out, "seed", there.seed(), here.seed());
        differ(out, "max plies", there.maxPlies(), here.maxPlies());
        if (!there.characterFiles().equals(here.characterFiles())) {
            out.add("character files " + there.characterFiles().size() + " there, " + here.characterFiles().size()
                    + " here" + (there.characterFiles().size() == here.characterFiles().size() ? ", not the same" : ""));
        }
        return out;
    }

    private static void differ(List<String> out, String what, Object there, Object here) {
        if (!Objects.equals(there, here)) {
            out.add(what + " " + there + " there, " + here + " here");
        }
    }

    // ---- the games ---------------------------------------------------------------------------------

    /**
     * Reads the finished games into {@code games}; returns how many. A torn last line is not read; when
     * {@code repair}, it is cut off the file and {@code notes} told.
     */
    private static int readGames(Path file, BalancePlan plan, GameResult[] games, Consumer<String> notes, boolean repair)
            throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        int whole = bytes.length;
        while (whole > 0 && bytes[whole - 1] != '\n') {
            whole--;
        }
        int[] lineOf = new int[games.length];
        int count = 0;
        int line = 0;
        int start = 0;
        for (int i = 0; i < whole; i++) {
            if (bytes[i] != '\n') {
                continue;
            }
            line++;
            String text = new String(bytes, start, i - start, StandardCharsets.UTF_8);
            start = i + 1;
            GameResult g;
            try {
                g = CheckpointJson.game(text, plan);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + " line " + line + ": " + e.getMessage() + " (fix or delete the line,"
                        + " or add --fresh to start over)", e);
            }
            if (games[g.index()] != null) {
                throw new IllegalArgumentException(file + " line " + line + ": game " + g.index() + " again (it is on line "
                        + lineOf[g.index()] + "); delete one of the two lines, or add --fresh to start over");
            }
            games[g.index()] = g;
            lineOf[g.index()] = line;
            count++;
        }
        if (repair && whole < bytes.length) {
            try (FileChannel c = FileChannel.open(file, StandardOpenOption.WRITE)) {
                c.truncate(whole);
            }
            notes.accept(file + " line " + (line + 1) + " was cut off (the run stopped while writing it): dropped,"
                    + " its game will be played again");
        }
        return count;
    }

    private static void writeAtomically(Path file, String text) throws IOException {
        Path tmp = Files.createTempFile(file.getParent(), ".plan-", ".tmp");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
