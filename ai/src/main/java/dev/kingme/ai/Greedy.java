package dev.kingme.ai;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Line;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.record.Chooser;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Looks one whole move ahead: every move the side to act can make (the hops of a capture followed to the
 * end), scored by the game's {@link Rules#heuristic} for the side whose interest the decision serves,
 * averaged over the chance outcomes that follow the move (saving throws), and picks the best, breaking
 * ties at random. A cheap opponent that already takes free material; seeded, so the same seed plays the
 * same game.
 */
public final class Greedy implements Chooser, Planner {
    /** Chance nodes in a row that are averaged before the heuristic is taken. */
    private static final int CHANCE_DEPTH = 3;

    private final SplittableRandom random;

    public Greedy(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public Decision choose(Rules rules, GameState state, List<Decision> legal) {
        Decision settled = HonestAnswer.settled(rules, state, legal, this);
        if (settled != null) {
            return settled;
        }
        List<Decision> plan = plan(rules, state);
        return plan.isEmpty() || !legal.contains(plan.get(0)) ? legal.get(random.nextInt(legal.size())) : plan.get(0);
    }

    @Override
    public List<Decision> plan(Rules rules, GameState s) {
        Player p = rules.inInterestOf(s);
        List<Line> best = new ArrayList<>();
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Line l : Lines.expand(rules, s)) {
            double v = expected(rules, l.after(), p, CHANCE_DEPTH);
            if (v > bestValue + 1e-9) {
                bestValue = v;
                best.clear();
                best.add(l);
            } else if (v > bestValue - 1e-9) {
                best.add(l);
            }
        }
        return best.isEmpty() ? List.of() : best.get(random.nextInt(best.size())).decisions();
    }

    /** The value of {@code s} for {@code p}: exact at the end, averaged over chance, else the heuristic. */
    static double expected(Rules rules, GameState s, Player p, int chanceDepth) {
        if (chanceDepth > 0 && rules.toAct(s) instanceof ToAct.Chance c) {
            double sum = 0;
            for (Outcome o : c.outcomes()) {
                sum += o.probability() * expected(rules, rules.resolve(s, o), p, chanceDepth - 1);
            }
            return sum;
        }
        return Values.leaf(rules, s, p);
    }
}
