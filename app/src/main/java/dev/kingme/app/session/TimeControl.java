package dev.kingme.app.session;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How much time each side has (docs/rules/clock.md): a start time and an increment added after each of
 * the side's own moves ({@code 5+3}: five minutes, three seconds a move), or correspondence, a number of
 * days for every move ({@code d3}: the mover has three days for each move, not added up). "No clock" is
 * no control at all (null where a control is expected).
 *
 * @param initialMs   each side's time at the start, in milliseconds (for correspondence, the days)
 * @param incrementMs added to a side's time after each of its moves (0 for correspondence)
 * @param daysPerMove days for each move, or 0 for a clock of minutes and increment
 */
public record TimeControl(long initialMs, long incrementMs, int daysPerMove) {
    /** The longest start time (three hours) and increment (three minutes) a control may have. */
    public static final long MAX_INITIAL_SECONDS = 3 * 3600;
    public static final long MAX_INCREMENT_SECONDS = 180;
    public static final int MAX_DAYS = 14;
    /** The controls offered by name, fastest first. */
    public static final List<String> PRESETS = List.of("1+0", "3+2", "5+3", "10+5", "15+10");
    public static final List<Integer> DAYS = List.of(1, 3, 7);

    private static final long DAY_MS = 24L * 3600 * 1000;
    private static final Pattern MINUTES = Pattern.compile("(\\d{1,3})\\+(\\d{1,3})");
    private static final Pattern DAYS_TEXT = Pattern.compile("d(\\d{1,2})");

    public TimeControl {
        if (daysPerMove < 0 || daysPerMove > MAX_DAYS) {
            throw new IllegalArgumentException("days per move must be 1 to " + MAX_DAYS + ", not " + daysPerMove);
        }
        if (daysPerMove == 0 && (initialMs < 1000 || initialMs > MAX_INITIAL_SECONDS * 1000)) {
            throw new IllegalArgumentException("the start time must be 1 second to " + MAX_INITIAL_SECONDS / 3600
                    + " hours, not " + initialMs / 1000.0 + " s");
        }
        if (incrementMs < 0 || incrementMs > MAX_INCREMENT_SECONDS * 1000) {
            throw new IllegalArgumentException("the increment must be 0 to " + MAX_INCREMENT_SECONDS + " seconds, not "
                    + incrementMs / 1000.0 + " s");
        }
    }

    /** A clock of {@code initialSeconds} and {@code incrementSeconds} a move. */
    public static TimeControl seconds(long initialSeconds, long incrementSeconds) {
        if (initialSeconds < 1 || initialSeconds > MAX_INITIAL_SECONDS) {
            throw new IllegalArgumentException("'initialSeconds' must be 1 to " + MAX_INITIAL_SECONDS + ", not " + initialSeconds);
        }
        if (incrementSeconds < 0 || incrementSeconds > MAX_INCREMENT_SECONDS) {
            throw new IllegalArgumentException("'incrementSeconds' must be 0 to " + MAX_INCREMENT_SECONDS + ", not "
                    + incrementSeconds);
        }
        return new TimeControl(initialSeconds * 1000, incrementSeconds * 1000, 0);
    }

    /** Correspondence: {@code days} for every move. */
    public static TimeControl days(int days) {
        if (days < 1 || days > MAX_DAYS) {
            throw new IllegalArgumentException("days per move must be 1 to " + MAX_DAYS + ", not " + days);
        }
        return new TimeControl(days * DAY_MS, 0, days);
    }

    /**
     * The control written as {@code M+I} (minutes and seconds: {@code 5+3}), {@code dN} (N days a move),
     * {@code S s+I} as {@link #text} writes a control of odd seconds ({@code 20s+1}), or {@code none}
     * (answered as null).
     *
     * @throws IllegalArgumentException with what is wrong and what is meant
     */
    public static TimeControl parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        if (t.equals("none") || t.isEmpty()) {
            return null;
        }
        Matcher m = MINUTES.matcher(t);
        if (m.matches()) {
            long minutes = Long.parseLong(m.group(1));
            if (minutes == 0) {
                throw new IllegalArgumentException("clock '" + text + "': a clock of 0 minutes is over before it starts");
            }
            return seconds(minutes * 60, Long.parseLong(m.group(2)));
        }
        Matcher s = Pattern.compile("(\\d{1,5})s\\+(\\d{1,3})").matcher(t);
        if (s.matches()) {
            return seconds(Long.parseLong(s.group(1)), Long.parseLong(s.group(2)));
        }
        Matcher d = DAYS_TEXT.matcher(t);
        if (d.matches()) {
            return days(Integer.parseInt(d.group(1)));
        }
        throw new IllegalArgumentException("clock '" + text + "' is not a time control: write minutes+increment"
                + " seconds (5+3), d and days per move (d3), or none");
    }

    /** True for correspondence (days per move). */
    public boolean correspondence() {
        return daysPerMove > 0;
    }

    /** The control as {@link #parse} reads it: {@code 5+3}, {@code d3}, or {@code 20s+1} for odd seconds. */
    public String text() {
        if (correspondence()) {
            return "d" + daysPerMove;
        }
        long s = initialMs / 1000;
        return (s % 60 == 0 ? String.valueOf(s / 60) : s + "s") + "+" + incrementMs / 1000;
    }

    /** The control in words: {@code 5 min + 3 s}, {@code 20 s + 1 s}, {@code 3 days a move}. */
    public String label() {
        if (correspondence()) {
            return daysPerMove + (daysPerMove == 1 ? " day" : " days") + " a move";
        }
        long s = initialMs / 1000;
        return (s % 60 == 0 ? s / 60 + " min" : s + " s") + " + " + incrementMs / 1000 + " s";
    }
}
