package dev.kingme.engine.puzzles;

import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.engine.search.Score;
import dev.kingme.engine.search.SearchLimits;
import dev.kingme.engine.search.Searcher;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Finds puzzles in games. Proving every move of every position would take hours, so a position is first screened,
 * and only a candidate is proved ({@link MoveProofs}, {@link SolutionLine}):
 * <ul>
 *   <li>a position the endgame database holds is always a candidate (its moves are looked up, not searched);
 *   <li>another is a candidate when a quick selective search finds a forced win for the side to move, or when one
 *       of its moves leads into the database, at once or through forced replies (a capture down to few pieces, or
 *       a piece given to force an exchange there, may be the only move that holds: the prover can show that
 *       draw, since it follows forced moves into the database).
 * </ul>
 * The first {@value #OPENING_PLIES} plies of a game (the ballot and the book), positions with a single move and
 * those of fewer than {@value #MIN_PIECES} pieces (a king against a king, or against two, is a lesson rather than a
 * puzzle) are passed over; a position met before, in this game or an earlier one, is not looked at again. A puzzle needs a
 * theme ({@link Themes}). The positions of a puzzle's solution are not looked at again either: the puzzle that starts
 * there is a part of this one. Not thread-safe.
 */
public final class PuzzleFinder {
    /** The plies at the start of a game that are never a puzzle. */
    static final int OPENING_PLIES = 6;
    /** The fewest pieces of a puzzle. */
    static final int MIN_PIECES = 4;

    private final Prover prover;
    private final int maxSolverMoves;
    private final Searcher screen = new Searcher(16);
    private final SearchLimits screenLimits;
    private final Set<Long> seen = new HashSet<>();

    /**
     * A finder proving with {@code prover}, screening each position with a search of {@code screenNodes} nodes, and
     * following solutions for at most {@code maxSolverMoves} moves of the solver.
     */
    public PuzzleFinder(Prover prover, long screenNodes, int maxSolverMoves) {
        if (maxSolverMoves < 1) {
            throw new IllegalArgumentException("a solution has at least one move, not " + maxSolverMoves);
        }
        this.prover = prover;
        this.maxSolverMoves = maxSolverMoves;
        this.screenLimits = new SearchLimits(0, 0, screenNodes);
        screen.setThreads(1);
        screen.useEndgameDatabase(prover.database());
    }

    /** The puzzles of {@code game}, in the order of its positions. */
    public List<Puzzle> find(SourceGame game) {
        List<Puzzle> found = new ArrayList<>();
        List<Position> positions = game.positions();
        for (int i = OPENING_PLIES; i < positions.size(); i++) {
            at(positions.get(i), game.source()).ifPresent(found::add);
        }
        return found;
    }

    /** The puzzle at {@code p}, from {@code source}, if it is one and was not looked at before. */
    public Optional<Puzzle> at(Position p, String source) {
        if (!seen.add(p.hash()) || Long.bitCount(p.black() | p.white()) < MIN_PIECES || MoveProofs.distinct(p).size() < 2
                || !candidate(p)) {
            return Optional.empty();
        }
        Optional<SolutionLine> line = SolutionLine.of(p, prover, maxSolverMoves);
        line.ifPresent(l -> {
            Position at = p;
            for (Move m : l.moves()) {
                at = at.apply(m);
                seen.add(at.hash());
            }
        });
        return line.flatMap(l -> Themes.of(l).map(theme -> Puzzle.of(l, theme, source)));
    }

    /** The most forced moves followed from a move to see whether it leads into the database. */
    static final int FORCED_PLIES = 6;

    private boolean candidate(Position p) {
        if (prover.database().covers(p)) {
            return true;
        }
        for (Move m : p.legalMoves()) {
            if (intoDatabase(p.apply(m))) {
                return true;
            }
        }
        return Score.isWin(screen.search(p, screenLimits).score());
    }

    /** Whether {@code p} is in the database, or gets there through at most {@value #FORCED_PLIES} forced moves. */
    private boolean intoDatabase(Position p) {
        Position at = p;
        for (int i = 0; i <= FORCED_PLIES; i++) {
            if (prover.database().covers(at)) {
                return true;
            }
            List<Move> moves = MoveProofs.distinct(at);
            if (moves.size() != 1) {
                return false;
            }
            at = at.apply(moves.get(0));
        }
        return false;
    }
}
