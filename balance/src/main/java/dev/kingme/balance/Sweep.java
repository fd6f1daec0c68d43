package dev.kingme.balance;

import dev.kingme.record.CharacterChange;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A sweep of one number of one character's file over values, one balance run for each:
 * {@code mage.fireball.cost=2..5} plays the plan four times, with the Arcane Mage's Fireball costing 2, 3, 4
 * and 5 pennies (see {@link CharacterChange} for how a power and its value are named).
 *
 * @param character the character's id
 * @param power the power, by its title in lower case with hyphens or its decision's name
 * @param value the value, by its short name or its path inside the power
 * @param values the values, in the order given
 */
public record Sweep(String character, String power, String value, List<Long> values) {
    /** The most values one sweep takes. */
    public static final int MAX_VALUES = 25;
    private static final Pattern SPEC = Pattern.compile("([a-z][a-z0-9-]*)\\.([a-z0-9-]+)\\.([a-z0-9.-]+)=(.+)");
    private static final Pattern RANGE = Pattern.compile("(-?\\d+)\\.\\.(-?\\d+)");

    public Sweep {
        values = List.copyOf(values);
    }

    /**
     * The sweep {@code text} asks for: {@code CHARACTER.POWER.VALUE=FROM..TO} or {@code ...=A,B,C}.
     *
     * @throws IllegalArgumentException saying what is wrong with it
     */
    public static Sweep parse(String text) {
        Matcher m = SPEC.matcher(text.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("--sweep '" + text + "': write CHARACTER.POWER.VALUE=FROM..TO or"
                    + " CHARACTER.POWER.VALUE=A,B,C, e.g. mage.fireball.cost=2..5");
        }
        List<Long> values = new ArrayList<>();
        Matcher r = RANGE.matcher(m.group(4));
        try {
            if (r.matches()) {
                long from = Long.parseLong(r.group(1));
                long to = Long.parseLong(r.group(2));
                if (to < from || to - from >= MAX_VALUES) {
                    throw new IllegalArgumentException("--sweep '" + text + "': " + from + ".." + to + " must go up, by at"
                            + " most " + MAX_VALUES + " values");
                }
                for (long v = from; v <= to; v++) {
                    values.add(v);
                }
            } else {
                for (String v : m.group(4).split(",")) {
                    long x = Long.parseLong(v.strip());
                    if (values.contains(x)) {
                        throw new IllegalArgumentException("--sweep '" + text + "': " + x + " is given twice");
                    }
                    values.add(x);
                }
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--sweep '" + text + "': the values must be whole numbers, found '"
                    + m.group(4) + "'");
        }
        if (values.size() < 2 || values.size() > MAX_VALUES) {
            throw new IllegalArgumentException("--sweep '" + text + "': give 2 to " + MAX_VALUES + " values, found "
                    + values.size());
        }
        return new Sweep(m.group(1), m.group(2), m.group(3), values);
    }

    /** The folder of one value's run inside the sweep's: {@code fireball.cost-3}. */
    public String folder(long v) {
        return power + "." + value + "-" + v;
    }

    /** How the report names the swept number: {@code mage.fireball.cost}. */
    public String name() {
        return character + "." + power + "." + value;
    }

    /**
     * The file the sweep changes: the swept character's among {@code files}, or else its built-in file.
     *
     * @throws IllegalArgumentException when the character is neither built in nor among the files
     */
    public CharacterFile base(List<CharacterFile> files) {
        for (CharacterFile f : files) {
            if (f.id().equals(character)) {
                return f;
            }
        }
        try {
            return CharacterFile.builtIn(character);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--sweep " + name() + ": no character '" + character
                    + "' among the built-in ones or the files given");
        }
    }

    /**
     * The texts of the character files of the run for value {@code v}: {@code files} with the swept
     * character's file ({@link #base}) changed, last.
     *
     * @throws IllegalArgumentException when the character, power or value is not there, or the changed file is
     *     refused: the message names the value, the file and why
     */
    public List<String> files(List<CharacterFile> files, long v) {
        CharacterFile base = base(files);
        List<String> out = new ArrayList<>();
        for (CharacterFile f : files) {
            if (!f.id().equals(character)) {
                out.add(f.text());
            }
        }
        try {
            out.add(CharacterChange.change(base.text(), power, value, v));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--sweep " + name() + "=" + v + ": " + base.name() + " with " + power + "."
                    + value + " = " + v + " is refused: " + e.getMessage(), e);
        }
        return out;
    }
}
