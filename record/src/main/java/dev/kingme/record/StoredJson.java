package dev.kingme.record;

import dev.kingme.record.json.Json;
import dev.kingme.record.json.JsonFields;
import dev.kingme.record.json.JsonReader;
import dev.kingme.record.json.JsonWriter;
import dev.kingme.rules.Decision;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The JSON the web server keeps in its database: the body of each stored action, and a game's options.
 *
 * <pre>
 * move         {"decisions":[{"step":[21,28]}, ...]}    (decisions in the shapes of {@link EntryJson})
 * roll         {"value":4}                              (the value of the outcome chance came up)
 * undo, draws, resignation  {}
 * options      {"black":"breya","white":"tagon","no-progress":"40"}
 * </pre>
 *
 * <p>These formats are what the database holds for every game ever stored, so they never change; reading
 * is strict, since a damaged row must stop the game's replay at that row and say what is wrong there. Every
 * fault is a {@link dev.kingme.record.json.JsonException} with the line and column.
 */
public final class StoredJson {
    /** The body of an action that carries nothing but its kind. */
    public static final String EMPTY = "{}";

    private StoredJson() {
    }

    /** The body of a stored move: its decisions, in order. */
    public static String move(List<Decision> decisions) {
        List<Object> list = new ArrayList<>();
        for (Decision d : decisions) {
            list.add(EntryJson.value(d));
        }
        return JsonWriter.write(Map.of("decisions", list));
    }

    /** The decisions of a stored move's body: at least one. */
    public static List<Decision> decisions(String body) {
        JsonFields f = JsonFields.of(JsonReader.read(body), "a move").allowOnly(List.of("decisions"));
        List<Json> items = f.array("decisions");
        if (items.isEmpty()) {
            throw f.get("decisions").error("a move must be a non-empty list of decisions");
        }
        List<Decision> out = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            out.add(EntryJson.decision(items.get(i), "decision " + i));
        }
        return out;
    }

    /** The body of a stored roll. */
    public static String roll(int value) {
        return JsonWriter.write(Map.of("value", value));
    }

    /** The value of a stored roll's body. */
    public static int value(String body) {
        return JsonFields.of(JsonReader.read(body), "a roll").allowOnly(List.of("value"))
                .integer("value", Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    /** A game's options, in their order. */
    public static String options(Map<String, String> options) {
        return JsonWriter.write(options);
    }

    /** The options a game was stored with, in the order stored. */
    public static Map<String, String> options(String text) {
        return OptionsJson.read(JsonReader.read(text), "the options");
    }
}
