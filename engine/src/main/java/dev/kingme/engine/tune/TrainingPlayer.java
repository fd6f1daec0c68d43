package dev.kingme.engine.tune;

import dev.kingme.engine.MoveGenerator;
import dev.kingme.engine.MoveList;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import dev.kingme.engine.eval.Evaluator;

/**
 * The player of the tuner's self-play games: a plain fixed-depth alpha-beta search with the same horizon
 * rules as the engine's (captures are searched to the end of the exchange, a threatened side gets one more
 * ply), no table, no pruning. It is kept apart from the engine's {@code Searcher} on purpose: the games,
 * and so the tuned weights, must come out the same from the same seed however the engine's search changes
 * later.
 */
final class TrainingPlayer {
    private static final int MAX_PLY = 64;
    private static final int WIN = 30000;

    private final Evaluator evaluator;
    private final int depth;
    private final long[][] moves = new long[MAX_PLY + 1][MoveList.CAPACITY];
    private final MoveList scratch = new MoveList();
    /** The value {@link #bestMove} found for the side to move, as {@link #score} gives it. */
    private int lastScore;

    TrainingPlayer(Evaluator evaluator, int depth) {
        this.evaluator = evaluator;
        this.depth = depth;
    }

    /** The best move of {@code p} (packed), the first of equals in generation order; 0 when there is none. */
    long bestMove(Position p) {
        int n = generate(p, 0);
        long best = 0;
        int alpha = -WIN - 1;
        for (int i = 0; i < n; i++) {
            long m = moves[0][i];
            int score = -search(p.applyPacked(m), n == 1 ? depth : depth - 1, -WIN - 1, -alpha, 1);
            if (score > alpha) {
                alpha = score;
                best = m;
            }
        }
        lastScore = n == 0 ? -WIN : alpha;
        return best;
    }

    /** The value of the position of the last {@link #bestMove}: what {@link #score} would say of it. */
    int lastScore() {
        return lastScore;
    }

    /**
     * The value of {@code p} for the side to move by this player's search (a win or loss as
     * {@code 30000} less the plies to it); a position without a move is lost.
     */
    int score(Position p) {
        int n = generate(p, 0);
        if (n == 0) {
            return -WIN;
        }
        int alpha = -WIN - 1;
        for (int i = 0; i < n; i++) {
            alpha = Math.max(alpha, -search(p.applyPacked(moves[0][i]), n == 1 ? depth : depth - 1, -WIN - 1, -alpha, 1));
        }
        return alpha;
    }

    private int search(Position p, int depth, int alpha, int beta, int ply) {
        int n = generate(p, ply);
        if (n == 0) {
            return -WIN + ply;
        }
        if (ply >= MAX_PLY - 1) {
            return evaluator.evaluate(p);
        }
        boolean capturing = MoveList.captured(moves[ply][0]) != 0;
        if (depth <= 0 && !capturing) {
            boolean black = p.toMove() == Side.BLACK;
            boolean threatened = MoveGenerator.jumpers(black ? p.white() : p.black(), black ? p.black() : p.white(),
                    p.kings(), !black) != 0;
            if (depth < 0 || !threatened) {
                return evaluator.evaluate(p);
            }
        }
        int childDepth = n == 1 && depth > 0 ? depth : depth - 1;
        int best = -WIN - 1;
        for (int i = 0; i < n; i++) {
            int score = -search(p.applyPacked(moves[ply][i]), childDepth, -beta, -Math.max(alpha, best), ply + 1);
            if (score > best) {
                best = score;
                if (best >= beta) {
                    break;
                }
            }
        }
        return best;
    }

    private int generate(Position p, int ply) {
        boolean black = p.toMove() == Side.BLACK;
        MoveGenerator.generate(black ? p.black() : p.white(), black ? p.white() : p.black(), p.kings(), black, true,
                scratch);
        int n = 0;
        long[] list = moves[ply];
        for (int i = 0; i < scratch.size(); i++) {
            long m = scratch.move(i);
            boolean seen = false;
            for (int j = 0; j < n && MoveList.captured(m) != 0; j++) {
                seen |= list[j] == m;
            }
            if (!seen) {
                list[n++] = m;
            }
        }
        return n;
    }
}
