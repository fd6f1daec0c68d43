package dev.kingme.engine.search;

import dev.kingme.engine.MoveGenerator;
import dev.kingme.engine.MoveList;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;

/**
 * One thread's share of a search: the principal-variation alpha-beta routine and everything it keeps per
 * thread (move lists by ply, the path for repetitions, killers, history, the principal variation). The
 * {@link Searcher} owns the shared parts (transposition table, endgame database, the game before the root,
 * the stop flag) and runs one worker, or several for Lazy SMP.
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
 * With {@link Searcher#setSelective selective search} on (the default), late quiet moves are first searched
 * less deep (late-move reductions, more for later moves and deeper nodes) and searched again at full depth
 * only when they beat the best so far; and near the horizon, at a null-window node where no capture is on
 * or threatened, a static score far above beta cuts the node off (the static score less a margin a ply)
 * and one far below alpha leaves out the quiet moves after the first that are neither killers nor
 * crownings nor offer the opponent a capture (futility pruning; a sacrifice may be the start of a stroke).
 * Endings of up to ten pieces are not pruned, and reduced less. Off, the tree is exactly alpha-beta's over
 * the definition above.
 *
 * <p>A side with no legal move has lost; a position that occurred earlier on the search path (since the last
 * man's move or capture) or in the game before the root is a draw, scored 0.
 */
final class SearchWorker {
    static final int MAX_PLY = 128;
    private static final int HASH_MOVE = 1 << 30;
    private static final int CAPTURE = 1 << 26;
    private static final int KILLER = 1 << 25;
    private static final int CROWNING = 1 << 24;
    private static final int HISTORY_MAX = 1 << 20;
    /** Quiet moves from this index on (in move order) are searched less deep first, at a null-window node. */
    private static final int LMR_FIRST = 2;
    /** The same at a principal-variation node, where a mistake costs more. */
    private static final int LMR_FIRST_PV = 4;
    private static final int LMR_MIN_DEPTH = 3;
    /** Static cut-offs: the depths they apply to and their margins a ply, in hundredths of a man. */
    private static final int STATIC_CUT_DEPTH = 3;
    private static final int STATIC_CUT_MARGIN = 60;
    private static final int FUTILITY_DEPTH = 2;
    private static final int FUTILITY_MARGIN = 80;
    /**
     * Positions with fewer pieces are endings: searched without static cut-offs and futility pruning, and
     * reduced only as {@link #endingReduction} says. There a winning plan is many quiet moves long while the
     * static score stays high all along, and the middlegame's pruning and reductions made the strongest level
     * repeat moves in a won ending (Negative Second Position, bench/README.md).
     */
    private static final int MIDDLEGAME_PIECES = 11;
    private static final int ENDING_LMR_FIRST = 3;
    private static final int ENDING_LMR_FIRST_PV = 5;

    private final Searcher owner;
    private final boolean main;
    final long[][] moves = new long[MAX_PLY + 1][MoveList.CAPACITY];
    private final int[][] order = new int[MAX_PLY + 1][MoveList.CAPACITY];
    private final MoveList scratch = new MoveList();
    private final long[] pathHash = new long[MAX_PLY + 1];
    private final int[] lastIrreversible = new int[MAX_PLY + 1];
    private final long[][] killers = new long[MAX_PLY + 1][2];
    private final int[] history = new int[2 * 64 * 64];
    final long[][] pv = new long[MAX_PLY + 1][MAX_PLY + 1];
    final int[] pvLength = new int[MAX_PLY + 1];
    private final TranspositionTable.Entry entry = new TranspositionTable.Entry();

    long nodes;
    long databaseHits;
    /** Whether this worker may be stopped now (the first iteration of the main worker must finish). */
    boolean mayStop;
    long iterationBest;
    int iterationScore;

    SearchWorker(Searcher owner, boolean main) {
        this.owner = owner;
        this.main = main;
    }

    /** Forgets killers and history: for a new game. */
    void clear() {
        java.util.Arrays.fill(history, 0);
        clearKillers();
    }

    /** At the start of a search: history is aged, killers forgotten, the root entered. */
    void begin(Position root) {
        nodes = 0;
        databaseHits = 0;
        mayStop = false;
        for (int i = 0; i < history.length; i++) {
            history[i] >>= 2;
        }
        clearKillers();
        pathHash[0] = root.hash();
        lastIrreversible[0] = 0;
    }

    private void clearKillers() {
        for (long[] k : killers) {
            k[0] = 0;
            k[1] = 0;
        }
    }

    /** Generates and orders the root moves into {@code moves[0]}; returns their number. */
    int rootMoves(Position p) {
        int n = generate(p, 0);
        long hashMove = 0;
        TranspositionTable table = owner.table();
        if (table != null && table.read(p.hash(), entry)) {
            hashMove = entry.move;
        }
        scoreMoves(p, 0, n, hashMove);
        for (int i = 0; i < n; i++) {
            pick(0, i, n);
        }
        return n;
    }

