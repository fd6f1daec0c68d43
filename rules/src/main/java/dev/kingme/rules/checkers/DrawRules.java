package dev.kingme.rules.checkers;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Options;
import dev.kingme.rules.Verdict;

/**
 * The draw rules of played checkers: a position occurring for the N-th time, and N moves by each side
 * without a capture or a man's move (see docs/rules/american.md, rulings 6 and 7). Agreement is an
 * {@link dev.kingme.rules.Effect.Agree}.
 */
public record DrawRules(int repetitions, int noProgressMoves) {
    public DrawRules {
        if (repetitions == 1) {
            throw new IllegalArgumentException("option repetitions must be 0 (off) or at least 2: a position"
                    + " always occurs once");
        }
    }

    public static DrawRules of(Options o) {
        return new DrawRules(o.number(CheckersOptions.REPETITIONS), o.number(CheckersOptions.NO_PROGRESS));
    }

    /** The draw that {@code s} has reached, or null. */
    public Verdict verdict(GameState s) {
        if (repetitions > 0 && s.occurrences() >= repetitions) {
            return Verdict.draw("the same position occurred " + repetitions + " times");
        }
        if (noProgressMoves > 0 && s.quietPlies() >= 2 * noProgressMoves) {
            return Verdict.draw(noProgressMoves + (noProgressMoves == 1 ? " move" : " moves")
                    + " by each side without a capture or a man's move");
        }
        return null;
    }
}
