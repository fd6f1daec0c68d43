package dev.kingme.ai;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Line;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The best few whole moves of a position for the side to act, each with its value: every move judged alike, by
 * the position it leads to (searched with the same budget each; where chance follows, the outcomes' average, as
 * in play), so that their values compare; beside them the position's own analysis with the main budget (its
 * score and its line, deeper than each move's), which judges its own best move.
 */
public final class Candidates {
    private Candidates() {
    }

    /**
     * One candidate move.
     *
     * @param value    its value in [-1, 1] for the side to act
     * @param expected the same as an expected score, 0 to 1
     * @param pv       the line the analysis expects after it, the move first
     * @param depth    how deep the search that judged it went (0 where chance follows it: its outcomes' searches)
     * @param nodes    the positions that search visited
     */
    public record Candidate(List<Decision> decisions, String text, double value, double expected, List<String> pv, int depth,
            long nodes) {
        public Candidate {
            decisions = List.copyOf(decisions);
            pv = List.copyOf(pv);
        }
    }

    /**
     * The analysis of {@code s}, up to {@code n} candidate moves, the best first, and every move judged, in the
     * order {@code Lines.expand} lists them.
     */
    public record Result(Analysis analysis, List<Candidate> moves, List<Candidate> every) {
        public Result {
            moves = List.copyOf(moves);
            every = List.copyOf(every);
        }
    }

    /** Up to {@code n} best whole moves of {@code s} (none when the game is over or chance acts). */
    public static Result of(Rules rules, GameState s, Budget main, Budget each, int n, long seed) {
        return of(rules, s, main, each, n, seed, null, null);
    }

    /**
     * As {@link #of(Rules, GameState, Budget, Budget, int, long)}, telling {@code eachIteration} of the main search's
     * deepening and {@code eachMove} of each move as it is judged (with its number in the order of moves); either may
     * be null.
     */
    public static Result of(Rules rules, GameState s, Budget main, Budget each, int n, long seed,
            java.util.function.Consumer<Analysis> eachIteration, java.util.function.ObjIntConsumer<Candidate> eachMove) {
        Analysis a = Analyst.analyze(rules, s, main, seed, eachIteration);
        if (!(rules.toAct(s) instanceof ToAct.Choice c) || a.best().isEmpty()) {
            return new Result(a, List.of(), List.of());
        }
        Player side = c.player();
        Map<GameState, Analysis> analysed = new HashMap<>();
        List<Candidate> all = new ArrayList<>();
        for (Line l : Lines.expand(rules, s)) {
            double v = Review.value(rules, l.after(), side, each, seed, analysed);
            String text = rules.notation(s, l.decisions());
            List<String> pv = new ArrayList<>();
            pv.add(text);
            Analysis next = analysed.get(l.after());
            if (next != null) {
                pv.addAll(next.pv());
            }
            Candidate judged = text.equals(a.bestText())
                    // the position's own search went deeper than any move's: its best move is judged by it
                    ? new Candidate(l.decisions(), text, a.value(), Review.expected(a.value()), a.pv(), a.depth(), a.nodes())
                    : new Candidate(l.decisions(), text, v, Review.expected(v), pv, next == null ? 0 : next.depth(),
                            next == null ? 0 : next.nodes());
            if (eachMove != null) {
                eachMove.accept(judged, all.size());
            }
            all.add(judged);
        }
        List<Candidate> best = new ArrayList<>(all);
        best.sort(Comparator.comparingDouble(Candidate::value).reversed());
        return new Result(a, best.subList(0, Math.min(n, best.size())), all);
    }
}
