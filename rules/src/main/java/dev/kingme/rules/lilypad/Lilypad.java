package dev.kingme.rules.lilypad;

import dev.kingme.rules.GameKind;
import dev.kingme.rules.OptionSpec;
import dev.kingme.rules.Options;
import dev.kingme.rules.Rules;
import dev.kingme.rules.checkers.CheckersOptions;
import java.util.List;

/**
 * Lilypad (seed {@code 004}, by Jonathan A. Leistiko): checkers in which each side also has a pawn riding
 * one of its checkers, and the first pawn carried across the board wins. The rules as implemented and
 * every ruling are in {@code docs/rules/lilypad.md}.
 */
public final class Lilypad implements GameKind {
    public static final Lilypad GAME = new Lilypad();

    /** Public for {@link java.util.ServiceLoader}; use {@link #GAME}. */
    public Lilypad() {
    }

    @Override
    public String name() {
        return "lilypad";
    }

    @Override
    public String title() {
        return "Lilypad: checkers with a pawn to carry across the board";
    }

    /** The three variants of the text's Appendix A (all off by default) and the draw rules of checkers. */
    @Override
    public List<OptionSpec> options() {
        return List.of(LilypadOptions.IMMUNE_SPEC, LilypadOptions.FROZEN_SPEC, LilypadOptions.ONE_STEP_SPEC,
                CheckersOptions.NO_PROGRESS_SPEC, CheckersOptions.REPETITIONS_SPEC);
    }

    /**
     * @throws IllegalArgumentException when {@code pawn-checker-immune} and {@code pawn-checker-frozen} are
     *     both on (they contradict each other)
     */
    @Override
    public Rules rules(Options options) {
        return new LilypadRules(options);
    }
}
