package dev.kingme.record;

import dev.kingme.record.json.Json;
import dev.kingme.record.json.JsonReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One value of a character file changed, for the balance lab's sweeps: {@code fireball.cost = 3} in the
 * Arcane Mage's file is the same file with the Fireball's cost 3. A power is named by its title in lower
 * case with hyphens ({@code magic-missile}) or by its decision's name ({@code shoot}); the value by a short
 * name ({@code cost}, {@code range}, {@code per-turn}, {@code start}) or by its path of keys inside the
 * power ({@code act.target.range}, {@code starts.0.amount}). The changed text is read again before it is
 * used, so a value the format refuses is refused with the file's own message.
 */
public final class CharacterChange {
    private static final Map<String, String> SHORT = Map.of(
            "range", "act.target.range",
            "per-turn", "act.per-turn",
            "per-game", "act.per-game",
            "start", "starts.0.amount");

    private CharacterChange() {
    }

    /**
     * The text of the character file {@code text} with {@code power}'s {@code value} set to the number {@code to}.
     *
     * @throws IllegalArgumentException naming what is not there (the power, with the powers there are; the value)
     */
    public static String change(String text, String power, String value, long to) {
        Map<String, Object> top = plainObject(JsonReader.read(text));
        Object powers = top.get("powers");
        if (!(powers instanceof List<?> list)) {
            throw new IllegalArgumentException("the file has no list of powers");
        }
        List<String> names = new ArrayList<>();
        for (Object p : list) {
            @SuppressWarnings("unchecked")
            Map<String, Object> m = (Map<String, Object>) p;
            String slug = slug(String.valueOf(m.getOrDefault("title", m.get("builtin"))));
            String act = m.get("act") instanceof Map<?, ?> a ? String.valueOf(a.get("name")) : null;
            names.add(slug);
            if (slug.equals(power) || power.equals(act)) {
                set(m, SHORT.getOrDefault(value, value), to, power + "." + value);
                String changed = CharacterLayout.write(top);
                CharacterJson.read(changed);
                return changed;
            }
        }
        throw new IllegalArgumentException("no power '" + power + "' (powers: " + String.join(", ", names) + ")");
    }

    /** A power's title as a sweep names it: {@code Magic Missile} is {@code magic-missile}. */
    public static String slug(String title) {
        return title.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    }

    private static void set(Map<String, Object> power, String path, long to, String asked) {
        String[] keys = path.split("\\.");
        Object at = power;
        for (int i = 0; i < keys.length - 1; i++) {
            at = step(at, keys[i], asked);
        }
        String last = keys[keys.length - 1];
        if (at instanceof Map<?, ?> m && (m.containsKey(last) || last.equals("cost"))) {
            @SuppressWarnings("unchecked")
            Map<String, Object> obj = (Map<String, Object>) m;
            obj.put(last, to);
        } else if (at instanceof List<?> l && last.matches("\\d+") && Integer.parseInt(last) < l.size()) {
            @SuppressWarnings("unchecked")
            List<Object> arr = (List<Object>) l;
            arr.set(Integer.parseInt(last), to);
        } else {
            throw new IllegalArgumentException("'" + asked + "': the power has no " + path);
        }
    }

    private static Object step(Object at, String key, String asked) {
        Object next = at instanceof Map<?, ?> m ? m.get(key)
                : at instanceof List<?> l && key.matches("\\d+") && Integer.parseInt(key) < l.size() ? l.get(Integer.parseInt(key)) : null;
        if (next == null) {
            throw new IllegalArgumentException("'" + asked + "': the power has no " + key);
        }
        return next;
    }

    private static Map<String, Object> plainObject(Json v) {
        if (!(plain(v) instanceof Map<?, ?> m)) {
            throw v.error("a character file is an object");
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> top = (Map<String, Object>) m;
        return top;
    }

    /** The value as maps, lists, strings, numbers and booleans, to change and write again. */
    private static Object plain(Json v) {
        if (v instanceof Json.Obj o) {
            Map<String, Object> m = new LinkedHashMap<>();
            o.members().forEach((k, x) -> m.put(k, plain(x)));
            return m;
        }
        if (v instanceof Json.Arr a) {
            List<Object> l = new ArrayList<>();
            a.items().forEach(x -> l.add(plain(x)));
            return l;
        }
        if (v instanceof Json.Str s) {
            return s.value();
        }
        if (v instanceof Json.Num n) {
            return n.text().matches("-?\\d+") ? (Object) Long.parseLong(n.text()) : (Object) Double.parseDouble(n.text());
        }
        if (v instanceof Json.Bool b) {
            return b.value();
        }
        return null;
    }
}
