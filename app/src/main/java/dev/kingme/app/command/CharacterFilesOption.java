package dev.kingme.app.command;

import dev.kingme.record.CharacterFiles;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.Player;
import dev.kingme.rules.character.Cast;
import dev.kingme.rules.character.CharacterSpec;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Option;

/**
 * {@code --character-file FILE} (repeatable), for the commands that play or list characters: a command
 * calls {@link #install()} before it does anything else, which reads every file (one mistake refuses them
 * all, naming its file, line and column) and adds their characters to the process's {@link Cast}. A game
 * names its characters by id; a game or record that names a file's character needs that file loaded again
 * ({@link #missing}).
 */
public final class CharacterFilesOption {
    /** What to do about a character that is not loaded. */
    static final String HOW = "a character written in a file is played only with its file: load it with --character-file FILE";

    @Option(names = "--character-file", paramLabel = "FILE",
            description = "a character written in a file (docs/characters.md), playable in either character game like"
                    + " the built-in ones; repeatable. A file with a mistake is refused with its line and column, and"
                    + " nothing is played")
    List<Path> files = new ArrayList<>();

    /** Adds the files' characters to the process's cast, all or none. */
    void install() {
        if (!files.isEmpty()) {
            Cast.use(castWith(files));
        }
    }

    /**
     * The process's cast and the characters of {@code files}, every file read and checked before: a mistake,
     * or an id that is taken (built in, or by another of the files), is refused with the file's name.
     */
    public static Cast castWith(List<Path> files) {
        List<CharacterSpec> specs = CharacterFiles.readAll(files);
        Cast cast = Cast.current();
        for (int i = 0; i < files.size(); i++) {
            try {
                cast = cast.with(List.of(specs.get(i)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(files.get(i) + ": " + e.getMessage(), e);
            }
        }
        return cast;
    }

    /**
     * The characters {@code options} give the sides of a game of {@code kind} (its {@code black} and
     * {@code white} options, by the convention of every character game) that this process does not know:
     * characters from files that were not loaded.
     */
    public static List<String> missing(GameKind kind, Map<String, String> options) {
        List<String> out = new ArrayList<>();
        if (kind.characters().isEmpty()) {
            return out;
        }
        for (Player side : Player.values()) {
            String id = options.get(side.name().toLowerCase(Locale.ROOT));
            if (id != null && !Cast.current().ids().contains(id) && !out.contains(id)) {
                out.add(id);
            }
        }
        return out;
    }

    /**
     * Refuses a game of {@code kind} with {@code options} whose characters are not loaded, saying how to load
     * them; {@code where} begins the message ("" or "FILE: ").
     */
    public static void requireLoaded(GameKind kind, Map<String, String> options, String where) {
        List<String> gone = missing(kind, options);
        if (!gone.isEmpty()) {
            throw new IllegalArgumentException(where + "no character '" + String.join("' or '", gone) + "' ("
                    + String.join(", ", Cast.current().ids()) + "); " + HOW);
        }
    }
}
