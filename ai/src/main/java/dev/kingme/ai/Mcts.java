package dev.kingme.ai;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.record.Chooser;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Monte Carlo tree search (UCT) over the general model, for every game in it.
 *
 * <p>The tree follows the model exactly: a node is a state, and what happens there is what
 * {@link Rules#toAct} says. At a <b>decision node</b> the side that acts there chooses, whoever it is: the
 * side to move, the side in the middle of its capture (one hop per decision), or the opponent reacting in
 * the mover's turn; turn order is never assumed, so extra and skipped turns need nothing special. Values
 * are kept per side ({@link Values}: each node sums the value for Black, and White's is its negation), and
 * each decision node picks by the value of the side whose interest it serves ({@link Rules#inInterestOf}),
 * never by flipping a sign at every ply. At a <b>chance node</b> the outcome is sampled in proportion to its
 * probability, each outcome having a child of its own, so the statistics of a chance node are an
 * expectation over the outcomes. Playouts play random decisions and sample chance for a few
 * decisions, and then the game's heuristic judges; verdicts on the way are exact. The move played is the
 * most visited.
 *
 * <p><b>Wide nodes.</b> Where a side has more than {@link #WIDE} decisions (Commander Kevyn's terraports: any
 * checker to any other square, some 370 of them beside a handful of moves), a search of a few hundred
 * iterations would try each once, and the decision with the luckiest single playout would be played. There
 * the search widens progressively: it considers the first {@code 8 + 2√visits} decisions only, in an
 * order that puts the promising first. At the root that order is the game's heuristic one decision
 * ahead (decisions it cannot tell apart take the kinds in turn, as below); deeper in the tree, where that
 * would cost too much, it takes the kinds of decision in turn (a move, a power, a move, ...), so the few
 * plain moves are always among the first tried. Playouts in a
 * wide position pick a kind of decision at random first and then one of that kind, so hundreds of
 * targets of one power do not crowd out the moves.
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
    /** The most a search may take when a clock asks for less than the settings' time (0: no such limit). */
    private volatile long limitMillis;

    public Mcts(MctsSettings settings, long seed) {
        this.settings = settings;
        this.random = new SplittableRandom(seed);
    }

    /** What a search found, for analysis: the root, its statistics and the tree's measures. */
    public record Result(Node root, long iterations, int depth, long nodes, long millis) {
        /** The most visited line of decisions from the root, stopping at chance or the edge of the tree. */
        public List<Decision> principal() {
            List<Decision> out = new ArrayList<>();
            Node n = root;
            while (n != null && n.kind == Node.DECISION) {
                Node best = n.mostVisited();
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
            Node best = root.kind == Node.DECISION ? root.mostVisited() : null;
            Node n = best != null ? best : root;
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
        Node root = search(rules, state).root();
        Node pick = settings.temperature() > 0 ? sampled(root) : root.mostVisited();
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
        Node root = new Node(rules, state);
        if (root.wide()) {
            root.orderByHeuristic(rules, random);
        }
        long[] created = {1};
        int depth = 0;
        long n = 0;
        List<Node> path = new ArrayList<>();
        while ((settings.iterations() == 0 || n < settings.iterations())
                && (n == 0 || millis == 0 || System.nanoTime() < deadline)) {
            path.clear();
            double black = iterate(rules, root, path, created);
            for (Node x : path) {
                x.visits++;
                x.blackSum += black;
            }
            depth = Math.max(depth, decisionsOn(path));
            n++;
        }
        return new Result(root, n, depth, created[0], (System.nanoTime() - start) / 1_000_000L);
    }

    /** One iteration: down the tree, one new node, a playout from it; the value for Black. */
    private double iterate(Rules rules, Node root, List<Node> path, long[] created) {
        Node node = root;
        path.add(node);
        while (true) {
            switch (node.kind) {
                case Node.TERMINAL:
                    return node.terminalBlack;
                case Node.CHANCE: {
                    int i = sample(node.outcomes);
                    Node child = node.children[i];
                    if (child == null) {
                        child = node.children[i] = new Node(rules, rules.resolve(node.state, node.outcomes.get(i)));
                        created[0]++;
                        path.add(child);
                        return playout(rules, child);
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
                        Node child = node.children[i] = new Node(rules, rules.apply(node.state, node.decisions.get(i)));
                        created[0]++;
                        path.add(child);
                        return playout(rules, child);
                    }
                    node = node.select(settings.exploration());
                    path.add(node);
                }
            }
        }
    }

    /** Random decisions and sampled chance from {@code leaf}, then the heuristic: the value for Black. */
    private double playout(Rules rules, Node leaf) {
        if (leaf.kind == Node.TERMINAL) {
            return leaf.terminalBlack;
        }
        GameState s = leaf.state;
        int plies = 0;
        int rolls = 0;
        while (plies < settings.playoutPlies() && rolls < 1000) {
            ToAct who = rules.toAct(s);
            if (who instanceof ToAct.Terminal t) {
                return Values.of(t.verdict(), Player.BLACK);
            }
            if (who instanceof ToAct.Chance c) {
                s = rules.resolve(s, c.outcomes().get(sample(c.outcomes())));
                rolls++;
                continue;
            }
            List<Decision> legal = rules.legalDecisions(s);
            if (legal.isEmpty()) {
                break;
            }
            s = rules.apply(s, legal.size() > WIDE ? byKind(legal) : legal.get(random.nextInt(legal.size())));
            plies++;
        }
        return Values.leaf(rules, s, Player.BLACK);
    }

    /** A kind of decision at random, then one of that kind: each kind as likely, whatever its number. */
    private Decision byKind(List<Decision> legal) {
        List<List<Decision>> kinds = new ArrayList<>(Node.byKind(legal).values());
        List<Decision> kind = kinds.get(random.nextInt(kinds.size()));
        return kind.get(random.nextInt(kind.size()));
    }

    private int sample(List<Outcome> outcomes) {
        double u = random.nextDouble();
        double sum = 0;
        for (int i = 0; i < outcomes.size(); i++) {
            sum += outcomes.get(i).probability();
            if (u < sum) {
                return i;
            }
        }
        return outcomes.size() - 1;
    }

    /**
     * A root child with a chance that grows with its visits (visits to the power 1 / temperature). At a wide
     * root only the {@link #SAMPLED_AT_WIDE} most visited take part: the lower levels' deliberate mistakes
     * are meant as a plausible move of a handful, and among a hundred tried terraports the many little-visited
     * would together outweigh the best decision (Kevyn at {@code ai:easy} lost every game that way).
     */
    Node sampled(Node root) {
        double total = 0;
        double[] w = new double[root.children.length];
        int floor = root.wide() ? visitsOfRank(root, SAMPLED_AT_WIDE) : 0;
        for (int i = 0; i < w.length; i++) {
            Node c = root.children[i];
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
    static int visitsOfRank(Node node, int rank) {
        int[] v = new int[node.children.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = node.children[i] == null ? 0 : node.children[i].visits;
        }
        Arrays.sort(v);
        return v.length >= rank ? v[v.length - rank] : 0;
    }

    private static int decisionsOn(List<Node> path) {
        int n = 0;
        for (Node x : path) {
            n += x.kind == Node.DECISION ? 1 : 0;
        }
        return n;
    }

    /** A node of the tree: a state and what is known of it. */
    public static final class Node {
        static final int DECISION = 0;
        static final int CHANCE = 1;
        static final int TERMINAL = 2;

        final GameState state;
        final int kind;
        final Player interest;
        final List<Decision> decisions;
        final List<Outcome> outcomes;
        final Node[] children;
        final double terminalBlack;
        int expanded;
        private int[] order;
        int visits;
        double blackSum;

        Node(Rules rules, GameState state) {
            this.state = state;
            ToAct who = rules.toAct(state);
            if (who instanceof ToAct.Terminal t) {
                kind = TERMINAL;
                terminalBlack = Values.of(t.verdict(), Player.BLACK);
                interest = null;
                decisions = List.of();
                outcomes = List.of();
                children = new Node[0];
            } else if (who instanceof ToAct.Chance c) {
                kind = CHANCE;
                terminalBlack = 0;
                interest = null;
                decisions = List.of();
                outcomes = c.outcomes();
                children = new Node[outcomes.size()];
            } else {
                kind = DECISION;
                terminalBlack = 0;
                interest = rules.inInterestOf(state);
                decisions = rules.legalDecisions(state);
                outcomes = List.of();
                children = new Node[decisions.size()];
            }
        }

        public GameState state() {
            return state;
        }

        public int visits() {
            return visits;
        }

        /** The mean value of this node for {@code p}. */
        public double mean(Player p) {
            return visits == 0 ? 0 : Values.forSide(blackSum / visits, Player.BLACK, p);
        }

        /** Does this node choose among more than {@link #WIDE} decisions? */
        boolean wide() {
            return kind == DECISION && children.length > WIDE;
        }

        /** How many decisions the search may have tried here by now: all, or for a wide node 8 + 2√visits. */
        int allowed() {
            return wide() ? Math.min(children.length, 8 + (int) (2 * Math.sqrt(visits))) : children.length;
        }

        /** The decisions by kind (a move or a hop, each power by name, a placement, a pass), in their order. */
        static Map<String, List<Decision>> byKind(List<Decision> decisions) {
            Map<String, List<Decision>> out = new LinkedHashMap<>();
            for (Decision d : decisions) {
                out.computeIfAbsent(kindOf(d), k -> new ArrayList<>()).add(d);
            }
            return out;
        }

        /**
         * A decision's kind: a power by its own name (none is called "move" or "pass" or has a space), so
         * the common case in a wide playout allocates nothing.
         */
        static String kindOf(Decision d) {
            if (d instanceof Decision.Act a) {
                return a.name();
            }
            if (d instanceof Decision.Place p) {
                return "place " + p.what();
            }
            return d instanceof Decision.Pass ? "pass" : "move";
        }

        /**
         * Tries the decisions best first for the side this node serves, by the game's heuristic one
         * decision ahead; decisions it cannot tell apart keep the kinds' turns ({@link #orderByKind}).
         */
        void orderByHeuristic(Rules rules, SplittableRandom random) {
            orderByKind(random);
            double[] value = new double[children.length];
            Integer[] byValue = new Integer[children.length];
            for (int i = 0; i < children.length; i++) {
                value[i] = Values.leaf(rules, rules.apply(state, decisions.get(i)), interest);
                byValue[i] = order[i];
            }
            Arrays.sort(byValue, (a, b) -> Double.compare(value[b], value[a]));  // stable: ties keep their turns
            order = new int[children.length];
            for (int i = 0; i < order.length; i++) {
                order[i] = byValue[i];
            }
        }

        /** The kinds of decision in turn (moves first), each kind's decisions in a shuffled order. */
        private void orderByKind(SplittableRandom random) {
            int[] shuffled = shuffled(random);
            Map<String, List<Integer>> kinds = new LinkedHashMap<>();
            kinds.put("move", new ArrayList<>());
            for (int i : shuffled) {
                kinds.computeIfAbsent(kindOf(decisions.get(i)), k -> new ArrayList<>()).add(i);
            }
            order = new int[children.length];
            int n = 0;
            for (int round = 0; n < order.length; round++) {
                for (List<Integer> k : kinds.values()) {
                    if (round < k.size()) {
                        order[n++] = k.get(round);
                    }
                }
            }
        }

        private int[] shuffled(SplittableRandom random) {
            int[] out = new int[children.length];
            for (int i = 0; i < out.length; i++) {
                out[i] = i;
            }
            for (int i = out.length - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int t = out[i];
                out[i] = out[j];
                out[j] = t;
            }
            return out;
        }

        /**
         * The next decision not tried yet: in an order shuffled once by the search's generator, or for a wide
         * node the kinds in turn (unless the root's heuristic order is set).
         */
        int nextUntried(SplittableRandom random) {
            if (order == null && wide()) {
                orderByKind(random);
            }
            if (order == null) {
                order = new int[children.length];
                for (int i = 0; i < order.length; i++) {
                    order[i] = i;
                }
                for (int i = order.length - 1; i > 0; i--) {
                    int j = random.nextInt(i + 1);
                    int t = order[i];
                    order[i] = order[j];
                    order[j] = t;
                }
            }
            return order[expanded++];
        }

        /** UCT: the child best for the side this node serves, plus exploration. */
        Node select(double c) {
            double logN = Math.log(Math.max(1, visits));
            Node best = null;
            double bestScore = Double.NEGATIVE_INFINITY;
            for (Node child : children) {
                if (child == null) {
                    continue;  // a wide node's decision not tried yet
                }
                double score = child.mean(interest) + c * Math.sqrt(logN / Math.max(1, child.visits));
                if (score > bestScore) {
                    bestScore = score;
                    best = child;
                }
            }
            return best;
        }

        /** The child visited most (ties: the better for this node's side), or null before any visit. */
        Node mostVisited() {
            Node best = null;
            for (Node child : children) {
                if (child != null && child.visits > 0 && (best == null || child.visits > best.visits
                        || child.visits == best.visits && child.mean(interest) > best.mean(interest))) {
                    best = child;
                }
            }
            return best;
        }

        int indexOf(Node child) {
            for (int i = 0; i < children.length; i++) {
                if (children[i] == child) {
                    return i;
                }
            }
            return -1;
        }
    }
}
