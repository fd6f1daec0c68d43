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
 * built in memory on first use. Bigger ones are built once by {@code kingme egdb build --pieces N} into a
 * folder and read from there, every file checked; {@link #standard()} takes them from
 * {@link #defaultFolder()} when they are there.
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

    private final Tables tables;
    private final int pieces;
    private final String source;

    private EndgameDatabase(Tables tables, int pieces, String source) {
        this.tables = tables;
        this.pieces = pieces;
        this.source = source;
    }

    /**
     * The database every engine uses unless told otherwise, made once and shared: the files in
     * {@link #defaultFolder()} for as many pieces as it has complete, or, without them, up to
     * {@value #IN_MEMORY_PIECES} pieces built in memory. Files that fail their checks are not used: the problem
     * is reported on the standard error stream, once, and the smaller database built in memory stands in.
     */
    public static EndgameDatabase standard() {
        return Standard.DATABASE;
    }

    private static final class Standard {
        static final EndgameDatabase DATABASE = make();

        private static EndgameDatabase make() {
            Path dir = defaultFolder();
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
        String source = tables.mappedBytes() == 0 ? dir.toString()
                : String.format(java.util.Locale.ROOT, "%s (%d MB in memory, %d MB read from disk as needed)", dir,
                        tables.bytes() >> 20, tables.mappedBytes() >> 20);
        return new EndgameDatabase(tables, pieces, source);
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
