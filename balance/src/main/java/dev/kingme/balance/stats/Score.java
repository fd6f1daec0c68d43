package dev.kingme.balance.stats;

import java.util.Optional;

/**
 * Points scored in a number of games (a win 1, a draw 1/2, a loss 0) and what follows from them: the
 * score as a share of the games and its 95% Wilson interval.
 *
 * @param points the points scored, from 0 to {@code games}
 * @param games the games played
 */
public record Score(double points, int games) {
    public static final Score NONE = new Score(0, 0);

    public Score {
        if (games < 0 || !(points >= 0) || points > games) {
            throw new IllegalArgumentException("points " + points + " out of " + games + " games");
        }
    }

    /** The points of one more game. */
    public Score plus(double gamePoints) {
        return new Score(points + gamePoints, games + 1);
    }

    /** Both scores together. */
    public Score plus(Score other) {
        return new Score(points + other.points, games + other.games);
    }

    /** Points per game, from 0 to 1; NaN when no game was played. */
    public double rate() {
        return games == 0 ? Double.NaN : points / games;
    }

    /** The 95% Wilson score interval of {@link #rate()}; empty when no game was played. */
    public Optional<Interval> interval() {
        return Wilson.interval(points, games);
    }

    /** Whether the 95% interval lies wholly above 1/2: the side scoring these points is stronger. */
    public boolean wellAboveHalf() {
        return interval().map(i -> i.above(0.5)).orElse(false);
    }

    /** Whether the 95% interval lies wholly below 1/2: the side scoring these points is weaker. */
    public boolean wellBelowHalf() {
        return interval().map(i -> i.below(0.5)).orElse(false);
    }
}
