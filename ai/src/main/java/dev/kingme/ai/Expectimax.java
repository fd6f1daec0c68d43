package dev.kingme.ai;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.record.Chooser;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Depth-limited expectimax with alpha-beta at decision nodes and Ballard's Star1 and Star2 pruning at
 * chance nodes (*-minimax, as Hauk, Buro and Schaeffer describe it for backgammon): exact on the tree it
 * searches, so for shallow trees (few decisions, many dice) it gives the true expectiminimax value with a
 * fraction of the work.
 *
 * <p>Values are for the root's side ({@link Rules#inInterestOf} at the root), in [-1, 1]. A decision
 * node maximizes when the side it serves is the root's, and minimizes otherwise; who that is comes from
 * the state at every node, so reactions in the other side's turn, hops of a capture and extra turns are
 * all ordinary nodes. The depth counts decisions (chance does not use it up); at depth 0 the game's
 * heuristic judges, and verdicts are exact.
 *
 * <p>Star1: knowing the children of a chance node lie in [L, U] = [-1, 1], each child is searched with
 * the window that could still move the average across (alpha, beta), and the node cuts off as soon as
 * the outcomes seen so far decide that it cannot. Star2 first probes every outcome whose node is a
 * decision node by searching one of its decisions only: for a maximizing node that gives a lower bound,
 * for a minimizing one an upper bound; the bounds may cut off at once, and otherwise narrow the Star1
 * windows.
 *
 * <p>Under a time limit ({@link #limitTime}, as the AI has under a clock) the root is searched one decision
 * deeper at a time, from depth 1 up to the full depth, and a search the time runs out in is given up for the
 * last whole one: a tree of dice and decisions three deep can be millions of nodes, and a reaction in the other
 * side's turn must not cost the whole clock. Without one it searches the full depth at once, as before.
 */
public final class Expectimax implements Chooser, Planner {
    static final double L = Values.LOSS;
    static final double U = Values.WIN;

    private final int depth;
    private final boolean star2;
    private final SplittableRandom random;
    private long nodes;
    private Player root;
    /** The time a search may take, in milliseconds; 0: none. */
    private long limitMillis;
    /** When a search under a time limit must end ({@link System#nanoTime}); checked every 256 nodes. */
    private long deadline;
    private boolean outOfTime;

    /** A player searching {@code depth} decisions deep with both prunings. */
    public Expectimax(int depth, long seed) {
        this(depth, true, seed);
    }

    /** With {@code star2} false, Star1 alone (for comparison). */
    public Expectimax(int depth, boolean star2, long seed) {
        if (depth < 1) {
            throw new IllegalArgumentException("expectimax needs a depth of at least 1, got " + depth);
        }
        this.depth = depth;
        this.star2 = star2;
        this.random = new SplittableRandom(seed);
    }

    /**
     * Limits each search from now on to about {@code millis} milliseconds (at least its first depth is
     * searched); 0 lifts the limit.
     */
    public void limitTime(long millis) {
        if (millis < 0) {
            throw new IllegalArgumentException("a time limit must not be negative, got " + millis);
        }
        limitMillis = millis;
    }

    /** What a search found: the best decision at the root (ties broken by the seed), its value, the nodes. */
    public record Result(Decision best, double value, Player side, long nodes) {
    }

    @Override
    public Decision choose(Rules rules, GameState state, List<Decision> legal) {
        Decision settled = HonestAnswer.settled(rules, state, legal, this);
        if (settled != null) {
            return settled;
        }
        Decision d = search(rules, state).best();
        return d != null && legal.contains(d) ? d : legal.get(random.nextInt(legal.size()));
    }

    @Override
    public List<Decision> plan(Rules rules, GameState s) {
        List<Decision> out = new ArrayList<>();
        GameState state = s;
        Player p = rules.toAct(s) instanceof ToAct.Choice c ? c.player() : null;
        while (p != null && rules.toAct(state) instanceof ToAct.Choice c && c.player() == p
                && (out.isEmpty() || c.window() == dev.kingme.rules.Window.MID_CHAIN)) {
            Decision d = search(rules, state).best();
            if (d == null) {
                break;
            }
            out.add(d);
            state = rules.apply(state, d);
        }
        return out;
    }

    /** The best decision from {@code s} and its value for the side it serves. */
    public Result search(Rules rules, GameState s) {
        nodes = 0;
        root = rules.inInterestOf(s);
        if (root == null) {
            return new Result(null, 0, null, 0);
        }
        if (limitMillis == 0) {
            return search(rules, s, depth);
        }
        long end = System.nanoTime() + limitMillis * 1_000_000L;
        Result last = search(rules, s, 1); // at depth 1 the children are judged at once: never given up
        deadline = end;
        for (int d = 2; d <= depth; d++) {
            outOfTime = false;
            Result deeper = search(rules, s, d);
            if (outOfTime) {
                break;
            }
            last = deeper;
        }
        outOfTime = false;
        deadline = 0;
        return new Result(last.best(), last.value(), last.side(), nodes);
    }

    /** The root searched {@code depth} decisions deep (given up, {@link #outOfTime}, when the deadline passes). */
    private Result search(Rules rules, GameState s, int depth) {
        List<Decision> legal = rules.legalDecisions(s);
        List<Decision> best = new ArrayList<>();
        double alpha = Double.NEGATIVE_INFINITY;
        for (Decision d : legal) {
            // a window just below alpha keeps equal values exact, so ties can be broken fairly
            double v = value(rules, rules.apply(s, d), depth - 1, Math.nextDown(alpha), Double.POSITIVE_INFINITY);
            if (v > alpha) {
                alpha = v;
                best.clear();
                best.add(d);
            } else if (v == alpha) {
                best.add(d);
            }
        }
        return new Result(best.isEmpty() ? null : best.get(random.nextInt(best.size())), alpha, root, nodes);
    }

    /** The value of {@code s} for the root's side, {@code depth} decisions deep, in the window (alpha, beta). */
    public double value(Rules rules, GameState s, Player side, int depth, double alpha, double beta) {
        root = side;
        nodes = 0;
        return value(rules, s, depth, alpha, beta);
    }

    public long nodes() {
        return nodes;
    }

    private double value(Rules rules, GameState s, int depth, double alpha, double beta) {
        nodes++;
        if (deadline != 0 && ((nodes & 255) == 0 && System.nanoTime() > deadline || outOfTime)) {
            outOfTime = true;
            return 0; // the search is given up: no value of it is used
        }
        ToAct who = rules.toAct(s);
        if (who instanceof ToAct.Terminal t) {
            return Values.of(t.verdict(), root);
        }
        if (depth <= 0) {
            return Values.clamp(rules.heuristic(s, root));
        }
        if (who instanceof ToAct.Chance c) {
            return chance(rules, s, c.outcomes(), depth, alpha, beta);
        }
        List<Decision> legal = rules.legalDecisions(s);
        if (legal.isEmpty()) {
            return Values.clamp(rules.heuristic(s, root));
        }
        boolean max = rules.inInterestOf(s) == root;
        double best = max ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        for (Decision d : legal) {
            double v = value(rules, rules.apply(s, d), depth - 1, alpha, beta);
            if (max) {
                best = Math.max(best, v);
                alpha = Math.max(alpha, best);
            } else {
                best = Math.min(best, v);
                beta = Math.min(beta, best);
            }
            if (alpha >= beta) {
                break;
            }
        }
        return best;
    }

    /** Star2's probing phase, then Star1 over the outcomes. */
    private double chance(Rules rules, GameState s, List<Outcome> outcomes, int depth, double alpha, double beta) {
        int n = outcomes.size();
        double[] p = new double[n];
        GameState[] next = new GameState[n];
        double[] lo = new double[n];
        double[] hi = new double[n];
        for (int i = 0; i < n; i++) {
            p[i] = outcomes.get(i).probability();
            next[i] = rules.resolve(s, outcomes.get(i));
            lo[i] = L;
            hi[i] = U;
        }
        if (star2) {
            for (int i = 0; i < n; i++) {
                if (!(rules.toAct(next[i]) instanceof ToAct.Choice)) {
                    continue;
                }
                List<Decision> legal = rules.legalDecisions(next[i]);
                if (legal.isEmpty()) {
                    continue;
                }
                boolean max = rules.inInterestOf(next[i]) == root;
                double a = Math.max(L, (alpha - sumExcept(p, hi, i)) / p[i]);
                double b = Math.min(U, (beta - sumExcept(p, lo, i)) / p[i]);
                nodes++;
                double probe = value(rules, rules.apply(next[i], legal.get(0)), depth - 1, a, b);
                if (max && probe > a) {
                    // the node takes at least its first decision's value
                    lo[i] = Math.max(lo[i], probe);
                    double lower = dot(p, lo);
                    if (lower >= beta) {
                        return lower;
                    }
                } else if (!max && probe < b) {
                    hi[i] = Math.min(hi[i], probe);
                    double upper = dot(p, hi);
                    if (upper <= alpha) {
                        return upper;
                    }
                }
            }
        }
        double sum = 0;
        for (int i = 0; i < n; i++) {
            double restHi = 0;
            double restLo = 0;
            for (int j = i + 1; j < n; j++) {
                restHi += p[j] * hi[j];
                restLo += p[j] * lo[j];
            }
            double a = (alpha - sum - restHi) / p[i];
            double b = (beta - sum - restLo) / p[i];
            if (a >= hi[i]) {
                return sum + p[i] * hi[i] + restHi;
            }
            if (b <= lo[i]) {
                return sum + p[i] * lo[i] + restLo;
            }
            double v = value(rules, next[i], depth, Math.max(lo[i], a), Math.min(hi[i], b));
            if (v <= a) {
                return sum + p[i] * v + restHi;
            }
            if (v >= b) {
                return sum + p[i] * v + restLo;
            }
            sum += p[i] * Math.max(lo[i], Math.min(hi[i], v));
        }
        return sum;
    }

    private static double dot(double[] p, double[] v) {
        double s = 0;
        for (int i = 0; i < p.length; i++) {
            s += p[i] * v[i];
        }
        return s;
    }

    private static double sumExcept(double[] p, double[] v, int except) {
        double s = 0;
        for (int i = 0; i < p.length; i++) {
            s += i == except ? 0 : p[i] * v[i];
        }
        return s;
    }
}
