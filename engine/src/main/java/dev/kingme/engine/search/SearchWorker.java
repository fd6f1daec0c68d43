package dev.kingme.engine.search;

import dev.kingme.engine.MoveGenerator;
import dev.kingme.engine.MoveList;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;

/**
 * One thread's share of a search: the principal-variation alpha-beta routine and what it keeps per thread
 * (move lists by ply, its {@link MoveOrder}, its {@link SearchPath} for repetitions, the principal
 * variation, and its nodes' {@link StaticScores}); where it searches less than full width is {@link Selectivity}'s. The
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
 * less deep (late-move reductions, more for later moves and deeper nodes, in the middlegame also where the side
 * to move is threatened with a capture) and searched again at full depth only when they beat the best so far;
 * and near the horizon, at a null-window node where no capture is on or threatened, a static score far
 * above beta cuts the node off (the static score less a margin a ply) and one far below alpha leaves out
 * the quiet moves after the first that are neither killers nor crownings nor offer the opponent a capture
 * (futility pruning; a sacrifice may be the start of a stroke).
 * Deeper in the middlegame, the table's move is searched a ply further when it is the only good move there:
 * every other move, searched to half the depth, falls short of its score by a margin (a singular extension;
 * the line stands or falls with that move, so its refutation is looked for further).
 * Endings of up to ten pieces are not pruned nor singular-extended, and are reduced less. Off, the tree is
 * exactly alpha-beta's over the definition above.
 *
 * <p>A side with no legal move has lost; a position that occurred earlier on the search path (since the last
 * man's move or capture) or in the game before the root is a draw, scored 0.
 */
final class SearchWorker {
    static final int MAX_PLY = 128;
    /** A static cut-off or futility threshold that is not tried: farther from any score than any margin. */
    private static final int NO_THRESHOLD = Integer.MIN_VALUE / 4;

