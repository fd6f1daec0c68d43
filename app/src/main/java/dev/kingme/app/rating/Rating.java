package dev.kingme.app.rating;

/**
 * A player's Glicko-2 rating in one game and speed class: the rating and its deviation on the usual scale
 * (1500 and 350 to start, as lichess), the volatility, and how many rated games it counts.
 *
 * @param rating     the rating (1500 for a newcomer)
 * @param deviation  how uncertain it is (350 for a newcomer; smaller is surer)
 * @param volatility how much the player's strength is expected to vary (0.06 to start)
 * @param games      the rated games it counts
 */
public record Rating(double rating, double deviation, double volatility, int games) {
    /** A newcomer's rating. */
    public static final Rating START = new Rating(1500, 350, 0.06, 0);
    /** A rating whose deviation is this or more is provisional (shown with a "?"). */
    public static final double PROVISIONAL_DEVIATION = 110;

    public Rating {
        if (!(deviation > 0) || !(volatility > 0) || games < 0 || !Double.isFinite(rating)) {
            throw new IllegalArgumentException("not a rating: " + rating + ", deviation " + deviation + ", volatility "
                    + volatility + ", " + games + " games");
        }
    }

    /** True while the rating is still uncertain: its deviation is {@link #PROVISIONAL_DEVIATION} or more. */
    public boolean provisional() {
        return deviation >= PROVISIONAL_DEVIATION;
    }
}
