package dev.kingme.app.match;

import java.util.Locale;

/**
 * An Elo difference as a match can state it, always finite: the logistic model's
 * {@code -400 log10(1/score - 1)}, or, for a score of 0% or 100% (where that is infinite), a bound said in
 * words: "below -338", "above +338".
 *
 * <p>The bound is the Elo difference of a score half a game from the end, {@code 1/(2n)} or
 * {@code 1 - 1/(2n)} after {@code n} games: the nearest score the match could have shown short of the end (one
 * draw among the losses, or among the wins). A score of 0% says only that the difference is further down than
 * the games can measure; the bound says how far they could measure, and grows with the games.
 *
 * @param elo the difference, or the bound when {@code side} is not {@link Side#AT}; finite
 * @param side whether the difference is {@code elo} or lies below or above it
 */
public record EloBound(double elo, Side side) {
    /** Exactly the value, or a bound on it. */
    public enum Side { AT, BELOW, ABOVE }

    public EloBound {
        if (!Double.isFinite(elo)) {
            throw new IllegalArgumentException("an Elo bound must be finite, not " + elo);
        }
    }

    /** The Elo difference a score in {@code [0, 1]} over {@code games} games implies, a bound at 0% and 100%. */
    public static EloBound of(double score, int games) {
        if (!(score >= 0 && score <= 1) || games < 1) {
            throw new IllegalArgumentException("score " + score + " over " + games + " games");
        }
        double half = 1.0 / (2 * games);
        if (score <= 0) {
            return new EloBound(MatchScore.elo(half), Side.BELOW);
        }
        if (score >= 1) {
            return new EloBound(MatchScore.elo(1 - half), Side.ABOVE);
        }
        return new EloBound(MatchScore.elo(score), Side.AT);
    }

    /** {@code +35}, {@code below -338}, {@code above +338}. */
    public String text() {
        String value = String.format(Locale.ROOT, "%+.0f", elo + 0.0); // + 0.0: never "-0"
        return switch (side) {
            case AT -> value;
            case BELOW -> "below " + value;
            case ABOVE -> "above " + value;
        };
    }
}
