package dev.kingme.rules.character;

import dev.kingme.rules.GameKind;
import dev.kingme.rules.Options;
import dev.kingme.rules.Rules;

/** The rules of a character game for two given characters, whether or not they are among the built-in ones. */
public final class CharacterGames {
    private CharacterGames() {
    }

    /**
     * The rules of {@code kind} (one of the character games) under {@code options}, Black playing {@code black}
     * and White {@code white} whatever the options name.
     */
    public static Rules rules(GameKind kind, Options options, Hero black, Hero white) {
        if (!(kind instanceof FantasyRpg) && !(kind instanceof SchlockMercenary)) {
            throw new IllegalArgumentException(kind.name() + " is not a character game");
        }
        return new CharacterRules(kind, options, black, white);
    }
}
