package dev.kingme.ai;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A node of {@link Mcts}'s tree: a state, what {@link Rules#toAct} says happens there (a decision, chance or the
 * end), its children as far as the search made them, and its statistics (visits and the sum of the values for
 * Black). It picks a child to go down by UCT ({@link #select}) and the decision to try next
 * ({@link #nextUntried}, in an {@link ExpansionOrder}); a wide node allows only the first few of its decisions
 * ({@link #allowed}).
 */
public final class MctsNode {
    static final int DECISION = 0;
    static final int CHANCE = 1;
    static final int TERMINAL = 2;

    final GameState state;
    final int kind;
    final Player interest;
    final List<Decision> decisions;
    final List<Outcome> outcomes;
    final MctsNode[] children;
    final double terminalBlack;
    int expanded;
    private int[] order;
    int visits;
    double blackSum;

    MctsNode(Rules rules, GameState state) {
        this.state = state;
        ToAct who = rules.toAct(state);
        if (who instanceof ToAct.Terminal t) {
            kind = TERMINAL;
            terminalBlack = Values.of(t.verdict(), Player.BLACK);
            interest = null;
            decisions = List.of();
            outcomes = List.of();
            children = new MctsNode[0];
        } else if (who instanceof ToAct.Chance c) {
            kind = CHANCE;
            terminalBlack = 0;
            interest = null;
            decisions = List.of();
            outcomes = c.outcomes();
            children = new MctsNode[outcomes.size()];
        } else {
            kind = DECISION;
            terminalBlack = 0;
            interest = rules.inInterestOf(state);
            decisions = rules.legalDecisions(state);
            outcomes = List.of();
            children = new MctsNode[decisions.size()];
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

    /** Does this node choose among more than {@link Mcts#WIDE} decisions? */
    boolean wide() {
        return kind == DECISION && children.length > Mcts.WIDE;
    }

    /** How many decisions the search may have tried here by now: all, or for a wide node 8 + 2√visits. */
    int allowed() {
        return wide() ? Math.min(children.length, 8 + (int) (2 * Math.sqrt(visits))) : children.length;
    }

    /**
     * Tries the decisions best first for the side this node serves, by the game's heuristic one
     * decision ahead ({@link ExpansionOrder#byHeuristic}).
     */
    void orderByHeuristic(Rules rules, SplittableRandom random) {
        order = ExpansionOrder.byHeuristic(rules, state, decisions, interest, random);
    }

    /**
     * The next decision not tried yet: in an order shuffled once by the search's generator, or for a wide
     * node the kinds in turn (unless the root's heuristic order is set).
     */
    int nextUntried(SplittableRandom random) {
        if (order == null && wide()) {
            order = ExpansionOrder.byKind(decisions, random);
        }
        if (order == null) {
            order = ExpansionOrder.shuffled(children.length, random);
        }
        return order[expanded++];
    }

    /** UCT: the child best for the side this node serves, plus exploration. */
    MctsNode select(double c) {
        double logN = Math.log(Math.max(1, visits));
        MctsNode best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (MctsNode child : children) {
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
    MctsNode mostVisited() {
        MctsNode best = null;
        for (MctsNode child : children) {
            if (child != null && child.visits > 0 && (best == null || child.visits > best.visits
                    || child.visits == best.visits && child.mean(interest) > best.mean(interest))) {
                best = child;
            }
        }
        return best;
    }

    int indexOf(MctsNode child) {
        for (int i = 0; i < children.length; i++) {
            if (children[i] == child) {
                return i;
            }
        }
        return -1;
    }
}
