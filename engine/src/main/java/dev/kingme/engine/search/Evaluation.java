package dev.kingme.engine.search;

import dev.kingme.engine.Position;
import dev.kingme.engine.eval.Evaluator;
import dev.kingme.engine.eval.nnue.Network;
import java.util.Locale;

/**
 * The static evaluation the search uses by default: a guess in hundredths of a man of how good a quiet
 * position is for the side to move. Two are shipped: the linear {@link Evaluator} (see
 * {@link dev.kingme.engine.eval}) and the learned {@link Network}; the system property {@code kingme.eval}
 * ({@code linear} or {@code network}) chooses between them for every searcher made after it is read, so
 * that a match can play the one against the other.
 */
public final class Evaluation {
    /** The value of a man, the unit of scores. */
    public static final int MAN = 100;
    /** The evaluation searchers use when {@code kingme.eval} does not say. */
    static final String DEFAULT = "linear";

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
        String choice = System.getProperty("kingme.eval", DEFAULT).strip().toLowerCase(Locale.ROOT);
        return switch (choice) {
            case "linear" -> null;
            case "network" -> Network.standard();
            default -> throw new IllegalArgumentException("kingme.eval must be linear or network, not '" + choice + "'");
        };
    }
}
