package dev.kingme.rules;

import java.util.List;

/**
 * One option of a game: its name, default value, the values it accepts ({@code allowed}: a fixed list, or
 * empty for any non-negative integer when {@code numeric}, or anything otherwise), what it means, and
 * {@code before}: the value a game recorded before the option existed was played with (null: the default).
 * A record keeps every option's value, defaults included, so an option added later is missing only from
 * the records made before it; those replay with {@code before} ({@link Options#ofRecord}).
 */
public record OptionSpec(String name, String defaultValue, List<String> allowed, boolean numeric, String meaning,
        String before) {
    public OptionSpec {
        allowed = List.copyOf(allowed);
    }

    public static OptionSpec flag(String name, boolean defaultValue, String meaning) {
        return new OptionSpec(name, String.valueOf(defaultValue), List.of("true", "false"), false, meaning, null);
    }

    public static OptionSpec number(String name, int defaultValue, String meaning) {
        return new OptionSpec(name, String.valueOf(defaultValue), List.of(), true, meaning, null);
    }

    public static OptionSpec choice(String name, String defaultValue, List<String> allowed, String meaning) {
        return new OptionSpec(name, defaultValue, allowed, false, meaning, null);
    }

    /** This option, added to its game after games were recorded that were played as with {@code value}. */
    public OptionSpec since(String value) {
        check(value);
        return new OptionSpec(name, defaultValue, allowed, numeric, meaning, value);
    }

    /** Throws with the reason when {@code value} is not acceptable. */
    public void check(String value) {
        if (!allowed.isEmpty() && !allowed.contains(value)) {
            throw new IllegalArgumentException("option " + name + " must be one of " + String.join(", ", allowed)
                    + ", not '" + value + "'");
        }
        if (numeric && !value.matches("\\d{1,6}")) {
            throw new IllegalArgumentException("option " + name + " must be a whole number 0-999999, not '" + value + "'");
        }
    }

    /** How the option is shown in listings: {@code name=default (a|b)}. */
    public String summary() {
        String values = !allowed.isEmpty() ? String.join("|", allowed) : numeric ? "N" : "TEXT";
        return name + "=" + values + " (default " + defaultValue + ")";
    }
}
