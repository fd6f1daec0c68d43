package dev.kingme.app.match;

import java.util.HashMap;
import java.util.Map;

/**
 * The games of a ballot match gathered into their pairs as they finish, in any order and from any thread:
 * games 1 and 2 are the first ballot with colours swapped, 3 and 4 the second, and so on. A pair counts once
 * both its games are in, by the half points the first player took in it (0 to 4): the pentanomial an
 * {@link Sprt} reads ({@link SprtSample#pairs}).
 */
public final class BallotPairs {
    private final Map<Integer, Integer> unpaired = new HashMap<>();
    private final int[] byPoints = new int[5];

    /** Adds a finished game (numbered from 1, as {@link MatchGame#number()}). */
    public synchronized void add(MatchGame g) {
        int pair = (g.number() - 1) / 2;
        int halves = (int) Math.round(2 * g.points());
        Integer partner = unpaired.remove(pair);
        if (partner == null) {
            unpaired.put(pair, halves);
        } else {
            byPoints[partner + halves]++;
        }
    }

    /** The pairs with both games in, as the SPRT reads them. */
    public synchronized SprtSample sample() {
        return SprtSample.pairs(byPoints.clone());
    }
}
