package dev.kingme.rules;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** The option values of one game, every option present (defaults filled in), checked against its specs. */
public final class Options {
    private final Map<String, String> values;

    private Options(Map<String, String> values) {
        this.values = Collections.unmodifiableMap(values);
    }

    /** {@code given} checked against {@code kind}'s options, with the defaults for the rest. */
    public static Options of(GameKind kind, Map<String, String> given) {
        return of(kind, given, false);
    }

    /**
     * The options of a game as recorded (a game record, a stored game): as {@link #of}, but an option the
     * record lacks, because the record was made before the option existed, takes the value games were played
     * with then ({@link OptionSpec#before}), so that the record replays as it was played.
     */
    public static Options ofRecord(GameKind kind, Map<String, String> recorded) {
        return of(kind, recorded, true);
    }

    private static Options of(GameKind kind, Map<String, String> given, boolean recorded) {
        Map<String, String> v = new LinkedHashMap<>();
        for (OptionSpec spec : kind.options()) {
            v.put(spec.name(), recorded && spec.before() != null ? spec.before() : spec.defaultValue());
        }
        for (Map.Entry<String, String> e : given.entrySet()) {
            OptionSpec spec = null;
            for (OptionSpec s : kind.options()) {
                if (s.name().equals(e.getKey())) {
                    spec = s;
                }
            }
            if (spec == null) {
                throw new IllegalArgumentException(kind.name() + " has no option '" + e.getKey() + "'"
                        + (kind.options().isEmpty() ? "" : " (options: " + names(kind) + ")"));
            }
            spec.check(e.getValue());
            v.put(e.getKey(), e.getValue());
        }
        return new Options(v);
    }

    public static Options defaults(GameKind kind) {
        return of(kind, Map.of());
    }

    private static String names(GameKind kind) {
        StringBuilder sb = new StringBuilder();
        for (OptionSpec s : kind.options()) {
            sb.append(sb.length() == 0 ? "" : ", ").append(s.name());
        }
        return sb.toString();
    }

    public String get(String name) {
        String v = values.get(name);
        if (v == null) {
            throw new IllegalArgumentException("no option " + name);
        }
        return v;
    }

    public boolean flag(String name) {
        return Boolean.parseBoolean(get(name));
    }

    public int number(String name) {
        return Integer.parseInt(get(name));
    }

    public Map<String, String> asMap() {
        return values;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Options && ((Options) o).values.equals(values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    @Override
    public String toString() {
        return values.toString();
    }
}
