package dev.kingme.engine.search;

import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import dev.kingme.engine.egdb.Builder;
import dev.kingme.engine.egdb.DatabaseException;
import dev.kingme.engine.egdb.Tables;
import dev.kingme.engine.egdb.Value;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Perfect play for every position with few pieces, worked out by the engine itself (see
 * {@link dev.kingme.engine.egdb}): win, loss or draw for the side to move, with the plies to the end of
 * the game under best play (the winner hurrying, the loser holding out), in {@link Score} units.
 *
 * <p>Up to three pieces the databases take a fraction of a second to build, so without files they are
 * built in memory on first use. Bigger ones are built once by {@code kingme egdb build --pieces N} (or in the
 * background: {@link StandardBuild}) into a folder and read from there, every file checked;
 * {@link #standard()} takes them from {@link #defaultFolder()} when they are there.
 *
 * <p>A database may be superseded by a bigger one while the program runs ({@link #supersede}): a searcher
 * that uses it moves on to the bigger one at its next search ({@link #newest()}).
 *
 * <p>Draws here are draws of the rules without the repetition and no-progress counts, which cannot turn a
 * forced win into anything else but do not exist in this idealised game; a real game's counters are the
 * caller's business.
 */
public final class EndgameDatabase {
    /** The most pieces a database can be built for. */
    public static final int MAX_PIECES = Builder.MAX_PIECES;
    /** The pieces {@link #standard()} builds in memory when no files are found. */
    static final int IN_MEMORY_PIECES = 3;
    /** Where the databases are looked for unless the system property or environment variable says otherwise. */
    public static final String DEFAULT_FOLDER = "kingme-data/egdb";

    /** The standard database once made; null until {@link #standard()} is first asked. */
    private static volatile EndgameDatabase standard;

    private final Tables tables;
    private final int pieces;
    private final String source;
    /** The bigger database that replaced this one, or null. */
    private volatile EndgameDatabase successor;

    private EndgameDatabase(Tables tables, int pieces, String source) {
        this.tables = tables;
        this.pieces = pieces;
        this.source = source;
    }

    /**
     * The database every engine uses unless told otherwise, made at its first use and shared: the files in
     * {@link #defaultFolder()} for as many pieces as it has complete, or, without them, up to
     * {@value #IN_MEMORY_PIECES} pieces built in memory. Files that fail their checks are not used: the problem
     * is reported on the standard error stream, once, and the smaller database built in memory stands in. Files
     * built while the program runs replace it through {@link #reloadStandard()}.
     */
    public static EndgameDatabase standard() {
        EndgameDatabase d = standard;
        if (d == null) {
            synchronized (EndgameDatabase.class) {
                if (standard == null) {
                    standard = fromFolder(defaultFolder());
                }
                d = standard;
            }
        }
        return d;
    }

    /**
     * Reads {@link #defaultFolder()} again, after files were built into it while the program ran: if it now
     * holds more pieces complete than {@link #standard()} answers for, they become the standard database and
     * supersede the old one, so the searchers using it take them from their next search. Nothing happens
     * before the standard database is first asked for (it will read the files then).
     */
    public static void reloadStandard() {
        synchronized (EndgameDatabase.class) {
            EndgameDatabase old = standard;
            if (old == null || Builder.complete(defaultFolder()) <= old.pieces) {
                return;
            }
            EndgameDatabase now = fromFolder(defaultFolder());
            if (now.pieces > old.pieces) {
                old.supersede(now);
                standard = now;
            }
        }
    }

    /**
     * The files in {@code dir} for as many pieces as it has complete, if more than {@value #IN_MEMORY_PIECES};
     * else, or when they fail their checks (said on standard error), {@value #IN_MEMORY_PIECES} pieces built in
     * memory.
     */
    static EndgameDatabase fromFolder(Path dir) {
        int n = Files.isDirectory(dir) ? Builder.complete(dir) : 0;
        if (n > IN_MEMORY_PIECES) {
            try {
                return load(dir, n);
            } catch (DatabaseException e) {
                System.err.println("kingme: the endgame database in " + dir + " is not used: " + e.getMessage()
                        + " (kingme egdb build repairs it)");
            } catch (IllegalArgumentException e) {
                System.err.println("kingme: the endgame database in " + dir + " is not used: " + e.getMessage());
            }
        }
        return build(IN_MEMORY_PIECES);
    }

    /**
     * The folder the databases are read from and built into by default: the system property
     * {@code kingme.egdb}, else the environment variable {@code KINGME_EGDB}, else {@value #DEFAULT_FOLDER} in
     * the working directory.
     */
    public static Path defaultFolder() {
        String p = System.getProperty("kingme.egdb");
        if (p == null || p.isBlank()) {
            p = System.getenv("KINGME_EGDB");
        }
        return Path.of(p == null || p.isBlank() ? DEFAULT_FOLDER : p);
    }

    /**
     * Builds the database for up to {@code pieces} pieces in memory (2 to 4 take up to a few seconds; more
     * belongs in files).
     *
     * @throws IllegalArgumentException unless {@code pieces} is 2..{@value #MAX_PIECES}
     */
    public static EndgameDatabase build(int pieces) {
        return new EndgameDatabase(Builder.inMemory(pieces), pieces, "built in memory");
    }

    /** Reads and checks the files of up to {@code pieces} pieces in {@code dir}. */
    public static EndgameDatabase load(Path dir, int pieces) throws DatabaseException {
        Tables tables = Builder.load(dir, pieces);
        String source = dir.toString();
        if (tables.packedBytes() > 0 || tables.mappedBytes() > 0) {
            source += String.format(java.util.Locale.ROOT, " (%d MB in memory", tables.bytes() >> 20);
            if (tables.packedBytes() > 0) {
                source += String.format(java.util.Locale.ROOT, ", %d MB kept deflated in memory",
                        tables.packedBytes() >> 20);
            }
            if (tables.mappedBytes() > 0) {
                source += String.format(java.util.Locale.ROOT, ", %d MB read from disk as needed",
                        tables.mappedBytes() >> 20);
            }
            source += ")";
        }
        return new EndgameDatabase(tables, pieces, source);
    }

    /**
     * Hands everyone who uses this database over to {@code bigger}, a database of more pieces: see
     * {@link #newest()}.
     *
     * @throws IllegalArgumentException unless {@code bigger} answers for more pieces
     */
    public void supersede(EndgameDatabase bigger) {
        if (bigger.pieces <= pieces) {
            throw new IllegalArgumentException("a database of " + pieces + " pieces can only be superseded by a bigger"
                    + " one, not one of " + bigger.pieces);
        }
        successor = bigger;
    }

    /**
     * The database that has superseded this one, and so on to the last (each has more pieces, so the chain
     * ends); this one when none has.
     */
    public EndgameDatabase newest() {
        EndgameDatabase d = this;
        for (EndgameDatabase next = d.successor; next != null; next = d.successor) {
            d = next;
        }
        return d;
    }

    /** The number of pieces up to which the database answers. */
    public int pieces() {
        return pieces;
    }

    /** The number of positions (indices) it holds. */
    public long size() {
        return tables.positions();
    }

    /** Where it came from: a folder, or "built in memory". */
    public String source() {
        return source;
    }

    /** True when {@code p} has few enough pieces to be looked up. */
    public boolean covers(Position p) {
        return Long.bitCount(p.black() | p.white()) <= pieces;
    }

    /**
     * The value of {@code p} for the side to move: {@link Score#winIn}, {@link Score#lossIn} (plies from
     * {@code p}) or 0 for a draw.
     *
     * @throws IllegalArgumentException when {@code p} has too many pieces
     */
    public int score(Position p) {
        if (!covers(p)) {
            throw new IllegalArgumentException(p + " has more than " + pieces + " pieces");
        }
        int v = probe(p.black(), p.white(), p.kings(), p.toMove() == Side.WHITE);
        if (v == UNKNOWN) {
            throw new IllegalArgumentException(p + " has a man on the row where it would be a king");
        }
        return v;
    }

    /** What {@link #probe} returns for a position that is not in the database. */
    static final int UNKNOWN = Integer.MIN_VALUE;

    /**
     * As {@link #score(Position)} for bitboards with few enough pieces, or {@link #UNKNOWN} for a position
     * the database does not hold (a man on its crowning row, too many pieces).
     */
    int probe(long black, long white, long kings, boolean whiteToMove) {
        int v = tables.probe(black, white, kings, whiteToMove);
        if (v == Value.UNKNOWN) {
            return UNKNOWN;
        }
        if (v == Value.DRAW) {
            return 0;
        }
        return Value.isWin(v) ? Score.winIn(Value.plies(v)) : Score.lossIn(Value.plies(v));
    }
}
