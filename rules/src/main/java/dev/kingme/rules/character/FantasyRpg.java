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
    /** The rulings a game is played under (see {@link #RULINGS_SPEC}). */
    public static final String RULINGS = "rulings";

    /**
     * Rulings 2 are the current ones; rulings 1 are how games were played before rulings F12, S9, S12, S17 and
     * S21 changed (Superior Tactician at the start of every one of Breya's turns, useful or not, and never in
     * the opponent's; Thurl's question and Kevyn's terraport with one move or none; an arrow or a heal that
     * takes away the capture to be made). Games recorded before then have no such option and replay under 1.
     */
    static final OptionSpec RULINGS_SPEC = OptionSpec.choice(RULINGS, "2", List.of("1", "2"),
            "the rulings played: 2, the current ones; 1, as games were played before rulings F12, S9, S12, S17 and"
                    + " S21 changed (games recorded before then replay under 1)").since("1");

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
        out.add(RULINGS_SPEC);
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
