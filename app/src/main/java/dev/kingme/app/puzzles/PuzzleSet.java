package dev.kingme.app.puzzles;

import dev.kingme.engine.puzzles.Prover;
import dev.kingme.engine.puzzles.Puzzle;
import dev.kingme.engine.search.EndgameDatabase;
import java.util.List;
import java.util.Optional;

/**
 * A set of puzzles and the proof settings that found them, so that anyone can prove them again alike.
 *
 * @param databasePieces the endgame database's pieces: up to {@link #IN_MEMORY_PIECES} built in memory, more read from
 *     the database's folder ({@code kingme egdb build})
 * @param depth the proving searches' depth
 * @param nodes the proving searches' node limit
 * @param puzzles the puzzles, in the order they were found
 */
public record PuzzleSet(int databasePieces, int depth, long nodes, List<Puzzle> puzzles) {
    /** The most pieces of a database built in memory, in a few seconds, when the set is proved. */
    public static final int IN_MEMORY_PIECES = 4;
    /** Where the server's set is among the resources. */
    public static final String SHIPPED = "/puzzles/puzzles.json";

    public PuzzleSet {
        puzzles = List.copyOf(puzzles);
        if (databasePieces < 2 || databasePieces > EndgameDatabase.MAX_PIECES) {
            throw new IllegalArgumentException("the database's pieces must be 2 to " + EndgameDatabase.MAX_PIECES
                    + ", got " + databasePieces);
        }
    }

    /** The puzzle named {@code id}. */
    public Optional<Puzzle> byId(String id) {
        return puzzles.stream().filter(p -> p.id().equals(id)).findFirst();
    }

    /**
     * A prover with the set's settings: its database built in memory, or read from {@link EndgameDatabase#defaultFolder()}
     * for more than {@value #IN_MEMORY_PIECES} pieces.
     *
     * @throws IllegalStateException when the folder lacks the database's files
     */
    public Prover prover() {
        return new Prover(database(databasePieces), depth, nodes);
    }

    /** The database of {@code pieces} pieces, as {@link #prover()} takes it. */
    public static EndgameDatabase database(int pieces) {
        if (pieces <= IN_MEMORY_PIECES) {
            return EndgameDatabase.build(pieces);
        }
        try {
            return EndgameDatabase.load(EndgameDatabase.defaultFolder(), pieces);
        } catch (dev.kingme.engine.egdb.DatabaseException | IllegalArgumentException e) {
            throw new IllegalStateException("the endgame database of " + pieces + " pieces is not in "
                    + EndgameDatabase.defaultFolder() + " (kingme egdb build --pieces " + pieces + "): " + e.getMessage(), e);
        }
    }

    /** The shipped set, read once. */
    public static PuzzleSet shipped() {
        return Shipped.SET;
    }

    private static final class Shipped {
        static final PuzzleSet SET = read();

        private static PuzzleSet read() {
            try (java.io.InputStream in = PuzzleSet.class.getResourceAsStream(SHIPPED)) {
                if (in == null) {
                    throw new IllegalStateException("resource " + SHIPPED + " is missing from the jar");
                }
                return PuzzleFile.read(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException("reading " + SHIPPED, e);
            }
        }
    }
}
