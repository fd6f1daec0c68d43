package dev.kingme.balance.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Non-transitive cycles among players: A beats B, B beats C and C beats A, each by their pairwise score.
 * Such a rock-paper-scissors ring can leave every player's score against all the others at 50%, so that no
 * overall score or rating shows it; only the pairwise results do.
 *
 * <p>A player <em>beats</em> another when its score against it is above 50%; a pair scoring exactly 50%, or
 * without games, is neither way. Only cycles of three are sought: among players of whom every two have a
 * winner (a tournament), a longer cycle always contains one of three (Moon, <i>Topics on Tournaments</i>,
 * 1968), so none is missed unless some pair is exactly even.
 *
 * <p>A cycle is as strong as its weakest edge (the one closest to 50%), and it is <b>clear</b> when every edge's
 * 95% Wilson interval lies wholly above 50%: then each "beats" is as sure as the flags of the report are.
 * Otherwise the cycle is <b>within noise</b>: the games cannot tell its weakest edge from an even one, and
 * among many players such cycles turn up by chance (a quarter of all threesomes, were every player equal).
 */
public final class Cycles {
    private Cycles() {
    }

    /**
     * One cycle: {@code first} beats {@code second}, {@code second} beats {@code third}, {@code third} beats
     * {@code first}; {@code first} is the cycle's lowest-numbered player.
     *
     * @param first a player, the lowest-numbered of the three
     * @param second the player {@code first} beats
     * @param third the player {@code second} beats, who beats {@code first}
     * @param edges the winner's score in each edge: first over second, second over third, third over first
     */
    public record Cycle(int first, int second, int third, List<Score> edges) {
        public Cycle {
            edges = List.copyOf(edges);
            if (edges.size() != 3) {
                throw new IllegalArgumentException("a cycle of three has three edges, got " + edges.size());
            }
        }

        /** The three players in the cycle's order: each beats the next, the last beats the first. */
        public List<Integer> players() {
            return List.of(first, second, third);
        }

        /** The edge closest to 50%, which bounds how strong the cycle is. */
        public Score weakest() {
            return edges.stream().min(Comparator.comparingDouble(Score::rate)).orElseThrow();
        }

        /** Whether every edge's 95% interval lies wholly above 50%. */
        public boolean clear() {
            return edges.stream().allMatch(Score::wellAboveHalf);
        }

        /** The lower end of the weakest edge's interval: how far from even the cycle surely is. */
        double certainty() {
            return edges.stream().mapToDouble(s -> s.interval().map(Interval::lower).orElse(0.0)).min().orElse(0);
        }
    }

    /**
     * Every cycle of three among {@code players} players, clear ones first, then by the lower end of the
     * weakest edge's interval (surest first).
     *
     * @param score the pairwise results: {@code score.apply(i, j)} is what {@code i} scored against {@code j}
     */
    public static List<Cycle> find(int players, BiFunction<Integer, Integer, Score> score) {
        List<Cycle> out = new ArrayList<>();
        for (int a = 0; a < players; a++) {
            for (int b = a + 1; b < players; b++) {
                for (int c = b + 1; c < players; c++) {
                    add(out, score, a, b, c);
                    add(out, score, a, c, b);
                }
            }
        }
        out.sort(Comparator.comparing((Cycle y) -> !y.clear()).thenComparing(Comparator.comparingDouble(Cycle::certainty)
                .reversed()));
        return List.copyOf(out);
    }

    private static void add(List<Cycle> out, BiFunction<Integer, Integer, Score> score, int a, int b, int c) {
        Score ab = score.apply(a, b);
        Score bc = score.apply(b, c);
        Score ca = score.apply(c, a);
        if (beats(ab) && beats(bc) && beats(ca)) {
            out.add(new Cycle(a, b, c, List.of(ab, bc, ca)));
        }
    }

    private static boolean beats(Score s) {
        return s.games() > 0 && s.rate() > 0.5;
    }
}
