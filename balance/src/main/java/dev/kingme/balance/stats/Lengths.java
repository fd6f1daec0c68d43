package dev.kingme.balance.stats;

import java.util.Arrays;
import java.util.Collection;

/**
 * How long a set of games lasted, in plies (the decisions the players made).
 *
 * @param games the number of games
 * @param mean the mean length (NaN without games)
 * @param median the median length: the middle one, or the mean of the two middle ones (NaN without games)
 * @param min the shortest (0 without games)
 * @param max the longest (0 without games)
 */
public record Lengths(int games, double mean, double median, int min, int max) {
    /** The summary of the given lengths. */
    public static Lengths of(Collection<Integer> plies) {
        int[] sorted = plies.stream().mapToInt(Integer::intValue).sorted().toArray();
        return of(sorted);
    }

    /** The summary of the given lengths (the array is not changed). */
    public static Lengths of(int... plies) {
        int n = plies.length;
        if (n == 0) {
            return new Lengths(0, Double.NaN, Double.NaN, 0, 0);
        }
        int[] sorted = plies.clone();
        Arrays.sort(sorted);
        long sum = 0;
        for (int p : sorted) {
            sum += p;
        }
        double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + (double) sorted[n / 2]) / 2;
        return new Lengths(n, (double) sum / n, median, sorted[0], sorted[n - 1]);
    }
}
