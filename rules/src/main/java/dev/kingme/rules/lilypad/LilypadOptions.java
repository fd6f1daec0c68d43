package dev.kingme.rules.lilypad;

import dev.kingme.rules.OptionSpec;
import dev.kingme.rules.Options;

/** The options of Lilypad from the text's "Appendix A: Variants", each quoting its clause. */
public final class LilypadOptions {
    private LilypadOptions() {
    }

    public static final String IMMUNE = "pawn-checker-immune";
    public static final String FROZEN = "pawn-checker-frozen";
    public static final String ONE_STEP = "pawn-one-step";

    /** Variant 1: "The checker with the pawn on it may not move or be captured." */
    public static final OptionSpec IMMUNE_SPEC = OptionSpec.flag(IMMUNE, false,
            "the checker carrying a pawn may not move and may not be captured (Appendix A, variant 1)");
    /** Variant 2: "The checker with the pawn on it may not move but may be captured." */
    public static final OptionSpec FROZEN_SPEC = OptionSpec.flag(FROZEN, false,
            "the checker carrying a pawn may not move but may be captured (Appendix A, variant 2)");
    /** Variant 3: "Pawns may only move one space per turn." */
    public static final OptionSpec ONE_STEP_SPEC = OptionSpec.flag(ONE_STEP, false,
            "a pawn moves only onto a diagonally adjacent checker (Appendix A, variant 3)");

    /**
     * Refuses option values that contradict each other: variants 1 and 2 disagree on whether the pawn's
     * checker may be captured, so they cannot both be in force.
     */
    static void check(Options o) {
        if (o.flag(IMMUNE) && o.flag(FROZEN)) {
            throw new IllegalArgumentException("options " + IMMUNE + " and " + FROZEN + " contradict each other"
                    + " (Appendix A variants 1 and 2: the checker with the pawn may not, or may, be captured);"
                    + " turn one of them off");
        }
    }
}