    private final Searcher owner;
    private final boolean main;
    final long[][] moves = new long[MAX_PLY + 1][MoveList.CAPACITY];
    private final MoveOrder order = new MoveOrder(moves);
    private final SearchPath path = new SearchPath(MAX_PLY + 1);
    private final MoveList scratch = new MoveList();
    final long[][] pv = new long[MAX_PLY + 1][MAX_PLY + 1];
    final int[] pvLength = new int[MAX_PLY + 1];
    private final TranspositionTable.Entry entry = new TranspositionTable.Entry();
    /** By ply, the move a singular-move test leaves out (0: none), see {@link #isSingular}. */
    private final long[] excluded = new long[MAX_PLY + 1];
    private final StaticScores scores = new StaticScores();

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
        order.clear();
    }

    /** At the start of a search: history is aged, killers forgotten, the root entered. */
    void begin(Position root) {
        nodes = 0;
        databaseHits = 0;
        mayStop = false;
        order.begin();
        path.root(root.hash());
        scores.begin(owner, root, MAX_PLY);
    }

    /** Generates and orders the root moves into {@code moves[0]}; returns their number. */
    int rootMoves(Position p) {
        int n = generate(p, 0);
        long hashMove = 0;
        TranspositionTable table = owner.table();
        if (table != null && table.read(p.hash(), entry)) {
            hashMove = entry.move;
        }
        order.score(p, 0, n, hashMove);
        for (int i = 0; i < n; i++) {
            order.pick(0, i, n);
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
            scores.play(0, p, m);
            path.enter(1, child.hash(), SearchPath.isIrreversible(p, m));
            int score;
            if (i == 0) {
                score = -search(child, depth - 1, -beta, -alpha, 1);
            } else {
                score = -search(child, depth - 1, -alpha - 1, -alpha, 1);
                if (score > alpha && score < beta && !owner.stopped) {
                    score = -search(child, depth - 1, -beta, -alpha, 1);
                }
            }
            if (owner.stopped) {
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
        if (path.isRepetition(ply, owner.gameHistory)) {
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
            return scores.exact(p, ply);
        }
        if (depth <= 0 && isQuietLeaf(p, depth)) {
            // The leaf the move list below would find, told from the bitboards without listing the moves.
            return hasSimpleMove(p) ? scores.leaf(p, ply, alpha, beta) : Score.lossIn(ply);
        }
        int n = generate(p, ply);
        if (n == 0) {
            return Score.lossIn(ply);
        }
        long[] list = moves[ply];
        boolean black = p.toMove() == Side.BLACK;
        boolean capturing = MoveList.captured(list[0]) != 0;
        boolean threatened = !capturing && isThreatened(p);
        // Past the leaf test above, a node at depth 0 that is not capturing is threatened at the horizon: it gets
        // one ply to answer (children get depth -1, so this happens once).
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
        long skip = excluded[ply];
        if (table != null && depth > 0 && skip == 0 && table.read(key, entry)) {
            hashMove = entry.move;
            if (entry.depth() >= depth && !pvNode) {
                int s = Score.fromTable(entry.score(), ply);
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
        boolean ending = Long.bitCount(all) < Selectivity.MIDDLEGAME_PIECES;
        boolean nearHorizon = owner.selective && !pvNode && !capturing && !threatened && depth > 0
                && depth <= Selectivity.STATIC_CUT_DEPTH && !ending;
        boolean futile = false;
        if (nearHorizon) {
            int cutAt = Score.isDecisive(beta) ? NO_THRESHOLD : beta + Selectivity.STATIC_CUT_MARGIN * depth;
            int futileAt = depth <= Selectivity.FUTILITY_DEPTH && !Score.isDecisive(alpha)
                    ? alpha - Selectivity.FUTILITY_MARGIN * depth : NO_THRESHOLD;
            int staticScore = scores.forThresholds(p, ply, cutAt, futileAt);
            if (cutAt != NO_THRESHOLD && staticScore >= cutAt) {
                return staticScore - Selectivity.STATIC_CUT_MARGIN * depth;
            }
            futile = futileAt != NO_THRESHOLD && staticScore <= futileAt;
        }
        long singular = 0;
        if (owner.selective && skip == 0 && hashMove != 0 && ply > 0 && n > 1 && !capturing && !ending
                && depth >= Selectivity.SINGULAR_DEPTH && entry.depth() >= depth - 3
                && entry.bound() != TranspositionTable.UPPER) {
            int tableScore = Score.fromTable(entry.score(), ply);
            if (!Score.isDecisive(tableScore) && isSingular(p, hashMove, tableScore, depth, ply)) {
                singular = hashMove;
            }
            if (owner.stopped) {
                return 0;
            }
            generate(p, ply); // the test searched this ply's moves in its own order
            pvLength[ply] = ply;
        }
        order.score(p, ply, n, hashMove);
        int childDepth = n == 1 && depth > 0 ? depth : depth - 1;
        // In the middlegame a threatened node's late moves are reduced too: most of them leave the threat standing,
        // which a shallower search finds as well. Not in an ending, where the answer to a threat may be a long
        // manoeuvre (First Position is not won over the board without it).
        boolean reduce = owner.selective && depth >= Selectivity.LMR_MIN_DEPTH && !capturing
                && (!threatened || !ending) && n > 2;
        int lmrFirst = Selectivity.lmrFirst(ending, pvNode);
        int alphaStart = alpha;
        int best = -Score.INFINITY;
        long bestMove = 0;
        for (int i = 0; i < n; i++) {
            long m = order.pick(ply, i, n);
            if (m == skip) {
                continue;
            }
            Position child = p.applyPacked(m);
            if (futile && i > 0 && !order.forcing(ply, i) && best > Score.lossIn(MAX_PLY) && !canCapture(child)) {
                continue; // a quiet move that is not a killer, a crowning, the table's move or a sacrifice
            }
            scores.play(ply, p, m);
            path.enter(ply + 1, child.hash(), SearchPath.isIrreversible(p, m));
            int score;
            if (m == singular) {
                score = -search(child, childDepth + 1, -beta, -alpha, ply + 1);
            } else if (i == 0) {
                score = -search(child, childDepth, -beta, -alpha, ply + 1);
            } else {
                int r = 0;
                if (reduce && i >= lmrFirst && !order.forcing(ply, i)) {
                    r = ending ? Selectivity.endingReduction(depth, i, lmrFirst)
                            : Selectivity.reduction(depth, i, lmrFirst, pvNode, childDepth);
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
                            order.cutoff(ply, m, black, depth);
                        }
                        break;
                    }
                }
            }
        }
        if (skip != 0) {
            return best == -Score.INFINITY ? alpha : best; // a test of the other moves: not this node's value
        }
        if (table != null && depth > 0) {
            int bound = best >= beta ? TranspositionTable.LOWER
                    : best > alphaStart ? TranspositionTable.EXACT : TranspositionTable.UPPER;
            table.store(key, bestMove, Score.toTable(best, ply), depth, bound);
        }
        return best;
    }

    /**
     * Whether the table's move {@code hashMove} is the only good move of {@code p} (singular): every other
     * move, searched to half the depth, stays below the table's score less a margin a ply. Such a move is
     * searched a ply deeper, since the line stands or falls with it.
     */
    boolean isSingular(Position p, long hashMove, int tableScore, int depth, int ply) {
        int singularBeta = tableScore - Selectivity.SINGULAR_MARGIN * depth;
        excluded[ply] = hashMove;
        int score = search(p, depth / 2, singularBeta - 1, singularBeta, ply);
        excluded[ply] = 0;
        return score < singularBeta;
    }

    /**
     * Whether {@code p}, at {@code depth} 0 or less, is a leaf: the side to move has no capture, and is not
     * threatened with one either or has had its ply to answer the threat already (a negative depth).
     */
    private static boolean isQuietLeaf(Position p, int depth) {
        return !canCapture(p) && (depth < 0 || !isThreatened(p));
    }

    /** Whether the opponent of the side to move in {@code p} could capture if it were its turn. */
    private static boolean isThreatened(Position p) {
        boolean black = p.toMove() == Side.BLACK;
        return MoveGenerator.jumpers(black ? p.white() : p.black(), black ? p.black() : p.white(), p.kings(), !black)
                != 0;
    }

    /** Whether the side to move in {@code p} has a simple move (asked where it has no capture). */
    private static boolean hasSimpleMove(Position p) {
        boolean black = p.toMove() == Side.BLACK;
        return MoveGenerator.steppers(black ? p.black() : p.white(), black ? p.white() : p.black(), p.kings(), black)
                != 0;
    }

    /**
     * Whether the side to move in {@code p} has a capture; in the position after a move, whether that move
     * offered a piece or left one.
     */
    private static boolean canCapture(Position p) {
        boolean black = p.toMove() == Side.BLACK;
        long me = black ? p.black() : p.white();
        long opp = black ? p.white() : p.black();
        return MoveGenerator.jumpers(me, opp, p.kings(), black) != 0;
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
}
