package dev.kingme.ai;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The order in which an {@link MctsNode} tries its decisions, as indices into them: shuffled once by the search's
 * generator; at a wide node the kinds of decision in turn (a move, a power, a move, ...: {@link DecisionKinds}),
 * so the few plain moves are always among the first tried; at a wide root best first by the game's heuristic one
 * decision ahead.
 */
final class ExpansionOrder {
    private ExpansionOrder() {
    }

    /**
     * The decisions best first for {@code interest}, by the game's heuristic one decision ahead from
     * {@code state}; decisions it cannot tell apart keep the kinds' turns ({@link #byKind}).
     */
    static int[] byHeuristic(Rules rules, GameState state, List<Decision> decisions, Player interest,
            SplittableRandom random) {
        int[] inTurn = byKind(decisions, random);
        double[] value = new double[decisions.size()];
        Integer[] byValue = new Integer[decisions.size()];
        for (int i = 0; i < value.length; i++) {
            value[i] = Values.leaf(rules, rules.apply(state, decisions.get(i)), interest);
            byValue[i] = inTurn[i];
        }
        Arrays.sort(byValue, (a, b) -> Double.compare(value[b], value[a]));  // stable: ties keep their turns
        int[] order = new int[decisions.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = byValue[i];
        }
        return order;
    }

    /** The kinds of decision in turn (moves first), each kind's decisions in a shuffled order. */
    static int[] byKind(List<Decision> decisions, SplittableRandom random) {
        int[] shuffled = shuffled(decisions.size(), random);
        Map<String, List<Integer>> kinds = new LinkedHashMap<>();
        kinds.put("move", new ArrayList<>());
        for (int i : shuffled) {
            kinds.computeIfAbsent(DecisionKinds.kindOf(decisions.get(i)), k -> new ArrayList<>()).add(i);
        }
        int[] order = new int[decisions.size()];
        int n = 0;
        for (int round = 0; n < order.length; round++) {
            for (List<Integer> k : kinds.values()) {
                if (round < k.size()) {
                    order[n++] = k.get(round);
                }
            }
        }
        return order;
    }

    /** The indices 0 to {@code n - 1} shuffled by {@code random}. */
    static int[] shuffled(int n, SplittableRandom random) {
        int[] out = new int[n];
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
}
