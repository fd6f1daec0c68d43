package dev.kingme.record;

import static dev.kingme.record.CharacterWords.nonEmpty;
import static dev.kingme.record.CharacterWords.word;

import dev.kingme.record.json.Json;
import dev.kingme.record.json.JsonException;
import dev.kingme.record.json.JsonFields;
import dev.kingme.record.json.JsonReader;
import dev.kingme.rules.character.CharacterSpec;
import dev.kingme.rules.character.Counters;
import dev.kingme.rules.character.Hero;
import dev.kingme.rules.character.PowerSpec;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A character file (format {@value #FORMAT}, documented in docs/characters.md with its JSON Schema): one
 * character, its powers built from blocks or naming built-in power classes. Read strictly, every mistake
 * refused with its line and column and what is wrong; written back so that reading it again gives the same
 * character. The blocks' words are the lower-case, hyphenated names of {@link PowerSpec}'s.
 *
 * <p>One reading finds every mistake of a file whose JSON is sound ({@link #check}), each part read on its own
 * ({@link CharacterMistakes}); text that is not JSON stops at its first fault. {@link #read} refuses a file by
 * the first mistake found, as it always has.
 */
public final class CharacterJson {
    public static final String FORMAT = "kingme character 1";
    private static final List<String> TOP = List.of("format", "id", "title", "set", "powers");

    private CharacterJson() {
    }

    /** The character of a file's text; a mistake is a {@link JsonException} at the value at fault (the first found). */
    public static CharacterSpec read(String text) {
        Reading r = reading(text);
        if (!r.mistakes().isEmpty()) {
            throw r.mistakes().get(0);
        }
        return r.character();
    }

    /** Every mistake of a file's text and, when it has none, what it warns of. */
    public static CharacterCheck check(String text) {
        Reading r;
        try {
            r = reading(text);
        } catch (JsonException e) {
            return CharacterCheck.of(null, List.of(CharacterFinding.error(e)), null);
        }
        List<CharacterFinding> findings = new ArrayList<>();
        for (JsonException e : r.mistakes()) {
            findings.add(CharacterFinding.error(e));
        }
        if (r.character() != null) {
            findings.addAll(CharacterWarnings.of(r.json(), r.character()));
        }
        return CharacterCheck.of(r.character(), findings, r.json());
    }

    /**
     * A file's text read: its JSON, its character (null when it has a mistake) and every mistake in the order
     * found.
     *
     * @throws JsonException where the text stops being JSON
     */
    record Reading(Json json, CharacterSpec character, List<JsonException> mistakes) {
    }

    static Reading reading(String text) {
        Json root = JsonReader.read(text);
        CharacterMistakes m = new CharacterMistakes();
        JsonFields f = m.attempt(() -> JsonFields.of(root, "a character"));
        if (f == null) {
            return new Reading(root, null, m.all());
        }
        Set<String> meant = m.allowOnly(f, TOP, CharacterPowerJson.COMMENT);
        m.check(() -> CharacterPowerJson.comment(f, "a character"));
        m.attempt(f, meant, "format", () -> format(f));
        String id = m.attempt(f, meant, "id", () -> id(f));
        Hero.Sets set = m.attempt(f, meant, "set", () -> switch (word(f, "set", List.of("fantasy-rpg", "schlock-mercenary"))) {
            case "fantasy-rpg" -> Hero.Sets.FANTASY;
            default -> Hero.Sets.SCHLOCK;
        });
        List<PowerSpec> powers = powers(f, meant, m);
        String title = m.attempt(f, meant, "title", () -> nonEmpty(f, "title"));
        CharacterSpec spec = m.count() == 0 ? new CharacterSpec(id, title, set, powers) : null;
        return new Reading(root, spec, m.all());
    }

    private static String format(JsonFields f) {
        String format = f.string("format");
        if (!format.equals(FORMAT)) {
            throw f.get("format").error("\"format\" must be \"" + FORMAT + "\", found \"" + format + "\"",
                    "write \"" + FORMAT + "\"");
        }
        return format;
    }

    private static String id(JsonFields f) {
        String id = f.string("id");
        if (!id.matches("[a-z][a-z0-9-]{0,31}")) {
            String slug = id.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^[^a-z]+|-+$", "");
            throw f.get("id").error("\"id\" must be lower-case letters, digits and hyphens (a letter first, at most 32),"
                    + " found \"" + id + "\"", slug.matches("[a-z][a-z0-9-]{0,31}") ? "write \"" + slug + "\""
                    : "write a short name in lower-case letters, such as \"paladin\"");
        }
        if (id.equals(Hero.NONE.id())) {
            throw f.get("id").error("\"id\" must not be \"" + id + "\": it names a side that plays without a character",
                    "give the character an id of its own");
        }
        return id;
    }

    /** The powers, each read on its own; two of one title, or two decisions of one name, are refused. */
    private static List<PowerSpec> powers(JsonFields f, Set<String> meant, CharacterMistakes m) {
        List<PowerSpec> powers = new ArrayList<>();
        List<Json> items = m.attempt(f, meant, "powers", () -> f.array("powers"));
        if (items == null) {
            return powers;
        }
        Set<String> names = new HashSet<>();
        Set<String> titles = new HashSet<>();
        int i = 0;
        int perGame = 0;
        int waiting = 0;
        int trapping = 0;
        for (Json p : items) {
            i++;
            PowerSpec spec = CharacterPowerJson.power(p, "power " + i, m);
            if (spec == null) {
                continue;
            }
            JsonFields pf = JsonFields.of(p, "");
            if (spec.act() != null && spec.act().perGame() > 0 && ++perGame > Counters.MOST_PER_GAME) {
                m.add(JsonFields.of(pf.get("act"), "").get("per-game").error("power " + i + ": a character has at most "
                        + Counters.MOST_PER_GAME + " powers limited \"per-game\"", "remove \"per-game\" from all but "
                        + Counters.MOST_PER_GAME + " of them"));
            }
            if (spec.act() != null && spec.act().effects().stream().anyMatch(e -> e instanceof PowerSpec.Effect.Move mv
                    && mv.afterDie()) && ++waiting > 1) {
                m.add(JsonFields.of(pf.get("act"), "").get("effects").error("power " + i + ": a character has at most one"
                        + " move that waits for a die (one dime, one die, one move under way)", "make this move \"after\""
                        + " \"now\", or keep one of the two"));
            }
            if (spec.act() != null && spec.act().effects().stream().anyMatch(e -> e instanceof PowerSpec.Effect.Trap)
                    && ++trapping > 1) {
                m.add(JsonFields.of(pf.get("act"), "").get("effects").error("power " + i + ": a character has at most one"
                        + " power that sets traps (its traps share one count of turns and do one thing)",
                        "keep the traps in one of the powers"));
            }
            if (spec.act() != null && !names.add(spec.act().name())) {
                m.add(JsonFields.of(pf.get("act"), "").get("name").error("power " + i + ": a second decision named \""
                        + spec.act().name() + "\"", "give each decision a name of its own"));
            }
            String title = spec.builtin() != null ? spec.builtin() : spec.title();
            if (!titles.add(title)) {
                m.add(pf.get(spec.builtin() != null ? "builtin" : "title").error("power " + i + ": a second power "
                        + (spec.builtin() != null ? "named" : "titled") + " \"" + title + "\"", spec.builtin() != null
                        ? "remove one of the two" : "give each power a title of its own"));
            }
            powers.add(spec);
        }
        if (items.isEmpty()) {
            m.add(f.get("powers").error("\"powers\" must list at least one power",
                    "write the character's powers in the list: [{\"title\": ..., ...}]"));
        }
        return powers;
    }

    /** The file of a character, one member a line; reading it gives {@code spec} back. */
    public static String write(CharacterSpec spec) {
        return CharacterWriter.write(spec);
    }
}
