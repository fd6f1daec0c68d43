package dev.kingme.rules.record;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Outcome;
import java.util.Objects;

/**
 * One line of a game record: a decision a side made, or an outcome chance produced. Chance outcomes are
 * kept like moves because the generator that rolled them is not part of the game (see the package
 * description).
 */
public sealed interface Entry {
    /** A decision made by the side to act. */
    record Chosen(Decision decision) implements Entry {
        public Chosen {
            Objects.requireNonNull(decision, "decision");
        }
    }

    /** An outcome chance produced where it acted. */
    record Rolled(Outcome outcome) implements Entry {
        public Rolled {
            Objects.requireNonNull(outcome, "outcome");
        }
    }

    static Entry of(Decision decision) {
        return new Chosen(decision);
    }

    static Entry of(Outcome outcome) {
        return new Rolled(outcome);
    }
}
