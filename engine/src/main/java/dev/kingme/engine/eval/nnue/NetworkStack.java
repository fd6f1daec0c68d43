package dev.kingme.engine.eval.nnue;

import dev.kingme.engine.Position;
import dev.kingme.engine.Side;

/**
 * One search thread's accumulators, one a ply, brought up to date only when a position on the path is
 * evaluated: the root's is computed from scratch, and entering a child only records the parent and the move.
 * An evaluation at a ply first fills the accumulators of the plies between the last one still up to date and
 * it, each from its parent's and the move ({@link Network#play}). Going back to the parent is going back a
 * ply, where its accumulator, if it was filled, is as it was. Most nodes of a search are never evaluated
 * (their children are, or the table, a database or a cut-off answers for them), and with a cheaper
 * evaluation screening the leaves most leaves are not evaluated by the network either: their accumulators
 * are never filled. The scores of recently evaluated positions are kept ({@link ScoreCache}), so that a leaf
 * met again costs neither. Everything is allocated once, here.
 */
public final class NetworkStack {
    private final Network network;
    private final short[][] byPly;
    /** By ply, the position there and the packed move played from it to the next ply. */
    private final Position[] positions;
    private final long[] moves;
    /** The accumulators of plies 0 to this one are those of the positions on the current path. */
    private int upToDate;
    private final int[] sums;
    private final ScoreCache scores = new ScoreCache();

    /** Room for plies 0 to {@code maxPly}. */
    public NetworkStack(Network network, int maxPly) {
        this.network = network;
        this.byPly = new short[maxPly + 1][network.newAccumulator().length];
        this.positions = new Position[maxPly + 1];
        this.moves = new long[maxPly + 1];
        this.sums = new int[network.layer2()];
    }

    public Network network() {
        return network;
    }

    /** Computes the accumulator of {@code p}, at {@code ply}, from scratch. */
    public void refresh(int ply, Position p) {
        network.refresh(p.black(), p.white(), p.kings(), byPly[ply]);
        upToDate = ply;
    }

    /**
     * Enters ply {@code ply + 1} by the packed {@code move} of {@code p}, at {@code ply}: the move is recorded,
     * and the accumulators from the next ply on are no longer those of the path.
     */
    public void play(int ply, Position p, long move) {
        positions[ply] = p;
        moves[ply] = move;
        if (upToDate > ply) {
            upToDate = ply;
        }
    }

    /** The score for the side to move of the position at {@code ply}, {@code p}. */
    public int evaluate(int ply, Position p) {
        long hash = p.hash();
        int score = scores.find(hash);
        if (score == ScoreCache.MISSING) {
            score = network.evaluate(accumulator(ply), p.toMove() == Side.WHITE, sums);
            scores.store(hash, score);
        }
        return score;
    }

    /** The accumulator at {@code ply}, brought up to date along the path. */
    short[] accumulator(int ply) {
        for (int k = upToDate; k < ply; k++) {
            network.play(byPly[k], byPly[k + 1], positions[k], moves[k]);
        }
        if (ply > upToDate) {
            upToDate = ply;
        }
        return byPly[ply];
    }
}
