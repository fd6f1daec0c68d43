package dev.kingme.app.web;

import dev.kingme.app.command.CharacterFilesOption;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.Games;
import dev.kingme.rules.OptionSpec;
import dev.kingme.rules.Persona;
import dev.kingme.rules.Player;
import dev.kingme.rules.character.Cast;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The character each side plays, for games that have characters: by the convention every character game
 * keeps, the option named after the side ({@code black}, {@code white}) holds the character's name.
 */
final class Characters {
    private Characters() {
    }

    /** The persona {@code p} plays in {@code g}, or null for none. */
    static Persona of(LiveGame g, Player p) {
        return of(g.rules().kind(), g.options().get(p.name().toLowerCase(Locale.ROOT)));
    }

    /**
     * The persona named {@code name} in a game of {@code kind}: one of the game's own characters or, since
     * characters from either set may face each other, one of another game's.
     */
    static Persona of(GameKind kind, String name) {
        if (name == null || kind.characters().isEmpty()) {
            return null;
        }
        for (GameKind k : Games.all()) {
            for (Persona persona : k.characters()) {
                if (persona.name().equals(name)) {
                    return persona;
                }
            }
        }
        return null;
    }

    /** True when the character {@code p} was written in a character file the server loaded ({@code --characters}). */
    static boolean fromFile(Persona p) {
        return Cast.current().fromFile(p.name());
    }

    /**
     * Why a game of {@code kind} with {@code options} cannot be played on this server (a side's character
     * comes from a file the server has not loaded), or null when it can.
     */
    static String notLoaded(GameKind kind, Map<String, String> options) {
        List<String> gone = CharacterFilesOption.missing(kind, options);
        return gone.isEmpty() ? null : "no character '" + String.join("' or '", gone) + "' on this server: a character"
                + " written in a file is played only where its file is loaded (start the server with --characters DIR,"
                + " DIR holding its file)";
    }

    /** Every character a side may play in {@code kind}: the values its {@code black} option allows. */
    static List<Persona> playable(GameKind kind) {
        List<Persona> out = new ArrayList<>();
        for (OptionSpec spec : kind.options()) {
            if (spec.name().equals("black")) {
                for (String name : spec.allowed()) {
                    Persona p = of(kind, name);
                    if (p != null) {
                        out.add(p);
                    }
                }
            }
        }
        return out.isEmpty() ? kind.characters() : out;
    }
}
