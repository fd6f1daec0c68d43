package dev.kingme.app.match;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kingme.engine.openings.ThreeMoveRestriction;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * The ACF three-move ballots a match plays, one per pair of games (colours swapped), in the order they are
 * played: every ballot shuffled by the match's seed, or the ballots named on the command line, in their order.
 * A match with more pairs than ballots goes round the deck again.
 */
public final class BallotDeck {
    private BallotDeck() {
    }

    /** The number of ACF ballots, the barred ones included (numbered 1 to this). */
    public static int count() {
        return ThreeMoveRestriction.acf().ballots().size();
    }

    /** Every ballot, in an order drawn from {@code seed}. */
    public static int[] shuffled(long seed) {
        int n = count();
        int[] deck = new int[n];
        for (int i = 0; i < n; i++) {
            deck[i] = i + 1;
        }
        SplittableRandom r = new SplittableRandom(seed);
        for (int i = n - 1; i > 0; i--) {
            int j = r.nextInt(i + 1);
            int t = deck[i];
            deck[i] = deck[j];
            deck[j] = t;
        }
        return deck;
    }

    /**
     * The ballots of a list such as {@code 2,30,54}: each a number from 1 to {@link #count()}, each once. A
     * mistake is named with {@code what} (the option it came from).
     */
    public static int[] parse(String what, String list) {
        Set<Integer> out = new LinkedHashSet<>();
        for (String part : list.split(",", -1)) {
            String s = part.strip();
            int n;
            try {
                n = Integer.parseInt(s);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(what + ": \"" + s + "\" is not a ballot number (a list such as 2,30,54)");
            }
            if (n < 1 || n > count()) {
                throw new IllegalArgumentException(what + ": there is no ballot " + n + " (the ACF ballots are 1 to "
                        + count() + ")");
            }
            if (!out.add(n)) {
                throw new IllegalArgumentException(what + ": ballot " + n + " is named twice");
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The ballot of game {@code index} (from 0): games 2k and 2k+1 play the deck's k-th ballot. */
    public static int ballot(int[] deck, int index) {
        return deck == null ? 0 : deck[(index / 2) % deck.length];
    }

    /**
     * The ballots on which the first player of a match (as written by {@code kingme match --json}) took less
     * than half the points of the games played from them, the worst first (then by number).
     */
    public static int[] lostIn(Path matchJson) throws IOException {
        if (!java.nio.file.Files.isRegularFile(matchJson)) {
            throw new IllegalArgumentException(matchJson + ": no such file");
        }
        JsonNode games;
        try {
            games = new ObjectMapper().readTree(matchJson.toFile()).path("games");
        } catch (IOException e) {
            throw new IOException(matchJson + " is not a match's results in JSON: " + e.getMessage(), e);
        }
        if (!games.isArray()) {
            throw new IllegalArgumentException(matchJson + ": no \"games\" list (a file of kingme match --json?)");
        }
        Map<Integer, double[]> byBallot = new TreeMap<>();  // ballot -> points, games
        for (JsonNode g : games) {
            int ballot = g.path("ballot").asInt(0);
            if (ballot < 1 || !g.path("points").isNumber()) {
                continue;  // a game not started from a ballot
            }
            double[] sums = byBallot.computeIfAbsent(ballot, k -> new double[2]);
            sums[0] += g.path("points").asDouble();
            sums[1]++;
        }
        List<Map.Entry<Integer, double[]>> lost = new ArrayList<>();
        for (Map.Entry<Integer, double[]> e : byBallot.entrySet()) {
            if (e.getValue()[0] < e.getValue()[1] / 2) {
                lost.add(e);
            }
        }
        lost.sort((x, y) -> Double.compare(x.getValue()[0] / x.getValue()[1], y.getValue()[0] / y.getValue()[1]));
        return lost.stream().mapToInt(Map.Entry::getKey).toArray();
    }
}
