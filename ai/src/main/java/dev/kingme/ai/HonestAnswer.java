package dev.kingme.ai;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Line;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import java.util.ArrayList;
import java.util.List;

/**
 * Deciding in the other side's interest ({@link Rules#inInterestOf}), honestly: when a game asks the side
 * to act to name the other side's best move (Master Sergeant Thurl's Good Problem-solver), every answer
 * leaves the same position, so no search over the answers can tell them apart. Instead the player plans,
 * with its own search, the whole move it thinks best for the other side from the state after answering,
 * and names the answer that describes that move: the decision whose squares are the move's route (its
 * origin and landings). When no answer is that route exactly (the plan is a power, or chance cuts the move
 * short), it names the answer whose route shares the longest beginning with the plan, and among equals the
 * one whose move is best for the other side one move ahead.
 */
final class HonestAnswer {
    private HonestAnswer() {
    }

    /** Is the side to act in {@code s} deciding for the other side? */
    /**
     * What every player decides without searching: the only legal decision, or the honest answer when the
     * side to act must serve the other side (made with {@code planner}'s own plan); null otherwise.
     */
    static Decision settled(Rules rules, GameState s, List<Decision> legal, Planner planner) {
        if (legal.size() == 1) {
            return legal.get(0);
        }
        return needed(rules, s) ? choose(rules, s, legal, planner) : null;
    }

    static boolean needed(Rules rules, GameState s) {
        Player interest = rules.inInterestOf(s);
        return interest != null && rules.toAct(s) instanceof ToAct.Choice c && c.player() != interest;
    }

    /** The answer among {@code legal} that names the move {@code planner} thinks best for the other side. */
    static Decision choose(Rules rules, GameState s, List<Decision> legal, Planner planner) {
        Player interest = rules.inInterestOf(s);
        GameState after = rules.apply(s, legal.get(0));
        List<Integer> planned = List.of();
        if (rules.toAct(after) instanceof ToAct.Choice c && c.player() == interest) {
            List<Decision> plan = planner.plan(rules, after);
            if (!plan.isEmpty()) {
                planned = route(rules, after, plan);
            }
        }
        Decision best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        List<Line> lines = Lines.expand(rules, after);
        for (Decision d : legal) {
            List<Integer> named = squares(d);
            double score = 10 * common(named, planned) + (named.equals(planned) ? 100 : 0)
                    + oneMoveAhead(rules, after, lines, named, interest);
            if (score > bestScore) {
                bestScore = score;
                best = d;
            }
        }
        return best;
    }

    /** The route of a planned whole move, through the line it begins among the moves from {@code s}. */
    private static List<Integer> route(Rules rules, GameState s, List<Decision> plan) {
        for (Line l : Lines.expand(rules, s)) {
            if (l.decisions().equals(plan)) {
                return l.route();
            }
        }
        for (Line l : Lines.expand(rules, s)) {
            if (l.decisions().size() >= plan.size() && l.decisions().subList(0, plan.size()).equals(plan)) {
                return l.route().subList(0, Math.min(l.route().size(), plan.size() + 1));
            }
        }
        return List.of();
    }

    /** The best heuristic value for {@code p} among the whole moves from {@code s} whose route is {@code named}. */
    private static double oneMoveAhead(Rules rules, GameState s, List<Line> lines, List<Integer> named, Player p) {
        double best = -1;
        for (Line l : lines) {
            if (l.route().equals(named)) {
                best = Math.max(best, Values.leaf(rules, l.after(), p));
            }
        }
        return best;
    }

    private static List<Integer> squares(Decision d) {
        if (d instanceof Decision.Act a) {
            return a.squares();
        }
        if (d instanceof Decision.Step st) {
            return List.of(st.from(), st.to());
        }
        if (d instanceof Decision.Jump j) {
            return List.of(j.from(), j.to());
        }
        return new ArrayList<>();
    }

    private static int common(List<Integer> a, List<Integer> b) {
        int n = 0;
        while (n < a.size() && n < b.size() && a.get(n).equals(b.get(n))) {
            n++;
        }
        return n;
    }
}
