package dev.kingme.record;

import dev.kingme.record.json.Json;
import dev.kingme.record.json.JsonFields;
import dev.kingme.record.json.JsonWriter;
import java.util.LinkedHashMap;
import java.util.Map;

/** A game's option values as a JSON object of strings, in a record and in the server's games table alike. */
final class OptionsJson {
    private OptionsJson() {
    }

    /** The options {@code v} holds, in the order written; {@code what} names the object in errors. */
    static Map<String, String> read(Json v, String what) {
        Map<String, String> out = new LinkedHashMap<>();
        for (var e : JsonFields.of(v, what).obj().members().entrySet()) {
            out.put(e.getKey(), JsonFields.string(e.getValue(), "option " + JsonWriter.write(e.getKey())));
        }
        return out;
    }
}
