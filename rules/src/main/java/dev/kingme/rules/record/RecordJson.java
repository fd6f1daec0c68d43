package dev.kingme.rules.record;

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
 * <p>"format" is required and must be {@value GameRecord#FORMAT}, so that a later format is refused
 * rather than misread; "characters" and "setup" may be left out (empty, null); any other key is refused.
 * See {@link EntryJson} for the entries.
 */
final class RecordJson {
    private static final List<String> KEYS = List.of("format", "game", "options", "characters", "setup", "entries");

    private RecordJson() {
    }

    static String write(GameRecord r) {
        StringBuilder sb = new StringBuilder("{\n");
        member(sb, "format", GameRecord.FORMAT);
        member(sb, "game", r.game());
        member(sb, "options", r.options());
        member(sb, "characters", r.characters());
        member(sb, "setup", r.setup());
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

    private static void member(StringBuilder sb, String key, Object value) {
        sb.append("  ");
        JsonWriter.quote(sb, key);
        sb.append(": ");
        JsonWriter.append(sb, value);
        sb.append(",\n");
    }

    static GameRecord read(String text) {
        JsonFields f = JsonFields.of(JsonReader.read(text), "a record");
        int format = f.integer("format", Integer.MIN_VALUE, Integer.MAX_VALUE);
        if (format != GameRecord.FORMAT) {
            throw f.get("format").error("format " + format + " is not known (this reader knows format "
                    + GameRecord.FORMAT + ")");
        }
        f.allowOnly(KEYS);
        String game = f.string("game");
        if (game.isBlank()) {
            throw f.get("game").error("\"game\" must name a game");
        }
        JsonFields options = JsonFields.of(f.get("options"), "\"options\"");
        Map<String, String> values = new LinkedHashMap<>();
        for (var e : options.obj().members().entrySet()) {
            values.put(e.getKey(), JsonFields.string(e.getValue(), "option " + JsonWriter.write(e.getKey())));
        }
        List<String> characters = f.has("characters") ? f.strings("characters") : List.of();
        String setup = f.stringOrNull("setup");
        List<Entry> entries = new ArrayList<>();
        List<Json> items = f.array("entries");
        for (int i = 0; i < items.size(); i++) {
            entries.add(EntryJson.read(items.get(i), i));
        }
        return new GameRecord(game, values, characters, setup, entries);
    }
}
