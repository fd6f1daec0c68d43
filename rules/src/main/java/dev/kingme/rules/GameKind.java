package dev.kingme.rules;

import java.util.List;

/** A game Kingme can play: its name, its options, and its rules for a choice of options. */
public interface GameKind {
    /** The name used on the command line and in records ("american", "lilypad"). */
    String name();

    /** One line saying what the game is. */
    String title();

    /** The options the game accepts, with defaults. */
    List<OptionSpec> options();

    /** The characters a side may play in this game (each side picks one, or none), in listing order. */
    default List<Persona> characters() {
        return List.of();
    }

    /** The rules for {@code options} (already validated against {@link #options()}). */
    Rules rules(Options options);

    /** The rules with options given as text; unknown names and bad values are errors naming them. */
    default Rules rules(java.util.Map<String, String> given) {
        return rules(Options.of(this, given));
    }

    /** The rules of a recorded game, with its recorded options ({@link Options#ofRecord}). */
    default Rules rulesOfRecord(java.util.Map<String, String> recorded) {
        return rules(Options.ofRecord(this, recorded));
    }
}
