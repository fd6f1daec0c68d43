package dev.kingme.ai;

import dev.kingme.rules.Decision;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The kinds of decision a wide position mixes (a move or a hop, each power by name, a placement, a pass), which
 * {@link Mcts} takes in turn where a side has hundreds of decisions: its {@link ExpansionOrder} and its
 * {@link Playouts} pick a kind first, so that hundreds of targets of one power do not crowd out the moves.
 */
final class DecisionKinds {
    private DecisionKinds() {
    }

    /** The decisions by kind, in their order. */
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
}
