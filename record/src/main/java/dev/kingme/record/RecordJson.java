package dev.kingme.record;

import dev.kingme.record.json.Json;
import dev.kingme.record.json.JsonException;
import dev.kingme.record.json.JsonFields;
import dev.kingme.record.json.JsonReader;
import dev.kingme.record.json.JsonWriter;
import dev.kingme.rules.record.Entry;
import dev.kingme.rules.record.GameRecord;
import dev.kingme.rules.record.RecordException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A {@link GameRecord} as JSON: an object of format, game, options, characters, setup and entries, the
 * entries one a line so that records read well and diff well:
 *
 * <pre>
 * {
 *   "format": 1,
 *   "game": "american",
 *   "options": {"huffing":"false","no-progress":"40","repetitions":"3","opening":"three-move","ballot":"0"},
 *   "characters": [],
 *   "setup": null,
 *   "entries": [
 *     {"chance":"ballot 3: 9-13 21-17 5-9","value":3,"p":0.00641025641025641},
 *     {"step":[21,28]},
 *     {"jump":[42,33,24]}
 *   ]
 * }
 * </pre>
 *
 * <p>"format" is required and must be {@value #FORMAT}, so that a later format is refused rather than
 * misread; "characters" and "setup" may be left out (empty, null); "text" (the moves as people read them,
 * written by Kingme since records have had it) may be left out and is never read back; any other key is
 * refused. See
 * {@link EntryJson} for the entries. Every fault is a {@link RecordException} naming the line and column.
 */
public final class RecordJson {
    /** The version of the JSON form written here; readers refuse others. */
    public static final int FORMAT = 1;

    private static final List<String> KEYS = List.of("format", "game", "options", "characters", "setup", "text", "entries");

    private RecordJson() {
    }

    /** The record as JSON, one entry a line. */
    public static String write(GameRecord r) {
        return write(r, null);
    }

    /**
     * The record as JSON, one entry a line, with {@code text}: its moves as people read them (numbered in
     * pairs, powers by their titles, dice folded in), or null for none. Readers never replay the text, only
     * the entries: it is there for a person opening the file.
     */
    public static String write(GameRecord r, String text) {
        StringBuilder sb = new StringBuilder("{\n");
        member(sb, "format", FORMAT);
        member(sb, "game", r.game());
        member(sb, "options", r.options());
        member(sb, "characters", r.characters());
        member(sb, "setup", r.setup());
        if (text != null) {
            member(sb, "text", text);
        }
        sb.append("  \"entries\": [");
        String sep = "\n    ";
        for (Entry e : r.entries()) {
            sb.append(sep);
            JsonWriter.append(sb, EntryJson.value(e));
            sep = ",\n    ";
        }
        sb.append(r.entries().isEmpty() ? "]\n}\n" : "\n  ]\n}\n");
        return sb.toString();
    }

    /**
     * The record as plain values (maps, lists, strings, numbers) in the order {@link #write} writes them,
     * for a document that holds records among other things (a match's results).
     */
    public static Map<String, Object> value(GameRecord r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", FORMAT);
        m.put("game", r.game());
        m.put("options", r.options());
        m.put("characters", r.characters());
        m.put("setup", r.setup());
        List<Object> entries = new ArrayList<>();
        for (Entry e : r.entries()) {
            entries.add(EntryJson.value(e));
        }
        m.put("entries", entries);
        return m;
    }

    private static void member(StringBuilder sb, String key, Object value) {
        sb.append("  ");
        JsonWriter.quote(sb, key);
        sb.append(": ");
        JsonWriter.append(sb, value);
        sb.append(",\n");
    }

    /**
     * The record a JSON text holds.
     *
     * @throws RecordException naming the line and column of the first fault
     */
    public static GameRecord read(String text) {
        try {
            return readJson(text);
        } catch (JsonException e) {
            throw RecordException.at(e.line(), e.column(), e.reason());
        }
    }

    private static GameRecord readJson(String text) {
        JsonFields f = JsonFields.of(JsonReader.read(text), "a record");
        int format = f.integer("format", Integer.MIN_VALUE, Integer.MAX_VALUE);
        if (format != FORMAT) {
            throw f.get("format").error("format " + format + " is not known (this reader knows format " + FORMAT + ")");
        }
        f.allowOnly(KEYS);
        String game = f.string("game");
        if (game.isBlank()) {
            throw f.get("game").error("\"game\" must name a game");
        }
        Map<String, String> values = OptionsJson.read(f.get("options"), "\"options\"");
        List<String> characters = f.has("characters") ? f.strings("characters") : List.of();
        String setup = f.stringOrNull("setup");
        if (f.has("text")) {
            f.stringOrNull("text");  // a string (or null) like the rest, though only people read it
        }
        List<Entry> entries = new ArrayList<>();
        List<Json> items = f.array("entries");
        for (int i = 0; i < items.size(); i++) {
            entries.add(EntryJson.read(items.get(i), "entry " + i));
        }
        return new GameRecord(game, values, characters, setup, entries);
    }
}
