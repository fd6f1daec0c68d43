package dev.kingme.balance.stats;

/** A closed interval {@code [lower, upper]}, such as a 95% confidence interval. */
public record Interval(double lower, double upper) {
    public Interval {
        if (Double.isNaN(lower) || Double.isNaN(upper) || lower > upper) {
            throw new IllegalArgumentException("not an interval: [" + lower + ", " + upper + "]");
        }
    }

    /** Whether {@code x} lies in the interval, bounds included. */
    public boolean contains(double x) {
        return lower <= x && x <= upper;
    }

    /** Whether the whole interval lies strictly above {@code x}. */
    public boolean above(double x) {
        return lower > x;
    }

    /** Whether the whole interval lies strictly below {@code x}. */
    public boolean below(double x) {
        return upper < x;
    }

    /** Whether {@code x} lies outside the interval. */
    public boolean excludes(double x) {
        return above(x) || below(x);
    }
}
