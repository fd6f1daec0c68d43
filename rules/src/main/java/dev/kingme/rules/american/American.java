package dev.kingme.rules.american;

import dev.kingme.rules.GameKind;
import dev.kingme.rules.OptionSpec;
import dev.kingme.rules.Options;
import dev.kingme.rules.Rules;
import dev.kingme.rules.checkers.CheckersOptions;
import java.util.List;

/** American checkers (English draughts), with the tournament options of the Checkers text. */
public final class American implements GameKind {
    public static final American GAME = new American();

    /** Public for {@link java.util.ServiceLoader}; use {@link #GAME}. */
    public American() {
    }

    @Override
    public String name() {
        return "american";
    }

    @Override
    public String title() {
        return "American checkers (English draughts)";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(CheckersOptions.HUFFING_SPEC, CheckersOptions.NO_PROGRESS_SPEC, CheckersOptions.REPETITIONS_SPEC,
                CheckersOptions.OPENING_SPEC, CheckersOptions.BALLOT_SPEC);
    }

    @Override
    public Rules rules(Options options) {
        return new AmericanRules(options);
    }
}
