package dev.kingme.engine.search;

import dev.kingme.engine.Position;
import dev.kingme.engine.eval.Evaluator;
import dev.kingme.engine.eval.nnue.Network;
import java.util.Locale;

/**
 * The static evaluation the search uses by default: a guess in hundredths of a man of how good a quiet
 * position is for the side to move. Two are shipped: the linear {@link Evaluator} (see
 * {@link dev.kingme.engine.eval}) and the learned {@link Network}; the system property {@code kingme.eval}
 * ({@code linear}, {@code network}, or {@code lazy}: the network where the linear score is near the search's
 * window, see {@link Searcher#setLazyMargin}) chooses between them for every searcher made after it is read,
 * so that a match can play the one against the other.
 */
public final class Evaluation {
    /** The value of a man, the unit of scores. */
    public static final int MAN = 100;
    /** The evaluation searchers use when {@code kingme.eval} does not say. */
    static final String DEFAULT = "lazy";
    /**
     * The lazy network evaluation's margin in hundredths of a man, when {@code kingme.eval.margin} does not
     * say: how far outside the search's window the linear score must lie to stand for the network's.
     */
    static final int LAZY_MARGIN = 60;

    private Evaluation() {
    }

    /** The score of {@code p} for the side to move, by the shipped linear weights. */
    public static int evaluate(Position p) {
        return Evaluator.standard().evaluate(p);
    }

    /**
     * The network a new searcher evaluates with, or null for the linear evaluation: as the system property
     * {@code kingme.eval} says, else {@value #DEFAULT}.
     *
     * @throws IllegalArgumentException when the property names neither
     */
    public static Network defaultNetwork() {
        return switch (choice()) {
            case "linear" -> null;
            case "network", "lazy" -> Network.standard();
            default -> throw new IllegalArgumentException(
                    "kingme.eval must be linear, network or lazy, not '" + choice() + "'");
        };
    }

    /**
     * The margin of the lazy network evaluation a new searcher uses ({@link Searcher#setLazyMargin}): with
     * {@code kingme.eval} {@code lazy}, the system property {@code kingme.eval.margin} or else
     * {@value #LAZY_MARGIN}; otherwise 0 (the network, if any, everywhere).
     *
     * @throws IllegalArgumentException when the margin is not a positive number
     */
    public static int defaultLazyMargin() {
        if (!choice().equals("lazy")) {
            return 0;
        }
        String margin = System.getProperty("kingme.eval.margin", Integer.toString(LAZY_MARGIN)).strip();
        try {
            int m = Integer.parseInt(margin);
            if (m > 0) {
                return m;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException("kingme.eval.margin must be a positive number, not '" + margin + "'");
    }

    private static String choice() {
        return System.getProperty("kingme.eval", DEFAULT).strip().toLowerCase(Locale.ROOT);
    }
}
