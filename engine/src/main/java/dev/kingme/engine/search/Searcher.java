package dev.kingme.engine.search;

import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.engine.eval.Evaluator;
import dev.kingme.engine.eval.nnue.Network;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * Finds good moves of American checkers: iterative deepening with aspiration windows over a
 * principal-variation alpha-beta search ({@link SearchWorker}, where the tree is defined) with a
 * transposition table, killer moves, the history heuristic, late-move reductions, singular extensions, pruning
 * near the horizon and the endgame database.
 *
 * <p>With more than one thread ({@link #setThreads}) the search is Lazy SMP: helper threads search the same
 * root at the same time, each its own iterative deepening (odd helpers a ply deeper), sharing only the
 * transposition table, so what one finds the others, and the main thread, read there. The main thread alone
 * decides when to stop and which move to play. One thread (the default) searches the same tree every time.
 *
 * <p>One instance per game or analysis: it keeps its tables between searches (so consecutive moves of a
 * game reuse them) and is not itself thread-safe.
 */
public final class Searcher {
    /** The deepest search path, extensions included; deeper nodes are evaluated statically. */
    static final int MAX_PLY = SearchWorker.MAX_PLY;
    /** The deepest nominal depth iterative deepening tries when no depth limit is given. */
    static final int MAX_DEPTH = 96;
    private static final int DEFAULT_TABLE_MEGABYTES = 32;
    private static final int ASPIRATION = 40;
    /** The threads a new searcher starts with (see {@link #setDefaultThreads}). */
    private static volatile int defaultThreads = 1;

    private final TranspositionTable table;
    private final SearchWorker main = new SearchWorker(this, true);
    private final HelperThreads helpers = new HelperThreads(this);

    /** The game's positions before the root since its last capture or man's move, oldest first. */
    long[] gameHistory = new long[0];
    EndgameDatabase endgames;
    Evaluator evaluator = Evaluator.standard();
    /** The network that evaluates the leaves instead of {@link #evaluator}; null: the linear evaluation. */
    Network network = Evaluation.defaultNetwork();
    /** With a network, the margin of the lazy evaluation in hundredths of a man; 0: the network everywhere. */
    int lazyMargin = Evaluation.defaultLazyMargin();
    int endgamePieces = -1;
    boolean selective = true;
    volatile boolean stopped;
    private long nodeLimit;
    private long deadline;
    private final TimeManager time = new TimeManager();

    /** A searcher with a transposition table of about 32 MB. */
    public Searcher() {
        this(DEFAULT_TABLE_MEGABYTES);
    }

    /**
     * A searcher with a transposition table of about {@code ttMegabytes} MB; 0 searches without one (slower,
     * but with {@link #setSelective} off the search tree is then exactly alpha-beta's, which the tests compare
     * with plain minimax).
     */
    public Searcher(int ttMegabytes) {
        if (ttMegabytes < 0) {
            throw new IllegalArgumentException("table size must not be negative, got " + ttMegabytes);
        }
        table = ttMegabytes == 0 ? null : new TranspositionTable(ttMegabytes);
        if (defaultThreads > 1) {
            setThreads(defaultThreads);
        }
    }

    /**
     * The number of threads every searcher made from now on starts with (1 unless changed): a program that
     * analyses one position at a time ({@code kingme analyze}, {@code kingme engine}) sets it once to its
     * cores; one that plays many games at once leaves it at 1.
     */
    public static int defaultThreads() {
        return defaultThreads;
    }

    /** See {@link #defaultThreads()}. */
    public static void setDefaultThreads(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("a search needs at least one thread, got " + threads);
        }
        defaultThreads = threads;
    }

    TranspositionTable table() {
        return table;
    }

    /**
     * Looks positions with few pieces up in {@code database} instead of searching them (null: never). The
     * tree is then no longer plain alpha-beta's, but its values are exact where the database answers. When a
     * bigger database supersedes it ({@link EndgameDatabase#supersede}), the next search uses that one.
     */
    public void useEndgameDatabase(EndgameDatabase database) {
        endgames = database;
        endgamePieces = database == null ? -1 : database.pieces();
    }

    /** Evaluates leaves with the linear evaluation {@code e} (and no network). */
    public void setEvaluator(Evaluator e) {
        evaluator = e;
        network = null;
    }

    /**
     * Evaluates leaves with {@code n}, its first layer kept incrementally along the search path; null: with the
     * linear evaluation. The default is {@link Evaluation#defaultNetwork()}.
     */
    public void setNetwork(Network n) {
        network = n;
    }

    /**
     * With a network, evaluates lazily: a leaf whose linear score lies at least {@code margin} hundredths of a
     * man outside the search's window, or a node whose linear score is that far from the static cut-off's and
     * futility's thresholds, keeps the linear score, and the network is asked only elsewhere. 0, the default
     * unless {@link Evaluation#defaultLazyMargin()} says otherwise, asks the network everywhere.
     */
    public void setLazyMargin(int margin) {
        if (margin < 0) {
            throw new IllegalArgumentException("the lazy evaluation's margin must not be negative, got " + margin);
        }
        lazyMargin = margin;
    }

    /** See {@link #setLazyMargin}. */
    public int lazyMargin() {
        return lazyMargin;
    }

    /** The network evaluating the leaves, or null when the linear evaluation does. */
    public Network network() {
        return network;
    }

    /** The static score of {@code p} for the side to move by this searcher's evaluation (as at the leaves). */
    public int evaluate(Position p) {
        return network != null && !StaticScores.linearHere(p) ? network.evaluate(p) : evaluator.evaluate(p);
    }

    /**
     * Searches with {@code threads} threads (Lazy SMP, see the class comment); 1, the default, is the only
     * setting whose searches repeat exactly.
     */
    public void setThreads(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("a search needs at least one thread, got " + threads);
        }
        helpers.resize(threads - 1);
    }

    /** The number of threads a search uses. */
    public int threads() {
        return helpers.count() + 1;
    }

    /**
     * With {@code on} false, no move is searched less deep than the others and none is left out (no late-move
     * reductions, static cut-offs or futility pruning): the tree is then plain alpha-beta's, for the tests that
     * compare it with minimax. On by default.
     */
    public void setSelective(boolean on) {
        selective = on;
    }

    /**
     * The hashes of the game's positions before the next search's root, oldest first, since the last capture
     * or man's move (earlier ones cannot come back): a line that returns to one of them is scored a draw, as
     * a repetition on the search path is, so a side that is winning does not walk into a repetition the game
     * would call drawn and a side that is losing finds it. Empty (the default) for a position without a past.
     */
    public void setGameHistory(long[] hashes) {
        gameHistory = hashes.clone();
    }

    /** Forgets what earlier searches learnt (table, killers, history): for a new, unrelated game. */
    public void newGame() {
        if (table != null) {
            table.clear();
        }
        main.clear();
        helpers.clear();
    }

    /** The best move for the side to move in {@code p} within {@code limits}. */
    public SearchResult search(Position p, SearchLimits limits) {
        return search(p, limits, null);
    }

    /**
     * As {@link #search(Position, SearchLimits)}, reporting each completed iteration to {@code eachIteration}
     * (may be null) as it finishes.
     *
     * <p>The result always holds a legal move when there is one: the first iteration is never cut short, a
     * position with one legal move returns it at once (depth 0, the static score), and a search stopped by
     * time or nodes returns the best move of the last completed iteration, or that of the unfinished one if
     * it already found a better move. With no legal move, the best move is null and the score a loss.
     */
    public SearchResult search(Position p, SearchLimits limits, Consumer<SearchResult> eachIteration) {
        long start = System.nanoTime();
        stopped = false;
        nodeLimit = limits.maxNodes() > 0 ? limits.maxNodes() : Long.MAX_VALUE;
        deadline = limits.movetimeMillis() > 0 ? start + limits.movetimeMillis() * 1_000_000L : Long.MAX_VALUE;
        time.begin(start, limits);
        int maxDepth = limits.maxDepth() > 0 ? Math.min(limits.maxDepth(), MAX_DEPTH) : MAX_DEPTH;
        if (table != null) {
            table.nextGeneration();
        }
        if (endgames != null && endgames.newest() != endgames) {
            useEndgameDatabase(endgames.newest());
        }
        main.begin(p);
        boolean covered = Long.bitCount(p.black() | p.white()) <= endgamePieces;

        int n = main.rootMoves(p);
        if (n == 0) {
            return new SearchResult(null, Score.lossIn(0), 0, 0, millisSince(start), List.of(), covered);
        }
        long[] root = main.moves[0];
        if (n == 1) {
            Move only = toMove(p, root[0]);
            return new SearchResult(only, evaluate(p), 0, 0, millisSince(start), List.of(only), false);
        }
        List<Future<?>> running = helpers.start(p, maxDepth);

        SearchResult result = null;
        long bestMove = root[0];
        int bestScore = 0;
        long[] bestPv = {root[0]};
        int completed = 0;
        for (int depth = 1; depth <= maxDepth; depth++) {
            main.mayStop = depth > 1;
            int alpha = -Score.INFINITY;
            int beta = Score.INFINITY;
            int window = ASPIRATION;
            if (depth >= 4 && !Score.isDecisive(bestScore)) {
                alpha = bestScore - window;
                beta = bestScore + window;
            }
            int score;
            while (true) {
                score = main.root(p, n, depth, alpha, beta);
                if (stopped) {
                    break;
                }
                if (score <= alpha && alpha > -Score.INFINITY) {
                    window *= 4;
                    alpha = window > 1000 ? -Score.INFINITY : Math.max(-Score.INFINITY, score - window);
                } else if (score >= beta && beta < Score.INFINITY) {
                    window *= 4;
                    beta = window > 1000 ? Score.INFINITY : Math.min(Score.INFINITY, score + window);
                } else {
                    break;
                }
            }
            if (stopped) {
                if (main.iterationBest != 0) {
                    bestMove = main.iterationBest;
                    bestScore = main.iterationScore;
                    bestPv = new long[] {main.iterationBest};
                    result = result(p, bestMove, bestScore, completed, bestPv, start, covered);
                }
                break;
            }
            bestMove = root[0];
            bestScore = score;
            bestPv = java.util.Arrays.copyOf(main.pv[0], main.pvLength[0]);
            completed = depth;
            result = result(p, bestMove, bestScore, completed, bestPv, start, covered);
            if (eachIteration != null) {
                eachIteration.accept(result);
            }
            if (covered) {
                break; // every reply was looked up: the values are exact already
            }
            if (Score.isDecisive(score) && Score.movesToWin(score) <= depth) {
                break; // every line this long was searched: no shorter win or longer defence exists
            }
            if (time.active()) {
                long next = time.iterationDone(depth, bestMove, bestScore, System.nanoTime());
                if (next < 0) {
                    break;
                }
                deadline = next;
            }
        }
        helpers.stop(running);
        if (result == null) {
            result = result(p, bestMove, bestScore, completed, bestPv, start, covered);
        }
        return result;
    }

    /** Called by the main worker every so many nodes: stops the search at its node or time limit. */
    void checkLimits(long mainNodes) {
        if (mainNodes >= nodeLimit || (deadline != Long.MAX_VALUE && System.nanoTime() >= deadline)) {
            stopped = true;
        }
    }

    private SearchResult result(Position p, long best, int score, int depth, long[] line, long start, boolean covered) {
        List<Move> moveLine = new ArrayList<>(line.length);
        Position at = p;
        for (long m : line) {
            Move move = toMove(at, m);
            if (move == null) {
                break;
            }
            moveLine.add(move);
            at = at.applyPacked(m);
        }
        Move bestMove = toMove(p, best);
        if (moveLine.isEmpty() || !moveLine.get(0).equals(bestMove)) {
            moveLine.clear();
            moveLine.add(bestMove);
        }
        boolean database = covered || (Score.isDecisive(score) && main.databaseHits + helpers.databaseHits() > 0);
        return new SearchResult(bestMove, score, depth, main.nodes + helpers.nodes(), millisSince(start), moveLine,
                database);
    }

    /** The legal move of {@code p} with the packed form {@code packed} (the first route, if several), or null. */
    private static Move toMove(Position p, long packed) {
        for (Move m : p.legalMoves()) {
            if (m.packed() == packed) {
                return m;
            }
        }
        return null;
    }

    private static long millisSince(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000L;
    }
}
