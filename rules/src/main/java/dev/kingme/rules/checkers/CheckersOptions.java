package dev.kingme.rules.checkers;

import dev.kingme.rules.OptionSpec;
import java.util.List;

/** The named options of checkers and the games built on it, each from a clause of the Checkers text. */
public final class CheckersOptions {
    private CheckersOptions() {
    }

    public static final String HUFFING = "huffing";
    public static final String NO_PROGRESS = "no-progress";
    public static final String REPETITIONS = "repetitions";
    public static final String OPENING = "opening";
    public static final String BALLOT = "ballot";
    /** The name of the huff action. */
    public static final String HUFF = "huff";

    /** "jumping is not mandatory, but ... the piece that could have made the jump is 'huffed'". */
    public static final OptionSpec HUFFING_SPEC = OptionSpec.flag(HUFFING, false,
            "captures are not forced; a piece that declined a capture may be huffed by the opponent");
    public static final OptionSpec NO_PROGRESS_SPEC = OptionSpec.number(NO_PROGRESS, 40,
            "draw after N moves by each side without a capture or a man's move (0: off)");
    public static final OptionSpec REPETITIONS_SPEC = OptionSpec.number(REPETITIONS, 3,
            "draw when a position occurs N times (0: off)");
    /** "three-move restriction ... two-move restriction ... go-as-you-please (GAYP)". */
    public static final OptionSpec OPENING_SPEC = OptionSpec.choice(OPENING, "gayp",
            List.of("gayp", "two-move", "three-move"), "tournament opening restriction");
    public static final OptionSpec BALLOT_SPEC = OptionSpec.number(BALLOT, 0,
            "ballot number to play (0: drawn by chance)");

    public static List<OptionSpec> drawSpecs() {
        return List.of(NO_PROGRESS_SPEC, REPETITIONS_SPEC);
    }
}
