package dev.kingme.rules.character;

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
        List<OptionSpec> out = new ArrayList<>(characterOptions());
        out.add(CheckersOptions.NO_PROGRESS_SPEC);
        out.add(CheckersOptions.REPETITIONS_SPEC);
        return out;
    }

    @Override
    public List<Persona> characters() {
        return personas(Hero.Sets.FANTASY);
    }

    /** The characters of one set, for {@link GameKind#characters()}. */
    static List<Persona> personas(Hero.Sets set) {
        List<Persona> out = new ArrayList<>();
        for (Hero h : Hero.of(set)) {
            out.add(h.persona());
        }
        return out;
    }

    /** The two options that name the characters: any of either set, or none. */
    static List<OptionSpec> characterOptions() {
        return List.of(
                OptionSpec.choice(BLACK, "none", Hero.ids(), "Black's character, from either set (Black chooses second and moves first)"),
                OptionSpec.choice(WHITE, "none", Hero.ids(), "White's character, from either set (White chooses first)"));
    }

    @Override
    public Rules rules(Options options) {
        return new CharacterRules(this, options);
    }
}