    /** The root: like {@link #search} but keeps its move order between iterations, best move first. */
    int root(Position p, int n, int depth, int alpha, int beta) {
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
                if (score > alpha && score < beta && !stopped()) {
                    score = -search(child, depth - 1, -beta, -alpha, 1);
                }
            }
            if (stopped()) {
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

    private boolean stopped() {
        return owner.stopped;
    }

    int search(Position p, int depth, int alpha, int beta, int ply) {
        pvLength[ply] = ply;
        nodes++;
        if (main) {
            if (mayStop && (nodes & 1023) == 0) {
                owner.checkLimits(nodes);
            }
        }
        if (owner.stopped) {
            return 0;
        }
        if (isRepetition(ply)) {
            return 0;
        }
        long all = p.black() | p.white();
        if (Long.bitCount(all) <= owner.endgamePieces) {
            int v = owner.endgames.probe(p.black(), p.white(), p.kings(), p.toMove() == Side.WHITE);
            if (v != EndgameDatabase.UNKNOWN) {
                databaseHits++;
                return Score.isWin(v) ? v - ply : Score.isLoss(v) ? v + ply : v;
            }
        }
        if (ply >= MAX_PLY - 1) {
            return owner.evaluator.evaluate(p);
        }
        int n = generate(p, ply);
        if (n == 0) {
            return Score.lossIn(ply);
        }
        long[] list = moves[ply];
        boolean black = p.toMove() == Side.BLACK;
        boolean capturing = MoveList.captured(list[0]) != 0;
        boolean threatened = false;
        if (!capturing) {
            long me = black ? p.black() : p.white();
            long opp = black ? p.white() : p.black();
            threatened = MoveGenerator.jumpers(opp, me, p.kings(), !black) != 0;
        }
        if (depth <= 0 && !capturing) {
            if (depth < 0 || !threatened) {
                return owner.evaluator.evaluate(p);
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
        TranspositionTable table = owner.table();
        boolean pvNode = beta - alpha > 1;
        if (table != null && depth > 0 && table.read(key, entry)) {
            hashMove = entry.move;
            if (entry.depth() >= depth && !pvNode) {
                int s = fromTable(entry.score(), ply);
                int bound = entry.bound();
                if (bound == TranspositionTable.EXACT
                        || (bound == TranspositionTable.LOWER && s >= beta)
                        || (bound == TranspositionTable.UPPER && s <= alpha)) {
                    return s;
                }
            }
        }

        // A quiet node near the horizon whose static score is far above beta is cut off (its score less a margin
        // stands in for the search), and one far below alpha searches only its first and its forcing moves.
        boolean ending = Long.bitCount(all) < MIDDLEGAME_PIECES;
        boolean nearHorizon = owner.selective && !pvNode && !capturing && !threatened && depth > 0
                && depth <= STATIC_CUT_DEPTH && !ending;
        boolean futile = false;
        if (nearHorizon) {
            int staticScore = owner.evaluator.evaluate(p);
            int cut = staticScore - STATIC_CUT_MARGIN * depth;
            if (!Score.isDecisive(beta) && cut >= beta) {
                return cut;
            }
            futile = depth <= FUTILITY_DEPTH && !Score.isDecisive(alpha)
                    && staticScore + FUTILITY_MARGIN * depth <= alpha;
        }
        scoreMoves(p, ply, n, hashMove);
        int childDepth = n == 1 && depth > 0 ? depth : depth - 1;
        boolean reduce = owner.selective && depth >= LMR_MIN_DEPTH && !capturing && !threatened && n > 2;
        int lmrFirst = ending ? (pvNode ? ENDING_LMR_FIRST_PV : ENDING_LMR_FIRST) : pvNode ? LMR_FIRST_PV : LMR_FIRST;
        int alphaStart = alpha;
        int best = -Score.INFINITY;
        long bestMove = 0;
        int[] keys = order[ply];
        for (int i = 0; i < n; i++) {
            long m = pick(ply, i, n);
            Position child = p.applyPacked(m);
            if (futile && i > 0 && keys[i] < CROWNING && best > Score.lossIn(MAX_PLY) && !offersCapture(child)) {
                continue; // a quiet move that is not a killer, a crowning, the table's move or a sacrifice
            }
            enter(ply + 1, child.hash(), isIrreversible(p, m));
            int score;
            if (i == 0) {
                score = -search(child, childDepth, -beta, -alpha, ply + 1);
            } else {
                int r = 0;
                if (reduce && i >= lmrFirst && keys[i] < CROWNING) {
                    r = ending ? endingReduction(depth, i, lmrFirst)
                            : reduction(depth, i, lmrFirst, pvNode, childDepth);
                }
                score = -search(child, childDepth - r, -alpha - 1, -alpha, ply + 1);
                if (r > 0 && score > alpha && !owner.stopped) {
                    score = -search(child, childDepth, -alpha - 1, -alpha, ply + 1);
                }
                if (score > alpha && score < beta && !owner.stopped) {
                    score = -search(child, childDepth, -beta, -alpha, ply + 1);
                }
            }
            if (owner.stopped) {
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

    /**
     * How much less deep the {@code i}th move is first searched: a ply, one more for a late move of a deep
     * node, one more for a very late move of a deeper one, one more at a deep null-window node; never down
     * to the horizon.
     */
    private static int reduction(int depth, int i, int lmrFirst, boolean pvNode, int childDepth) {
        int r = 1;
        if (depth >= 5 && i >= 2 * lmrFirst) {
            r++;
        }
        if (depth >= 8 && i >= 3 * lmrFirst) {
            r++;
        }
        if (!pvNode && depth >= 6) {
            r++;
        }
        return Math.max(0, Math.min(r, childDepth - 1));
    }

    /** Whether the side to move in {@code p} has a capture (the move before offered a piece, or left one). */
    private static boolean offersCapture(Position p) {
        boolean black = p.toMove() == Side.BLACK;
        long me = black ? p.black() : p.white();
        long opp = black ? p.white() : p.black();
        return MoveGenerator.jumpers(me, opp, p.kings(), black) != 0;
    }

    /** The same in an ending: a ply, two for a late move of a deep node. */
    private static int endingReduction(int depth, int i, int lmrFirst) {
        return depth >= 6 && i >= 2 * lmrFirst ? 2 : 1;
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
        long[] gameHistory = owner.gameHistory;
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
