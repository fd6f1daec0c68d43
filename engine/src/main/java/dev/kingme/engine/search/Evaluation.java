package dev.kingme.engine.search;

import dev.kingme.engine.Position;
import dev.kingme.engine.eval.Evaluator;

/**
 * The static evaluation the search uses by default: the shipped {@link Evaluator} (see
 * {@link dev.kingme.engine.eval}), a guess in hundredths of a man of how good a quiet position is for the
 * side to move.
 */
public final class Evaluation {
    /** The value of a man, the unit of scores. */
    public static final int MAN = 100;

    private Evaluation() {
    }

    /** The score of {@code p} for the side to move, by the shipped weights. */
    public static int evaluate(Position p) {
        return Evaluator.standard().evaluate(p);
    }
}
