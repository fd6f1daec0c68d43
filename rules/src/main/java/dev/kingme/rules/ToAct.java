package dev.kingme.rules;

import java.util.List;

/** Who decides next, computed from the state alone. */
public sealed interface ToAct {
    /** A side chooses among the legal decisions, in the given window. */
    record Choice(Player player, Window window) implements ToAct {
    }

    /** Chance acts: one of these outcomes follows, with these probabilities (they sum to 1). */
    record Chance(String what, List<Outcome> outcomes) implements ToAct {
        public Chance {
            outcomes = List.copyOf(outcomes);
            double sum = 0;
            for (Outcome o : outcomes) {
                sum += o.probability();
            }
            if (outcomes.isEmpty() || Math.abs(sum - 1) > 1e-9) {
                throw new IllegalArgumentException("chance outcomes of " + what + " must sum to 1, got " + sum);
            }
        }
    }

    /** The game is over. */
    record Terminal(Verdict verdict) implements ToAct {
    }
}
