package dev.kingme.engine.search;

import dev.kingme.engine.Move;
import dev.kingme.engine.MoveGenerator;
import dev.kingme.engine.MoveList;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Finds good moves of American checkers: iterative deepening over a principal-variation alpha-beta search
 * with a transposition table, killer moves and the history heuristic.
 *
 * <p>What a "depth" means here, since the same definition is what the tests check against plain minimax:
 * <ul>
 *   <li>a node whose side has a single legal move does not use up depth (forced replies are free);
 *   <li>at depth 0, a side that must capture keeps capturing (captures are forced, so stopping in the middle
 *       of an exchange would evaluate a position that cannot stand); the exchange is searched to its end;
 *   <li>at depth 0, a side that is not capturing but is threatened with a capture gets one more ply to
 *       answer the threat (only once: the extension is not extended again);
 *   <li>otherwise depth 0 is a leaf and gets the {@link Evaluation}.
 * </ul>
 * A side with no legal move has lost; a position that occurred earlier on the search path (since the last
 * man's move or capture) is a draw, scored 0. Scores are in {@link Score} units for the side to move.
 *
 * <p>One instance per thread: it keeps its tables between searches (so consecutive moves of a game reuse
 * them) and is not thread-safe.
 */
public final class Searcher {
    /** The deepest search path, extensions included; deeper nodes are evaluated statically. */
    static final int MAX_PLY = 128;
    /** The deepest nominal depth iterative deepening tries when no depth limit is given. */
    static final int MAX_DEPTH = 96;
    private static final int DEFAULT_TABLE_MEGABYTES = 32;
    private static final int ASPIRATION = 40;
    private static final int HASH_MOVE = 1 << 30;
    private static final int CAPTURE = 1 << 26;
    private static final int KILLER = 1 << 25;
    private static final int CROWNING = 1 << 24;
    private static final int HISTORY_MAX = 1 << 20;

    private final TranspositionTable table;
    private final long[][] moves = new long[MAX_PLY + 1][MoveList.CAPACITY];
    private final int[][] order = new int[MAX_PLY + 1][MoveList.CAPACITY];
    private final MoveList scratch = new MoveList();
    private final long[] pathHash = new long[MAX_PLY + 1];
    private final int[] lastIrreversible = new int[MAX_PLY + 1];
    private final long[][] killers = new long[MAX_PLY + 1][2];
    private final int[] history = new int[2 * 64 * 64];
    private final long[][] pv = new long[MAX_PLY + 1][MAX_PLY + 1];
    private final int[] pvLength = new int[MAX_PLY + 1];

    /** The game's positions before the root since its last capture or man's move, oldest first. */
    private long[] gameHistory = new long[0];
    private EndgameDatabase endgames;
    private int endgamePieces = -1;
    private long nodes;
    private long nodeLimit;
    private long deadline;
    private boolean stopped;
    private boolean mayStop;
    private long iterationBest;
    private int iterationScore;

    /** A searcher with a transposition table of about 32 MB. */
    public Searcher() {
        this(DEFAULT_TABLE_MEGABYTES);
    }

    /**
     * A searcher with a transposition table of about {@code ttMegabytes} MB; 0 searches without one (slower,
     * but the search tree is then exactly alpha-beta's, which the tests compare with plain minimax).
     */
    public Searcher(int ttMegabytes) {
        if (ttMegabytes < 0) {
            throw new IllegalArgumentException("table size must not be negative, got " + ttMegabytes);
        }
        table = ttMegabytes == 0 ? null : new TranspositionTable(ttMegabytes);
    }

    /**
     * Looks positions with few pieces up in {@code database} instead of searching them (null: never). The
     * tree is then no longer plain alpha-beta's, but its values are exact where the database answers.
     */
    public void useEndgameDatabase(EndgameDatabase database) {
        endgames = database;
        endgamePieces = database == null ? -1 : database.pieces();
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
        java.util.Arrays.fill(history, 0);
        for (long[] k : killers) {
            k[0] = 0;
            k[1] = 0;
        }
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
        nodes = 0;
        stopped = false;
        mayStop = false;
        nodeLimit = limits.maxNodes() > 0 ? limits.maxNodes() : Long.MAX_VALUE;
        deadline = limits.movetimeMillis() > 0 ? start + limits.movetimeMillis() * 1_000_000L : Long.MAX_VALUE;
        int maxDepth = limits.maxDepth() > 0 ? Math.min(limits.maxDepth(), MAX_DEPTH) : MAX_DEPTH;
        if (table != null) {
            table.nextGeneration();
        }
        for (int i = 0; i < history.length; i++) {
            history[i] >>= 2;
        }
        for (long[] k : killers) {
            k[0] = 0;
            k[1] = 0;
        }
        pathHash[0] = p.hash();
        lastIrreversible[0] = 0;

        int n = generate(p, 0);
        if (n == 0) {
            return new SearchResult(null, Score.lossIn(0), 0, 0, millisSince(start), List.of());
        }
        long[] root = moves[0];
        if (n == 1) {
            Move only = toMove(p, root[0]);
            return new SearchResult(only, Evaluation.evaluate(p), 0, 0, millisSince(start), List.of(only));
        }
        long hashMove = 0;
        if (table != null && table.probe(p.hash()) >= 0) {
            hashMove = table.move(table.probe(p.hash()));
        }
        scoreMoves(p, 0, n, hashMove);
        for (int i = 0; i < n; i++) {
            pick(0, i, n);
        }

        SearchResult result = null;
        long bestMove = root[0];
        int bestScore = 0;
        long[] bestPv = {root[0]};
        int completed = 0;
        for (int depth = 1; depth <= maxDepth; depth++) {
            mayStop = depth > 1;
            int alpha = -Score.INFINITY;
            int beta = Score.INFINITY;
            int window = ASPIRATION;
            if (depth >= 4 && !Score.isDecisive(bestScore)) {
                alpha = bestScore - window;
                beta = bestScore + window;
            }
            int score;
            while (true) {
                score = root(p, n, depth, alpha, beta);
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
                if (iterationBest != 0) {
                    bestMove = iterationBest;
                    bestScore = iterationScore;
                    bestPv = new long[] {iterationBest};
                    result = result(p, bestMove, bestScore, completed, bestPv, start);
                }
                break;
            }
            bestMove = root[0];
            bestScore = score;
            bestPv = java.util.Arrays.copyOf(pv[0], pvLength[0]);
            completed = depth;
            result = result(p, bestMove, bestScore, completed, bestPv, start);
            if (eachIteration != null) {
                eachIteration.accept(result);
            }
            if (Long.bitCount(p.black() | p.white()) <= endgamePieces) {
                break; // every reply was looked up: the values are exact already
            }
            if (Score.isDecisive(score) && Score.movesToWin(score) <= depth) {
                break; // every line this long was searched: no shorter win or longer defence exists
            }
            if (limits.movetimeMillis() > 0 && System.nanoTime() - start > limits.movetimeMillis() * 500_000L) {
                break; // past half the time: the next iteration would most likely not finish
            }
        }
        if (result == null) {
            result = result(p, bestMove, bestScore, completed, bestPv, start);
        }
        return result;
    }

    private SearchResult result(Position p, long best, int score, int depth, long[] line, long start) {
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
        return new SearchResult(bestMove, score, depth, nodes, millisSince(start), moveLine);
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

    /** The root: like {@link #search} but keeps its move order between iterations, best move first. */
    private int root(Position p, int n, int depth, int alpha, int beta) {
        long[] list = moves[0];
        int best = -Score.INFINITY;
        iterationBest = 0;
        pvLength[0] = 0;
        for (int i = 0; i < n; i++) {
            long m = list[i];
            Position child = p.applyPacked(m);
            enter(1, child.hash(), isIrreversible(p, m));
            int score;
            if (i == 0) {
                score = -search(child, depth - 1, -beta, -alpha, 1);
            } else {
                score = -search(child, depth - 1, -alpha - 1, -alpha, 1);
                if (score > alpha && score < beta && !stopped) {
                    score = -search(child, depth - 1, -beta, -alpha, 1);
                }
            }
            if (stopped) {
                break;
            }
            if (score > best) {
                best = score;
            }
            if (score > alpha) {
                alpha = score;
                iterationBest = m;
                iterationScore = score;
                updatePv(0, m);
                System.arraycopy(list, 0, list, 1, i);
                list[0] = m;
                if (score >= beta) {
                    break;
                }
            }
        }
        return best;
    }

    private int search(Position p, int depth, int alpha, int beta, int ply) {
        pvLength[ply] = ply;
        nodes++;
        if (mayStop && ((nodes & 1023) == 0 || nodes >= nodeLimit)) {
            checkLimits();
        }
        if (stopped) {
            return 0;
        }
        if (isRepetition(ply)) {
            return 0;
        }
        if (Long.bitCount(p.black() | p.white()) <= endgamePieces) {
            int v = endgames.probe(p.black(), p.white(), p.kings(), p.toMove() == Side.WHITE);
            if (v != EndgameDatabase.UNKNOWN) {
                return Score.isWin(v) ? v - ply : Score.isLoss(v) ? v + ply : v;
            }
        }
        if (ply >= MAX_PLY - 1) {
            return Evaluation.evaluate(p);
        }
        int n = generate(p, ply);
        if (n == 0) {
            return Score.lossIn(ply);
        }
        long[] list = moves[ply];
        boolean black = p.toMove() == Side.BLACK;
        if (depth <= 0 && MoveList.captured(list[0]) == 0) {
            long me = black ? p.black() : p.white();
            long opp = black ? p.white() : p.black();
            if (depth < 0 || MoveGenerator.jumpers(opp, me, p.kings(), !black) == 0) {
                return Evaluation.evaluate(p);
            }
            // Threatened at the horizon: one ply to answer (children get depth -1, so this happens once).
        }
        // No line from here ends sooner than a win next ply or later than a loss now.
        alpha = Math.max(alpha, Score.lossIn(ply));
        beta = Math.min(beta, Score.winIn(ply + 1));
        if (alpha >= beta) {
            return alpha;
        }

        long key = p.hash();
        long hashMove = 0;
        if (table != null && depth > 0) {
            int slot = table.probe(key);
            if (slot >= 0) {
                hashMove = table.move(slot);
                if (table.depth(slot) >= depth && beta - alpha == 1) {
                    int s = fromTable(table.score(slot), ply);
                    int bound = table.bound(slot);
                    if (bound == TranspositionTable.EXACT
                            || (bound == TranspositionTable.LOWER && s >= beta)
                            || (bound == TranspositionTable.UPPER && s <= alpha)) {
                        return s;
                    }
                }
            }
        }

        scoreMoves(p, ply, n, hashMove);
        int childDepth = n == 1 && depth > 0 ? depth : depth - 1;
        int alphaStart = alpha;
        int best = -Score.INFINITY;
        long bestMove = 0;
        for (int i = 0; i < n; i++) {
            long m = pick(ply, i, n);
            Position child = p.applyPacked(m);
            enter(ply + 1, child.hash(), isIrreversible(p, m));
            int score;
            if (i == 0) {
                score = -search(child, childDepth, -beta, -alpha, ply + 1);
            } else {
                score = -search(child, childDepth, -alpha - 1, -alpha, ply + 1);
                if (score > alpha && score < beta && !stopped) {
                    score = -search(child, childDepth, -beta, -alpha, ply + 1);
                }
            }
            if (stopped) {
                return 0;
            }
            if (score > best) {
                best = score;
                bestMove = m;
                if (score > alpha) {
                    alpha = score;
                    updatePv(ply, m);
                    if (score >= beta) {
                        if (MoveList.captured(m) == 0) {
                            rememberCutoff(ply, m, black, depth);
                        }
                        break;
                    }
                }
            }
        }
        if (table != null && depth > 0) {
            int bound = best >= beta ? TranspositionTable.LOWER
                    : best > alphaStart ? TranspositionTable.EXACT : TranspositionTable.UPPER;
            table.store(key, bestMove, toTable(best, ply), depth, bound);
        }
        return best;
    }

    private void checkLimits() {
        if (nodes >= nodeLimit || (deadline != Long.MAX_VALUE && System.nanoTime() >= deadline)) {
            stopped = true;
        }
    }

    /** Fills {@code moves[ply]} with the legal moves, each capture route taking the same pieces kept once. */
    private int generate(Position p, int ply) {
        boolean black = p.toMove() == Side.BLACK;
        MoveGenerator.generate(black ? p.black() : p.white(), black ? p.white() : p.black(), p.kings(), black,
                true, scratch);
        long[] list = moves[ply];
        int n = 0;
        for (int i = 0; i < scratch.size(); i++) {
            long m = scratch.move(i);
            boolean seen = false;
            if (MoveList.captured(m) != 0) {
                for (int j = 0; j < n; j++) {
                    if (list[j] == m) {
                        seen = true;
                        break;
                    }
                }
            }
            if (!seen) {
                list[n++] = m;
            }
        }
        return n;
    }

    /** Ordering keys: hash move, captures (more and kings first), killers, crownings, then history. */
    private void scoreMoves(Position p, int ply, int n, long hashMove) {
        long[] list = moves[ply];
        int[] keys = order[ply];
        long kings = p.kings();
        boolean black = p.toMove() == Side.BLACK;
        long crown = p.toMove().crownRow();
        int side = black ? 0 : 4096;
        for (int i = 0; i < n; i++) {
            long m = list[i];
            long cap = MoveList.captured(m);
            int from = MoveList.fromBit(m);
            int to = MoveList.toBit(m);
            int k;
            if (m == hashMove) {
                k = HASH_MOVE;
            } else if (cap != 0) {
                k = CAPTURE + (Long.bitCount(cap) << 12) + (Long.bitCount(cap & kings) << 10);
            } else if (m == killers[ply][0]) {
                k = KILLER + 1;
            } else if (m == killers[ply][1]) {
                k = KILLER;
            } else if ((kings & (1L << from)) == 0 && ((1L << to) & crown) != 0) {
                k = CROWNING;
            } else {
                k = history[side + (from << 6) + to];
            }
            keys[i] = k;
        }
    }

    /** Moves the best-keyed move of {@code i..n-1} to {@code i} and returns it (selection sort, lazily). */
    private long pick(int ply, int i, int n) {
        long[] list = moves[ply];
        int[] keys = order[ply];
        int best = i;
        for (int j = i + 1; j < n; j++) {
            if (keys[j] > keys[best]) {
                best = j;
            }
        }
        long m = list[best];
        if (best != i) {
            list[best] = list[i];
            list[i] = m;
            int k = keys[best];
            keys[best] = keys[i];
            keys[i] = k;
        }
        return m;
    }

    private void rememberCutoff(int ply, long m, boolean black, int depth) {
        if (killers[ply][0] != m) {
            killers[ply][1] = killers[ply][0];
            killers[ply][0] = m;
        }
        int idx = (black ? 0 : 4096) + (MoveList.fromBit(m) << 6) + MoveList.toBit(m);
        int d = Math.max(depth, 1);
        history[idx] += d * d;
        if (history[idx] > HISTORY_MAX) {
            for (int i = 0; i < history.length; i++) {
                history[i] >>= 1;
            }
        }
    }

    private void updatePv(int ply, long m) {
        long[] line = pv[ply];
        line[ply] = m;
        int childLength = pvLength[ply + 1];
        if (childLength > ply + 1) {
            System.arraycopy(pv[ply + 1], ply + 1, line, ply + 1, childLength - ply - 1);
            pvLength[ply] = childLength;
        } else {
            pvLength[ply] = ply + 1;
        }
    }

    private void enter(int ply, long hash, boolean irreversible) {
        pathHash[ply] = hash;
        lastIrreversible[ply] = irreversible ? ply : lastIrreversible[ply - 1];
    }

    /** True when the position at {@code ply} already stood on the path since the last irreversible move. */
    private boolean isRepetition(int ply) {
        long h = pathHash[ply];
        for (int j = ply - 4; j >= lastIrreversible[ply]; j -= 2) {
            if (pathHash[j] == h) {
                return true;
            }
        }
        if (lastIrreversible[ply] != 0) {
            return false;
        }
        // Before the root: the game's position k plies back stands at index length - k; the same side moves
        // there when ply + k is even, and a position needs at least four plies to come back.
        for (int k = Math.max(ply % 2 == 0 ? 2 : 1, 4 - ply); k <= gameHistory.length; k += 2) {
            if ((ply + k) % 2 == 0 && gameHistory[gameHistory.length - k] == h) {
                return true;
            }
        }
        return false;
    }

    /** Captures and men's moves cannot be undone, so no position before them can come back. */
    private static boolean isIrreversible(Position p, long m) {
        return MoveList.captured(m) != 0 || (p.kings() & (1L << MoveList.fromBit(m))) == 0;
    }

    /** Win and loss scores go in the table relative to the node, so they stay right at another ply. */
    private static int toTable(int score, int ply) {
        if (Score.isWin(score)) {
            return score + ply;
        }
        if (Score.isLoss(score)) {
            return score - ply;
        }
        return score;
    }

    private static int fromTable(int score, int ply) {
        if (Score.isWin(score)) {
            return score - ply;
        }
        if (Score.isLoss(score)) {
            return score + ply;
        }
        return score;
    }
}
