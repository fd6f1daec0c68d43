package dev.kingme.app.command;

import dev.kingme.rules.GameKind;
import dev.kingme.rules.Games;
import dev.kingme.rules.OptionSpec;
import dev.kingme.rules.Persona;
import dev.kingme.rules.character.Cast;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code kingme games}: every game Kingme can play, one per line, starting with the name that
 * {@code play --game} takes, so scripts can cut the first word; a game with characters is followed by one
 * indented line per character (lines that start with a space are not games).
 */
@Command(name = "games", mixinStandardHelpOptions = true,
        description = {"Lists every game: its name (for play --game), what it is, and its options with their defaults.",
                "A game with characters is followed by an indented line for each: its name (for play --black and"
                        + " --white), title and powers; with --character-file, a file's character too, after the built-in"
                        + " ones of its set and marked (from a file), its name taken by both character games' options:",
                "  games --character-file paladin.json"})
public final class GamesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    CharacterFilesOption characterFiles;

    @Override
    public Integer call() {
        characterFiles.install();
        PrintWriter out = spec.commandLine().getOut();
        int width = 0;
        for (GameKind k : Games.all()) {
            width = Math.max(width, k.name().length());
        }
        for (GameKind k : Games.all()) {
            out.println(String.format("%-" + width + "s  %s  options: %s", k.name(), k.title(), options(k)));
            characters(k).forEach(out::println);
        }
        out.flush();
        return 0;
    }

    /**
     * The game's characters, one indented line each: the name its options take, its title, and its powers
     * in their short form (each power's text up to its colon):
     * {@code   mage     Arcane Mage: Spellcaster; Fireball (3 pennies); Magic Missile (1 penny)}.
     */
    static List<String> characters(GameKind k) {
        int width = 0;
        for (Persona p : k.characters()) {
            width = Math.max(width, p.name().length());
        }
        List<String> out = new ArrayList<>();
        for (Persona p : k.characters()) {
            List<String> powers = new ArrayList<>();
            for (String power : p.powers()) {
                int colon = power.indexOf(':');
                powers.add(colon < 0 ? power : power.substring(0, colon));
            }
            out.add(String.format("  %-" + width + "s  %s: %s", p.name(), p.title(), String.join("; ", powers))
                    + (Cast.current().fromFile(p.name()) ? "  (from a file)" : ""));
        }
        return out;
    }

    private static String options(GameKind k) {
        List<String> out = new ArrayList<>();
        for (OptionSpec o : k.options()) {
            out.add(o.summary());
        }
        return out.isEmpty() ? "none" : String.join(", ", out);
    }
}
