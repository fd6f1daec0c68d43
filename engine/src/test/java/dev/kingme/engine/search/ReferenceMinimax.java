package dev.kingme.engine.search;

import dev.kingme.engine.MoveGenerator;
import dev.kingme.engine.MoveList;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import java.util.function.ToIntFunction;

/**
 * Plain minimax over the tree {@link Searcher} defines (same extensions, leaves, repetition and loss rules),
 * without pruning, ordering or a table: slow, but obviously right, so alpha-beta must agree with it.
 */
final class ReferenceMinimax {
    private final long[] path = new long[Searcher.MAX_PLY + 1];
    private final int[] lastIrreversible = new int[Searcher.MAX_PLY + 1];
    private final ToIntFunction<Position> evaluation;
    long nodes;

    /** Minimax with the shipped linear evaluation at the leaves. */
    ReferenceMinimax() {
        this(Evaluation::evaluate);
    }

    /**
     * The score a search with {@code network} gives a leaf: the network's, or the linear evaluation's in the
     * smallest endings ({@link StaticScores#LINEAR_PIECES}).
     */
    static int networkScore(dev.kingme.engine.eval.nnue.Network network, Position leaf) {
        return StaticScores.linearHere(leaf) ? Evaluation.evaluate(leaf) : network.evaluate(leaf);
    }

    /** Minimax with {@code evaluation} at the leaves. */
    ReferenceMinimax(ToIntFunction<Position> evaluation) {
        this.evaluation = evaluation;
    }

    /** The value of {@code p} searched to {@code depth} (at least 1), as the searcher's root does. */
    int value(Position p, int depth) {
        path[0] = p.hash();
        lastIrreversible[0] = 0;
        long[] moves = moves(p);
        int best = -Score.INFINITY;
        for (long m : moves) {
            Position c = p.applyPacked(m);
            enter(p, m, c, 1);
            best = Math.max(best, -minimax(c, depth - 1, 1));
        }
        return best;
    }

    /** The value for the side to move in {@code p} of playing {@code move} there, searched as {@link #value}. */
    int valueOf(Position p, long move, int depth) {
        path[0] = p.hash();
        lastIrreversible[0] = 0;
        Position c = p.applyPacked(move);
        enter(p, move, c, 1);
        return -minimax(c, depth - 1, 1);
    }

    private int minimax(Position p, int depth, int ply) {
        nodes++;
        for (int j = ply - 4; j >= lastIrreversible[ply]; j -= 2) {
            if (path[j] == path[ply]) {
                return 0;
            }
        }
        if (ply >= Searcher.MAX_PLY - 1) {
            return evaluation.applyAsInt(p);
        }
        long[] moves = moves(p);
        if (moves.length == 0) {
            return Score.lossIn(ply);
        }
        if (depth <= 0 && MoveList.captured(moves[0]) == 0) {
            boolean black = p.toMove() == Side.BLACK;
            boolean threatened = MoveGenerator.jumpers(black ? p.white() : p.black(), black ? p.black() : p.white(),
                    p.kings(), !black) != 0;
            if (depth < 0 || !threatened) {
                return evaluation.applyAsInt(p);
            }
        }
        int childDepth = moves.length == 1 && depth > 0 ? depth : depth - 1;
        int best = -Score.INFINITY;
        for (long m : moves) {
            Position c = p.applyPacked(m);
            enter(p, m, c, ply + 1);
            best = Math.max(best, -minimax(c, childDepth, ply + 1));
        }
        return best;
    }

    private void enter(Position p, long m, Position c, int ply) {
        path[ply] = c.hash();
        boolean irreversible = MoveList.captured(m) != 0 || (p.kings() & (1L << MoveList.fromBit(m))) == 0;
        lastIrreversible[ply] = irreversible ? ply : lastIrreversible[ply - 1];
    }

    /** The legal moves, each set of captured pieces and destination once (routes do not matter to a value). */
    static long[] moves(Position p) {
        MoveList list = new MoveList();
        boolean black = p.toMove() == Side.BLACK;
        MoveGenerator.generate(black ? p.black() : p.white(), black ? p.white() : p.black(), p.kings(), black, true,
                list);
        return java.util.stream.LongStream.range(0, list.size()).map(i -> list.move((int) i)).distinct().toArray();
    }
}
