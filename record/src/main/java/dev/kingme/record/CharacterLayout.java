package dev.kingme.record;

import dev.kingme.record.json.JsonWriter;
import java.util.List;
import java.util.Map;

/**
 * How a character file is laid out for people to read and edit: an object one member a line, indented by
 * two spaces; a list of objects one item a line; a list of plain values, and a small object of plain values,
 * on one line.
 */
final class CharacterLayout {
    private CharacterLayout() {
    }

    static String write(Object value) {
        StringBuilder sb = new StringBuilder();
        write(sb, value, 0);
        return sb.toString();
    }

    private static void write(StringBuilder sb, Object value, int depth) {
        if (flat(value)) {
            flat(sb, value);
        } else if (value instanceof Map<?, ?> m) {
            sb.append('{');
            String sep = "";
            for (Map.Entry<?, ?> e : m.entrySet()) {
                sb.append(sep).append('\n').append("  ".repeat(depth + 1));
                JsonWriter.quote(sb, (String) e.getKey());
                sb.append(": ");
                write(sb, e.getValue(), depth + 1);
                sep = ",";
            }
            sb.append('\n').append("  ".repeat(depth)).append('}');
        } else {
            List<?> l = (List<?>) value;
            sb.append('[');
            String sep = "";
            for (Object o : l) {
                sb.append(sep).append('\n').append("  ".repeat(depth + 1));
                write(sb, o, depth + 1);
                sep = ",";
            }
            sb.append('\n').append("  ".repeat(depth)).append(']');
        }
    }

    /** Plain values, a list of them, or an object of at most three plain values: written on one line. */
    private static boolean flat(Object value) {
        if (value instanceof Map<?, ?> m) {
            return m.size() <= 3 && m.values().stream().allMatch(v -> !(v instanceof Map) && !(v instanceof List<?> l
                    && !l.stream().allMatch(x -> !(x instanceof Map) && !(x instanceof List))));
        }
        if (value instanceof List<?> l) {
            return l.stream().allMatch(v -> !(v instanceof Map) && !(v instanceof List));
        }
        return true;
    }

    private static void flat(StringBuilder sb, Object value) {
        if (value instanceof Map<?, ?> m) {
            sb.append('{');
            String sep = "";
            for (Map.Entry<?, ?> e : m.entrySet()) {
                sb.append(sep);
                JsonWriter.quote(sb, (String) e.getKey());
                sb.append(": ");
                flat(sb, e.getValue());
                sep = ", ";
            }
            sb.append('}');
        } else if (value instanceof List<?> l) {
            sb.append('[');
            String sep = "";
            for (Object o : l) {
                sb.append(sep);
                flat(sb, o);
                sep = ", ";
            }
            sb.append(']');
        } else {
            JsonWriter.append(sb, value);
        }
    }
}
