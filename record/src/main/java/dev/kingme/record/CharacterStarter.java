package dev.kingme.record;

import dev.kingme.record.json.JsonWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * A starting character file for a designer ({@code kingme character new}): a character of one set with a power
 * that earns pennies and one that spends them on a decision, every part explained in {@code "comment"} keys,
 * that passes a check without a warning and can be played as it is. The files are resources
 * ({@code starters/SET.json}) with the id, title and file name to fill in.
 */
public final class CharacterStarter {
    /** The sets a character belongs to, as files name them. */
    public static final List<String> SETS = List.of("fantasy-rpg", "schlock-mercenary");

    private CharacterStarter() {
    }

    /**
     * The starting file of the character {@code id} of {@code set}, its title made from its id
     * ({@code holy-paladin}: Holy Paladin), its comments naming {@code file} in the commands that check and play it.
     *
     * @throws IllegalArgumentException for a set that is not one of {@link #SETS}, or an id a file may not have
     */
    public static String text(String set, String id, String file) {
        if (!SETS.contains(set)) {
            throw new IllegalArgumentException("no set '" + set + "' (" + String.join(", ", SETS) + ")");
        }
        if (!id.matches("[a-z][a-z0-9-]{0,31}")) {
            throw new IllegalArgumentException("a character's id is lower-case letters, digits and hyphens, a letter first"
                    + " and at most 32 (holy-paladin), not '" + id + "'");
        }
        return template(set).replace("{{id}}", id).replace("{{title}}", title(id)).replace("{{file}}", inString(file));
    }

    /** A title made from an id: {@code holy-paladin} is Holy Paladin. */
    static String title(String id) {
        return Arrays.stream(id.split("-+")).filter(w -> !w.isEmpty())
                .map(w -> w.substring(0, 1).toUpperCase(Locale.ROOT) + w.substring(1)).collect(Collectors.joining(" "));
    }

    /** {@code s} as it is written inside a JSON string. */
    private static String inString(String s) {
        String quoted = JsonWriter.write(s);
        return quoted.substring(1, quoted.length() - 1);
    }

    private static String template(String set) {
        try (InputStream in = CharacterStarter.class.getResourceAsStream("/starters/" + set + ".json")) {
            if (in == null) {
                throw new IllegalStateException("no starting file for " + set);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
