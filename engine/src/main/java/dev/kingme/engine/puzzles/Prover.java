package dev.kingme.engine.puzzles;

import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.engine.search.EndgameDatabase;
import dev.kingme.engine.search.Score;
import dev.kingme.engine.search.SearchLimits;
import dev.kingme.engine.search.SearchResult;
import dev.kingme.engine.search.Searcher;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Proves positions (the ruling is in {@code docs/rules/puzzles.md}). A position's result for the side to move is
 * proved:
 * <ul>
 *   <li>by the end of the game: a side without a legal move has lost;
 *   <li>by the endgame database, for a position with few enough pieces: a win, a loss or a draw, exact;
 *   <li>by a forced move: a position with one legal move has the result of the position after it;
 *   <li>by the search: a full-width alpha-beta search (no move reduced or pruned, {@link Searcher#setSelective}
 *       off), with the database at its leaves, that returns a forced win or loss ({@link Score#isDecisive}) within
 *       its depth and node limits: every defence was searched to the end of the game or into the database. A
 *       search stopped by its node limit proves nothing, whatever it had found.
 * </ul>
 * Nothing else proves a draw: above the database, a search that finds no win has shown only that it found none.
 *
 * <p>Every search starts afresh (its tables cleared), so what is proved about a position depends on the position and
 * the settings alone, not on what was searched before: anyone with the same settings proves the same. Proofs are
 * kept by position, so a position met again is not searched again. Not thread-safe.
 */
public final class Prover {
    /** The longest run of forced moves followed before a position is left unproved. */
    static final int MAX_FORCED = 40;
    /** The searches' transposition table, small enough to clear before each search. */
    static final int TABLE_MEGABYTES = 8;

    private final EndgameDatabase database;
    private final SearchLimits limits;
    private final Searcher searcher;
    private final Map<Long, Proof> proved = new HashMap<>();

    /**
     * A prover looking positions up in {@code database} and searching the others {@code depth} plies deep, giving a
     * search up at {@code maxNodes} nodes.
     */
    public Prover(EndgameDatabase database, int depth, long maxNodes) {
        if (depth < 1 || maxNodes < 1) {
            throw new IllegalArgumentException("a proof needs a depth and a node limit of at least 1");
        }
        this.database = database;
        this.limits = new SearchLimits(depth, 0, maxNodes);
        this.searcher = new Searcher(TABLE_MEGABYTES);
        searcher.setThreads(1);
        searcher.setSelective(false);
        searcher.useEndgameDatabase(database);
    }

    /** The database the proofs use. */
    public EndgameDatabase database() {
        return database;
    }

    /** The search depth the proofs use. */
    public int depth() {
        return limits.maxDepth();
    }

    /** The node limit of each search. */
    public long maxNodes() {
        return limits.maxNodes();
    }

    /** What is proved about {@code p} for its side to move. */
    public Proof prove(Position p) {
        return prove(p, 0);
    }

    private Proof prove(Position p, int forced) {
        Proof known = proved.get(p.hash());
        if (known != null) {
            return known;
        }
        Proof proof = uncached(p, forced);
        if (forced == 0) {
            proved.put(p.hash(), proof);  // one met in a run of forced moves may have been cut short by its length
        }
        return proof;
    }

    private Proof uncached(Position p, int forced) {
        List<Move> legal = p.legalMoves();
        if (legal.isEmpty()) {
            return Proof.loss(0, false);
        }
        if (database.covers(p)) {
            int v = database.score(p);
            return Score.isWin(v) ? Proof.win(Score.movesToWin(v), true)
                    : Score.isLoss(v) ? Proof.loss(Score.movesToWin(v), true) : Proof.draw();
        }
        if (legal.size() == 1) {
            return forced >= MAX_FORCED ? Proof.unproved() : prove(p.apply(legal.get(0)), forced + 1).forMover();
        }
        searcher.newGame();
        SearchResult r = searcher.search(p, limits);
        if (r.nodes() >= limits.maxNodes()) {
            return Proof.unproved();  // stopped: what it found may rest on an unfinished iteration
        }
        if (Score.isWin(r.score())) {
            return Proof.win(Score.movesToWin(r.score()), r.database());
        }
        if (Score.isLoss(r.score())) {
            return Proof.loss(Score.movesToWin(r.score()), r.database());
        }
        return Proof.unproved();
    }
}
