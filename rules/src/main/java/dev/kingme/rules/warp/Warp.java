package dev.kingme.rules.warp;

import dev.kingme.rules.GameKind;
import dev.kingme.rules.OptionSpec;
import dev.kingme.rules.Options;
import dev.kingme.rules.Rules;
import java.util.List;

/**
 * Warp Checkers (seed {@code 002}): 24 pieces a side on all 64 squares of a board whose edges wrap round,
 * optional captures, kings that swap and split, queens that skip and cycle blocks of squares, and a win on
 * points after 20 turns without a capture. The rules as implemented and every ruling are in
 * {@code docs/rules/warp.md}.
 */
public final class Warp implements GameKind {
    public static final Warp GAME = new Warp();
    /** Turns without a capture after which the side with more points wins. */
    public static final String QUIET_TURNS = "quiet-turns";

    /** Public for {@link java.util.ServiceLoader}; use {@link #GAME}. */
    public Warp() {
    }

    @Override
    public String name() {
        return "warp";
    }

    @Override
    public String title() {
        return "Warp Checkers: all 64 squares, edges that wrap, swaps, splits, queens and cycling";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(OptionSpec.number(QUIET_TURNS, 20,
                "turns (one side's move each) without a capture after which the side with more points wins"));
    }

    @Override
    public Rules rules(Options options) {
        return new WarpRules(options);
    }
}
