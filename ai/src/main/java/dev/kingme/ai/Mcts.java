package dev.kingme.ai;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.record.Chooser;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Monte Carlo tree search (UCT) over the general model, for every game in it: the player, and the search's
 * loop (down the tree, one new node, a playout from it, the value backed up the path).
 *
 * <p>The tree follows the model exactly: a node ({@link MctsNode}) is a state, and what happens there is what
 * {@link Rules#toAct} says. At a <b>decision node</b> the side that acts there chooses, whoever it is: the
 * side to move, the side in the middle of its capture (one hop per decision), or the opponent reacting in
 * the mover's turn; turn order is never assumed, so extra and skipped turns need nothing special. Values
 * are kept per side ({@link Values}: each node sums the value for Black, and White's is its negation), and
 * each decision node picks by the value of the side whose interest it serves ({@link Rules#inInterestOf}),
 * never by flipping a sign at every ply ({@link MctsNode#select}). At a <b>chance node</b> the outcome is
 * sampled in proportion to its probability, each outcome having a child of its own, so the statistics of a
 * chance node are an expectation over the outcomes. Playouts ({@link Playouts}) play random decisions and
 * sample chance for a few decisions, and then the game's heuristic judges; verdicts on the way are exact. The
 * move played is the most visited, or at a level with a temperature one sampled by visits ({@link #sampled}).
 *
 * <p><b>Wide nodes.</b> Where a side has more than {@link #WIDE} decisions (Commander Kevyn's terraports: any
 * checker to any other square, some 370 of them beside a handful of moves), a search of a few hundred
 * iterations would try each once, and the decision with the luckiest single playout would be played. There
 * the search widens progressively: it considers the first {@code 8 + 2√visits} decisions only
 * ({@link MctsNode#allowed}), in an order that puts the promising first ({@link ExpansionOrder}). At the root
 * that order is the game's heuristic one decision ahead (decisions it cannot tell apart take the kinds in
 * turn, as below); deeper in the tree, where that would cost too much, it takes the kinds of decision in turn
 * (a move, a power, a move, ...: {@link DecisionKinds}), so the few plain moves are always among the first
 * tried. Playouts in a wide position pick a kind of decision at random first and then one of that kind, so
 * hundreds of targets of one power do not crowd out the moves.
 *
 * <p>Nothing is kept between decisions: each search starts from a fresh tree. Not thread-safe; seeded,
 * so a search with an iteration budget is repeatable.
 */
public final class Mcts implements Chooser, Planner {
    /** More decisions than this make a node wide (see the class comment); Warp's positions have at most some 45. */
    static final int WIDE = 60;
    /** At a wide root a level's deliberate mistake is one of this many most visited decisions. */
    static final int SAMPLED_AT_WIDE = 8;

    private final MctsSettings settings;
    private final SplittableRandom random;
    private final Playouts playouts;
    /** The most a search may take when a clock asks for less than the settings' time (0: no such limit). */
    private volatile long limitMillis;

    public Mcts(MctsSettings settings, long seed) {
        this.settings = settings;
        this.random = new SplittableRandom(seed);
        this.playouts = new Playouts(random, settings.playoutPlies());
    }

    /** What a search found, for analysis: the root, its statistics and the tree's measures. */
    public record Result(MctsNode root, long iterations, int depth, long nodes, long millis) {
        /** The most visited line of decisions from the root, stopping at chance or the edge of the tree. */
        public List<Decision> principal() {
            List<Decision> out = new ArrayList<>();
            MctsNode n = root;
            while (n != null && n.kind == MctsNode.DECISION) {
                MctsNode best = n.mostVisited();
                if (best == null) {
                    break;
                }
                out.add(n.decisions.get(n.indexOf(best)));
                n = best;
            }
            return out;
        }

        /** The value of the root for {@code p}: the mean of its most visited decision (the whole tree's mean otherwise). */
        public double value(Player p) {
            MctsNode best = root.kind == MctsNode.DECISION ? root.mostVisited() : null;
            MctsNode n = best != null ? best : root;
            return n.visits == 0 ? 0 : n.mean(p);
        }
    }

    /** How this player searches. */
    public MctsSettings settings() {
        return settings;
    }

    @Override
    public Decision choose(Rules rules, GameState state, List<Decision> legal) {
        Decision settled = HonestAnswer.settled(rules, state, legal, this);
        if (settled != null) {
            return settled;
        }
        MctsNode root = search(rules, state).root();
        MctsNode pick = settings.temperature() > 0 ? sampled(root) : root.mostVisited();
        Decision d = pick == null ? null : root.decisions.get(root.indexOf(pick));
        return d != null && legal.contains(d) ? d : legal.get(random.nextInt(legal.size()));
    }

    @Override
    public List<Decision> plan(Rules rules, GameState s) {
        List<List<Decision>> moves = Lines.split(rules, s, search(rules, s).principal());
        return moves.isEmpty() ? List.of() : moves.get(0);
    }

    /** Each search from now on takes at most {@code millis} (0: the settings' own time). */
    void limitTime(long millis) {
        limitMillis = Math.max(0, millis);
    }

    /** Searches from {@code state} with this player's settings. */
    public Result search(Rules rules, GameState state) {
        long start = System.nanoTime();
        long limit = limitMillis;
        long millis = limit > 0 && (settings.millis() == 0 || limit < settings.millis()) ? limit : settings.millis();
        long deadline = millis == 0 ? Long.MAX_VALUE : start + millis * 1_000_000L;
        MctsNode root = new MctsNode(rules, state);
        if (root.wide()) {
            root.orderByHeuristic(rules, random);
        }
        long[] created = {1};
        int depth = 0;
        long n = 0;
        List<MctsNode> path = new ArrayList<>();
        while ((settings.iterations() == 0 || n < settings.iterations())
                && (n == 0 || millis == 0 || System.nanoTime() < deadline)) {
            path.clear();
            double black = iterate(rules, root, path, created);
            for (MctsNode x : path) {
                x.visits++;
                x.blackSum += black;
            }
            depth = Math.max(depth, decisionsOn(path));
            n++;
        }
        return new Result(root, n, depth, created[0], (System.nanoTime() - start) / 1_000_000L);
    }

    /** One iteration: down the tree, one new node, a playout from it; the value for Black. */
    private double iterate(Rules rules, MctsNode root, List<MctsNode> path, long[] created) {
        MctsNode node = root;
        path.add(node);
        while (true) {
            switch (node.kind) {
                case MctsNode.TERMINAL:
                    return node.terminalBlack;
                case MctsNode.CHANCE: {
                    int i = playouts.sample(node.outcomes);
                    MctsNode child = node.children[i];
                    if (child == null) {
                        child = node.children[i] = new MctsNode(rules, rules.resolve(node.state, node.outcomes.get(i)));
                        created[0]++;
                        path.add(child);
                        return playouts.from(rules, child);
                    }
                    node = child;
                    path.add(node);
                    break;
                }
                default: {
                    if (node.children.length == 0) {
                        return Values.leaf(rules, node.state, Player.BLACK);
                    }
                    if (node.expanded < node.allowed()) {
                        int i = node.nextUntried(random);
                        MctsNode child = node.children[i] =
                                new MctsNode(rules, rules.apply(node.state, node.decisions.get(i)));
                        created[0]++;
                        path.add(child);
                        return playouts.from(rules, child);
                    }
                    node = node.select(settings.exploration());
                    path.add(node);
                }
            }
        }
    }

    /**
     * A root child with a chance that grows with its visits (visits to the power 1 / temperature). At a wide
     * root only the {@link #SAMPLED_AT_WIDE} most visited take part: the lower levels' deliberate mistakes
     * are meant as a plausible move of a handful, and among a hundred tried terraports the many little-visited
     * would together outweigh the best decision (Kevyn at {@code ai:easy} lost every game that way).
     */
    MctsNode sampled(MctsNode root) {
        double total = 0;
        double[] w = new double[root.children.length];
        int floor = root.wide() ? visitsOfRank(root, SAMPLED_AT_WIDE) : 0;
        for (int i = 0; i < w.length; i++) {
            MctsNode c = root.children[i];
            w[i] = c == null || c.visits == 0 || c.visits < floor ? 0 : Math.pow(c.visits, 1 / settings.temperature());
            total += w[i];
        }
        if (total == 0) {
            return root.mostVisited();
        }
        double u = random.nextDouble() * total;
        for (int i = 0; i < w.length; i++) {
            u -= w[i];
            if (u < 0 && w[i] > 0) {
                return root.children[i];
            }
        }
        return root.mostVisited();
    }

    /** The visits of the {@code rank}-th most visited child (1 for the most), or 0 with fewer children. */
    static int visitsOfRank(MctsNode node, int rank) {
        int[] v = new int[node.children.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = node.children[i] == null ? 0 : node.children[i].visits;
        }
        Arrays.sort(v);
        return v.length >= rank ? v[v.length - rank] : 0;
    }

    private static int decisionsOn(List<MctsNode> path) {
        int n = 0;
        for (MctsNode x : path) {
            n += x.kind == MctsNode.DECISION ? 1 : 0;
        }
        return n;
    }
}
