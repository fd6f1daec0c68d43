package dev.kingme.balance.stats;

/**
 * The games between {@code k} players for a {@link BradleyTerry} fit: how many each pair played and the
 * points each scored against the other (a win 1, a draw 1/2). Games of a player against itself are not
 * comparisons and are refused.
 */
public final class Tally {
    private final double[][] points;
    private final int[][] games;

    public Tally(int players) {
        if (players < 0) {
            throw new IllegalArgumentException("players " + players);
        }
        points = new double[players][players];
        games = new int[players][players];
    }

    /** Records one game between {@code i} and {@code j} in which {@code i} scored {@code pointsForI}. */
    public Tally add(int i, int j, double pointsForI) {
        return add(i, j, pointsForI, 1);
    }

    /** Records {@code count} games between {@code i} and {@code j} in which {@code i} scored {@code pointsForI}. */
    public Tally add(int i, int j, double pointsForI, int count) {
        if (i == j) {
            throw new IllegalArgumentException("a player against itself is no comparison");
        }
        if (count < 0 || !(pointsForI >= 0) || pointsForI > count) {
            throw new IllegalArgumentException(pointsForI + " points in " + count + " games");
        }
        points[i][j] += pointsForI;
        points[j][i] += count - pointsForI;
        games[i][j] += count;
        games[j][i] += count;
        return this;
    }

    public int players() {
        return games.length;
    }

    /** The points {@code i} scored against {@code j}. */
    public double points(int i, int j) {
        return points[i][j];
    }

    /** The games between {@code i} and {@code j}. */
    public int games(int i, int j) {
        return games[i][j];
    }

    /** The points {@code i} scored against everyone. */
    public double pointsOf(int i) {
        double sum = 0;
        for (double p : points[i]) {
            sum += p;
        }
        return sum;
    }

    /** The games {@code i} played against everyone. */
    public int gamesOf(int i) {
        int sum = 0;
        for (int n : games[i]) {
            sum += n;
        }
        return sum;
    }
}
