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
 * Schlock Mercenary Checkers (seed {@code 001}, by Jonathan Leistiko): checkers with pennies, dimes and
 * ten characters, mercenaries most of them, each side playing one or none, or a Fantasy RPG character (see
 * {@link FantasyRpg}); levels and saving throws count for both sides whenever a Fantasy RPG character
 * plays. The rules as implemented and every ruling are in {@code docs/rules/schlock-mercenary.md}.
 */
public final class SchlockMercenary implements GameKind {
    public static final SchlockMercenary GAME = new SchlockMercenary();

    /** Public for {@link java.util.ServiceLoader}; use {@link #GAME}. */
    public SchlockMercenary() {
    }

    @Override
    public String name() {
        return "schlock-mercenary";
    }

    @Override
    public String title() {
        return "Schlock Mercenary Checkers: pennies, dimes and a character for each side";
    }

    @Override
    public List<OptionSpec> options() {
        List<OptionSpec> out = new ArrayList<>(FantasyRpg.characterOptions());
        out.add(CheckersOptions.NO_PROGRESS_SPEC);
        out.add(CheckersOptions.REPETITIONS_SPEC);
        out.add(FantasyRpg.RULINGS_SPEC);
        return out;
    }

    @Override
    public List<Persona> characters() {
        return FantasyRpg.personas(Hero.Sets.SCHLOCK);
    }

    @Override
    public Rules rules(Options options) {
        return new CharacterRules(this, options);
    }
}
