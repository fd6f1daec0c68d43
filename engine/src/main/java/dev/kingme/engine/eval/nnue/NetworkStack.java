package dev.kingme.engine.eval.nnue;

import dev.kingme.engine.Position;
import dev.kingme.engine.Side;

/**
 * One search thread's accumulators, one a ply: the root's is computed from scratch, and each child's from
 * its parent's and the move ({@link Network#play}). The search makes a move by filling the next ply's
 * accumulator and unmakes it by going back a ply, where the parent's is as it was. Everything is allocated
 * once, here.
 */
public final class NetworkStack {
    private final Network network;
    private final short[][] byPly;
    private final int[] sums;

    /** Room for plies 0 to {@code maxPly}. */
    public NetworkStack(Network network, int maxPly) {
        this.network = network;
        this.byPly = new short[maxPly + 1][network.newAccumulator().length];
        this.sums = new int[network.layer2()];
    }

    public Network network() {
        return network;
    }

    /** Computes the accumulator of {@code p}, at {@code ply}, from scratch. */
    public void refresh(int ply, Position p) {
        network.refresh(p.black(), p.white(), p.kings(), byPly[ply]);
    }

    /** Fills ply {@code ply + 1}'s accumulator with that after the packed {@code move} of {@code p}, at {@code ply}. */
    public void play(int ply, Position p, long move) {
        network.play(byPly[ply], byPly[ply + 1], p, move);
    }

    /** The score for the side to move of the position at {@code ply}, {@code p}. */
    public int evaluate(int ply, Position p) {
        return network.evaluate(byPly[ply], p.toMove() == Side.WHITE, sums);
    }

    /** The accumulator at {@code ply} (for the tests that hold it against a fresh one). */
    short[] accumulator(int ply) {
        return byPly[ply];
    }
}
