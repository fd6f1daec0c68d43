package dev.kingme.rules;

import java.util.List;

/**
 * One option of a game: its name, default value, the values it accepts ({@code allowed}: a fixed list, or
 * empty for any non-negative integer when {@code numeric}, or anything otherwise), and what it means.
 */
public record OptionSpec(String name, String defaultValue, List<String> allowed, boolean numeric, String meaning) {
    public OptionSpec {
        allowed = List.copyOf(allowed);
    }

    public static OptionSpec flag(String name, boolean defaultValue, String meaning) {
        return new OptionSpec(name, String.valueOf(defaultValue), List.of("true", "false"), false, meaning);
    }

    public static OptionSpec number(String name, int defaultValue, String meaning) {
        return new OptionSpec(name, String.valueOf(defaultValue), List.of(), true, meaning);
    }

    public static OptionSpec choice(String name, String defaultValue, List<String> allowed, String meaning) {
        return new OptionSpec(name, defaultValue, allowed, false, meaning);
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
