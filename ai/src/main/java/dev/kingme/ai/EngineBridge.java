package dev.kingme.ai;

import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import dev.kingme.engine.search.SearchLimits;
import dev.kingme.engine.search.SearchResult;
import java.util.ArrayList;
import java.util.List;

/**
 * The one place the players here reach the engine's search for plain checkers: {@link #search},
 * {@link #newGame} and {@link #scoreText} have exactly the shape of the engine's {@code Searcher} and
 * {@code Score}, so that switching to them changes this class alone.
 *
 * <p>Until the engine's search is in this tree, a small stand-in does its work: iterative deepening
 * negamax with alpha-beta over the engine's positions, captures searched on past the depth (they are
 * forced, so that ends), material only (a man 100, a king 130), a win {@link #WIN} minus the plies to
 * it. Scores are for the side to move.
 */
final class EngineBridge {
    static final int WIN = 30_000;
    private static final int MAN = 100;
    private static final int KING = 130;
    private static final int MAX_PLY = 128;

    private long nodes;
    private long deadline;
    private boolean stopped;

    /** Forgets what earlier searches learned (the stand-in learns nothing). */
    void newGame() {
    }

    /** The best move in {@code p} within {@code limits}; the last completed iteration's result. */
    SearchResult search(Position p, SearchLimits limits) {
        long start = System.nanoTime();
        deadline = limits.movetimeMillis() == 0 ? Long.MAX_VALUE : start + limits.movetimeMillis() * 1_000_000L;
        stopped = false;
        nodes = 0;
        int maxDepth = limits.maxDepth() == 0 ? MAX_PLY - 8 : Math.min(limits.maxDepth(), MAX_PLY - 8);
        List<Move> moves = p.legalMoves();
        if (moves.isEmpty()) {
            return new SearchResult(null, -WIN, 0, 1, 0, List.of());
        }
        SearchResult best = new SearchResult(moves.get(0), 0, 0, 1, 0, List.of(moves.get(0)));
        for (int depth = 1; depth <= maxDepth; depth++) {
            List<Move> pv = new ArrayList<>();
            int score = negamax(p, depth, 0, -WIN - 1, WIN + 1, pv, best.pv());
            if (stopped) {
                break;
            }
            long millis = (System.nanoTime() - start) / 1_000_000L;
            best = new SearchResult(pv.get(0), score, depth, nodes, millis, pv);
            if (Math.abs(score) > WIN - MAX_PLY || moves.size() == 1 || limits.maxNodes() > 0 && nodes >= limits.maxNodes()) {
                break;
            }
        }
        return new SearchResult(best.best(), best.score(), best.depth(), nodes, (System.nanoTime() - start) / 1_000_000L,
                best.pv());
    }

    private int negamax(Position p, int depth, int ply, int alpha, int beta, List<Move> pv, List<Move> previous) {
        nodes++;
        if ((nodes & 1023) == 0 && System.nanoTime() > deadline) {
            stopped = true;
        }
        if (stopped) {
            return 0;
        }
        List<Move> moves = p.legalMoves();
        if (moves.isEmpty()) {
            return -(WIN - ply);
        }
        boolean capture = moves.get(0).isCapture();
        if ((depth <= 0 && !capture) || ply >= MAX_PLY) {
            return evaluate(p);
        }
        List<Move> ordered = new ArrayList<>(moves);
        if (ply < previous.size() && ordered.remove(previous.get(ply))) {
            ordered.add(0, previous.get(ply));
        }
        int best = -WIN - 1;
        List<Move> line = new ArrayList<>();
        for (Move m : ordered) {
            line.clear();
            int v = -negamax(p.apply(m), depth - 1, ply + 1, -beta, -Math.max(alpha, best), line,
                    ply < previous.size() && m.equals(previous.get(ply)) ? previous : List.of());
            if (stopped) {
                return 0;
            }
            if (v > best) {
                best = v;
                pv.clear();
                pv.add(m);
                pv.addAll(line);
                if (best >= beta) {
                    break;
                }
            }
        }
        return best;
    }

    private static int evaluate(Position p) {
        long kings = p.kings();
        long mine = p.pieces(p.toMove());
        long theirs = p.pieces(p.toMove() == Side.BLACK ? Side.WHITE : Side.BLACK);
        return MAN * (Long.bitCount(mine & ~kings) - Long.bitCount(theirs & ~kings))
                + KING * (Long.bitCount(mine & kings) - Long.bitCount(theirs & kings));
    }

    /** A score in words, as the engine's {@code Score.text} writes it: {@code +1.25}, {@code win in 7}. */
    static String scoreText(int score) {
        if (Math.abs(score) > WIN - 1000) {
            int plies = WIN - Math.abs(score);
            int moves = (plies + 1) / 2;
            return (score > 0 ? "win in " : "loss in ") + moves;
        }
        return String.format(java.util.Locale.ROOT, "%+.2f", score / 100.0);
    }

    /** A score as a value in [-1, 1] for the side to move: a win 1, material squashed. */
    static double value(int score) {
        if (Math.abs(score) > WIN - 1000) {
            return Math.signum(score);
        }
        return Math.tanh(score / 300.0);
    }
}
