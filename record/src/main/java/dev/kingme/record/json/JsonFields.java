package dev.kingme.record.json;

import java.util.ArrayList;
import java.util.List;

/**
 * Typed reading of one JSON object's members for the codec's shapes, each error located at the value
 * at fault and naming what was being read ("entry 3: "square" must be a whole number 0-63, found a
 * string"). Unknown keys are refused rather than ignored: a misspelt key would otherwise drop data.
 */
public final class JsonFields {
    private final Json.Obj obj;
    private final String what;

    private JsonFields(Json.Obj obj, String what) {
        this.obj = obj;
        this.what = what;
    }

    /** The members of {@code v}, which must be an object; {@code what} names it in errors. */
    public static JsonFields of(Json v, String what) {
        if (!(v instanceof Json.Obj o)) {
            throw v.error(what + " must be an object, found " + v.kind(), "write an object: {\"key\": value, ...}");
        }
        return new JsonFields(o, what);
    }

    /** Refuses any key but {@code keys}: the first other key is the error. */
    public JsonFields allowOnly(List<String> keys) {
        List<JsonException> unknown = unknownKeys(keys);
        if (!unknown.isEmpty()) {
            throw unknown.get(0);
        }
        return this;
    }

    /** An error for each key but {@code keys}, in the order written (for readers that list every mistake). */
    public List<JsonException> unknownKeys(List<String> keys) {
        return unknownKeys(keys, List.of());
    }

    /**
     * An error for each key but {@code keys} and {@code unlisted}, in the order written; the errors list
     * {@code keys} as the keys expected, and leave out {@code unlisted} (a comment, which goes anywhere).
     */
    public List<JsonException> unknownKeys(List<String> keys, List<String> unlisted) {
        List<String> allowed = new ArrayList<>(keys);
        allowed.addAll(unlisted);
        List<JsonException> out = new ArrayList<>();
        for (var e : obj.members().entrySet()) {
            if (!allowed.contains(e.getKey())) {
                out.add(e.getValue().error(what + ": unknown key " + JsonWriter.write(e.getKey()) + " (expected "
                        + String.join(", ", keys) + ")", NearestWord.suggest(e.getKey(), allowed, "remove "
                        + JsonWriter.write(e.getKey()) + " and its value")));
            }
        }
        return out;
    }

    public boolean has(String key) {
        return obj.members().containsKey(key);
    }

    public Json get(String key) {
        Json v = obj.members().get(key);
        if (v == null) {
            throw obj.error(what + " needs the key " + JsonWriter.write(key), "add " + JsonWriter.write(key) + ": ... to it");
        }
        return v;
    }

    public String string(String key) {
        return string(get(key), what + ": " + JsonWriter.write(key));
    }

    public static String string(Json v, String name) {
        if (!(v instanceof Json.Str s)) {
            throw v.error(name + " must be a string, found " + v.kind(), "write it in double quotes: \"...\"");
        }
        return s.value();
    }

    /** The string under {@code key}, or null when the key is absent or its value is null. */
    public String stringOrNull(String key) {
        return !has(key) || get(key) instanceof Json.Null ? null : string(key);
    }

    public int integer(String key, long min, long max) {
        return integer(get(key), what + ": " + JsonWriter.write(key), min, max);
    }

    /** A whole number in [min, max] written without fraction or exponent. */
    public static int integer(Json v, String name, long min, long max) {
        String range = min == Integer.MIN_VALUE ? "" : " " + min + "-" + max;
        String fix = "write a whole number" + (range.isEmpty() ? "" : " from " + min + " to " + max)
                + ", without quotes or a decimal point";
        if (!(v instanceof Json.Num n) || !n.text().matches("-?\\d{1,18}")) {
            throw v.error(name + " must be a whole number" + range + ", found "
                    + (v instanceof Json.Num n ? n.text() : v.kind()), fix);
        }
        long x = Long.parseLong(n.text());
        if (x < min || x > max) {
            throw v.error(name + " must be a whole number" + range + ", found " + x, fix);
        }
        return (int) x;
    }

    /** A probability: a number greater than 0 and at most 1. */
    public double probability(String key) {
        Json v = get(key);
        double p = v instanceof Json.Num n ? Double.parseDouble(n.text()) : Double.NaN;
        if (!(p > 0 && p <= 1)) {
            throw v.error(what + ": " + JsonWriter.write(key) + " must be a probability above 0 and at most 1, found "
                    + (v instanceof Json.Num n ? n.text() : v.kind()), "write a number such as 0.5");
        }
        return p;
    }

    public List<Json> array(String key) {
        Json v = get(key);
        if (!(v instanceof Json.Arr a)) {
            throw v.error(what + ": " + JsonWriter.write(key) + " must be an array, found " + v.kind(),
                    "write a list in square brackets: [...]");
        }
        return a.items();
    }

    public List<String> strings(String key) {
        List<String> out = new ArrayList<>();
        for (Json item : array(key)) {
            out.add(string(item, what + ": each of " + JsonWriter.write(key)));
        }
        return out;
    }

    public Json.Obj obj() {
        return obj;
    }
}
