package dev.kingme.engine.search;

import dev.kingme.engine.Position;
import dev.kingme.engine.eval.Evaluator;
import dev.kingme.engine.eval.nnue.Network;
import dev.kingme.engine.eval.nnue.NetworkStack;

/**
 * A search thread's static scores of its nodes: the linear evaluation's, or the network's, its accumulators kept
 * by ply along the search path ({@link NetworkStack}: entering a child records the move, and an accumulator is
 * filled from its parent's only when a position at its ply is evaluated). With a lazy
 * network ({@link Searcher#setLazyMargin}) the linear score answers wherever it lies at least the margin away
 * from what the score is compared with (the window at a leaf, the thresholds of the static cut-off and of
 * futility), since there the network would most likely decide the same, and the network answers elsewhere;
 * in an ending of {@value #EXACT_PIECES} pieces or fewer it answers everywhere, since a long manoeuvre there
 * needs scores that do not depend on the window; in one of {@value #LINEAR_PIECES} pieces or fewer the linear
 * evaluation answers (docs/engine-network.md).
 */
final class StaticScores {
    /** In an ending of this many pieces or fewer the network answers at every leaf, lazily or not. */
    static final int EXACT_PIECES = 6;
    /**
     * In an ending of this many pieces or fewer the linear evaluation answers, with a network or without: the
     * trainer labels such positions with the four-piece database's win, draw or loss alone
     * ({@code tune.NetworkTrainer}), which tells a network nothing of how to make progress in a won ending; the
     * linear evaluation's terms do. Where the databases are loaded the search never evaluates such positions.
     */
    static final int LINEAR_PIECES = 4;

    private Evaluator linear;
    /** The network's accumulators by ply when the searcher evaluates with a network; null with the linear one. */
    private NetworkStack network;
    private int margin;

    /** At the start of a search from {@code root}: the owner's evaluation, and the network's root accumulators. */
    void begin(Searcher owner, Position root, int maxPly) {
        linear = owner.evaluator;
        margin = owner.lazyMargin;
        Network n = owner.network;
        if (n == null) {
            network = null;
            return;
        }
        if (network == null || network.network() != n) {
            network = new NetworkStack(n, maxPly);
        }
        network.refresh(0, root);
    }

    /** The search enters the child of {@code p} by move {@code m}, from {@code ply}. */
    void play(int ply, Position p, long m) {
        if (network != null) {
            network.play(ply, p, m);
        }
    }

    /** The exact static score of {@code p}, at {@code ply}, for the side to move: the network's or the linear one's. */
    int exact(Position p, int ply) {
        return network != null && !linearHere(p) ? network.evaluate(ply, p) : linear.evaluate(p);
    }

    /** The static score of the leaf {@code p}, at {@code ply}, searched with the window ({@code alpha}, {@code beta}). */
    int leaf(Position p, int ply, int alpha, int beta) {
        if (network == null || linearHere(p)) {
            return linear.evaluate(p);
        }
        if (margin > 0 && lazyHere(p)) {
            int score = linear.evaluate(p);
            if (score + margin <= alpha || score - margin >= beta) {
                return score;
            }
        }
        return network.evaluate(ply, p);
    }

    /**
     * The static score of {@code p}, at {@code ply}, for the static cut-off at {@code cutAt} and futility at
     * {@code futileAt} (a threshold not tried lies farther from any score than any margin).
     */
    int forThresholds(Position p, int ply, int cutAt, int futileAt) {
        if (network == null || linearHere(p)) {
            return linear.evaluate(p);
        }
        if (margin > 0 && lazyHere(p)) {
            int score = linear.evaluate(p);
            if (Math.abs(score - cutAt) >= margin && Math.abs(score - futileAt) >= margin) {
                return score;
            }
        }
        return network.evaluate(ply, p);
    }

    /** Whether the linear evaluation answers for {@code p} whatever the searcher's evaluation: {@value #LINEAR_PIECES} pieces or fewer. */
    static boolean linearHere(Position p) {
        return Long.bitCount(p.black() | p.white()) <= LINEAR_PIECES;
    }

    /** Whether the lazy evaluation may answer for {@code p}: not in an ending of {@value #EXACT_PIECES} pieces or fewer. */
    private static boolean lazyHere(Position p) {
        return Long.bitCount(p.black() | p.white()) > EXACT_PIECES;
    }
}
