package dev.kingme.record.json;

import java.util.List;
import java.util.Map;

/**
 * Writes plain Java values as JSON, compact or {@linkplain #spaced spaced}: maps (in their iteration
 * order), lists, strings, integers, finite doubles, booleans and null. Small on purpose: the formats of the
 * codec need no more.
 */
public final class JsonWriter {
    private JsonWriter() {
    }

    public static String write(Object value) {
        StringBuilder sb = new StringBuilder();
        append(sb, value);
        return sb.toString();
    }

    public static void append(StringBuilder sb, Object value) {
        if (value == null) {
            sb.append("null");
        } else if (value instanceof String s) {
            quote(sb, s);
        } else if (value instanceof Integer || value instanceof Long || value instanceof Boolean) {
            sb.append(value);
        } else if (value instanceof Double d) {
            if (!Double.isFinite(d)) {
                throw new IllegalArgumentException("JSON has no " + d);
            }
            // Double.toString is exact for re-reading (shortest text that parses back to the same double).
            sb.append(d);
        } else if (value instanceof Map<?, ?> m) {
            sb.append('{');
            String sep = "";
            for (Map.Entry<?, ?> e : m.entrySet()) {
                sb.append(sep);
                quote(sb, (String) e.getKey());
                sb.append(':');
                append(sb, e.getValue());
                sep = ",";
            }
            sb.append('}');
        } else if (value instanceof List<?> l) {
            sb.append('[');
            String sep = "";
            for (Object o : l) {
                sb.append(sep);
                append(sb, o);
                sep = ",";
            }
            sb.append(']');
        } else {
            throw new IllegalArgumentException("cannot write " + value.getClass().getSimpleName() + " as JSON");
        }
    }

    /**
     * {@code value} laid out one member a line, as Jackson's default pretty printer lays it out (an
     * object's members indented by two spaces, {@code "key" : value}, arrays on one line as
     * {@code [ 1, 2 ]}): files written so before the codec existed are written the same way now.
     */
    public static String spaced(Object value) {
        StringBuilder sb = new StringBuilder();
        spaced(sb, value, 0);
        return sb.toString();
    }

    private static void spaced(StringBuilder sb, Object value, int depth) {
        if (value instanceof Map<?, ?> m) {
            if (m.isEmpty()) {
                sb.append("{ }");
                return;
            }
            sb.append('{');
            String sep = "";
            for (Map.Entry<?, ?> e : m.entrySet()) {
                sb.append(sep).append('\n').append("  ".repeat(depth + 1));
                quote(sb, (String) e.getKey());
                sb.append(" : ");
                spaced(sb, e.getValue(), depth + 1);
                sep = ",";
            }
            sb.append('\n').append("  ".repeat(depth)).append('}');
        } else if (value instanceof List<?> l) {
            if (l.isEmpty()) {
                sb.append("[ ]");
                return;
            }
            sb.append("[ ");
            String sep = "";
            for (Object o : l) {
                sb.append(sep);
                spaced(sb, o, depth);
                sep = ", ";
            }
            sb.append(" ]");
        } else {
            append(sb, value);
        }
    }

    /**
     * {@code s} as a JSON string. Control characters are escaped as JSON requires; so are surrogates that
     * do not form a pair, which would otherwise make text that cannot be encoded as UTF-8.
     */
    public static void quote(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                case '\b' -> sb.append("\\b");
                case '\f' -> sb.append("\\f");
                default -> {
                    boolean paired = Character.isHighSurrogate(c) && i + 1 < s.length()
                            && Character.isLowSurrogate(s.charAt(i + 1));
                    if (paired) {
                        sb.append(c).append(s.charAt(++i));
                    } else if (c < 0x20 || Character.isSurrogate(c)) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }
}
