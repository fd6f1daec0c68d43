package dev.kingme.rules.fantasy;

import dev.kingme.rules.GameKind;
import dev.kingme.rules.OptionSpec;
import dev.kingme.rules.Options;
import dev.kingme.rules.Persona;
import dev.kingme.rules.Rules;
import dev.kingme.rules.checkers.CheckersOptions;
import java.util.ArrayList;
import java.util.List;

/**
 * Fantasy RPG Checkers (seed {@code 000}, by Jonathan Leistiko): checkers with levels, saving throws,
 * wounds and pennies, each side playing one of six characters or none. The rules as implemented and
 * every ruling are in {@code docs/rules/fantasy-rpg.md}.
 */
public final class FantasyRpg implements GameKind {
    public static final FantasyRpg GAME = new FantasyRpg();
    public static final String BLACK = "black";
    public static final String WHITE = "white";

    /** Public for {@link java.util.ServiceLoader}; use {@link #GAME}. */
    public FantasyRpg() {
    }

    @Override
    public String name() {
        return "fantasy-rpg";
    }

    @Override
    public String title() {
        return "Fantasy RPG Checkers: levels, saving throws, wounds and a character for each side";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(
                OptionSpec.choice(BLACK, "none", Hero.ids(), "Black's character (Black chooses second and moves first)"),
                OptionSpec.choice(WHITE, "none", Hero.ids(), "White's character (White chooses first)"),
                CheckersOptions.NO_PROGRESS_SPEC, CheckersOptions.REPETITIONS_SPEC);
    }

    @Override
    public List<Persona> characters() {
        List<Persona> out = new ArrayList<>();
        for (Hero h : Hero.values()) {
            if (h != Hero.NONE) {
                out.add(h.persona());
            }
        }
        return out;
    }

    @Override
    public Rules rules(Options options) {
        return new FantasyRules(options);
    }
}
