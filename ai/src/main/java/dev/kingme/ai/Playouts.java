package dev.kingme.ai;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The random games {@link Mcts} plays from the node an iteration adds: random decisions and chance sampled
 * in proportion to its probabilities ({@link #sample}, which the walk down the tree uses too) for a few
 * decisions, and then the game's heuristic judges; verdicts on the way are exact. In a wide position a playout
 * picks a kind of decision at random first and then one of that kind ({@link DecisionKinds}).
 */
final class Playouts {
    private final SplittableRandom random;
    /** How many decisions a playout makes before the heuristic judges. */
    private final int plies;

    /** Playouts of {@code plies} decisions that draw from {@code random}, the search's own generator. */
    Playouts(SplittableRandom random, int plies) {
        this.random = random;
        this.plies = plies;
    }

    /** Random decisions and sampled chance from {@code leaf}, then the heuristic: the value for Black. */
    double from(Rules rules, MctsNode leaf) {
        if (leaf.kind == MctsNode.TERMINAL) {
            return leaf.terminalBlack;
        }
        GameState s = leaf.state;
        int played = 0;
        int rolls = 0;
        while (played < plies && rolls < 1000) {
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
            s = rules.apply(s, legal.size() > Mcts.WIDE ? byKind(legal) : legal.get(random.nextInt(legal.size())));
            played++;
        }
        return Values.leaf(rules, s, Player.BLACK);
    }

    /** The index of an outcome of {@code outcomes}, sampled in proportion to its probability. */
    int sample(List<Outcome> outcomes) {
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

    /** A kind of decision at random, then one of that kind: each kind as likely, whatever its number. */
    private Decision byKind(List<Decision> legal) {
        List<List<Decision>> kinds = new ArrayList<>(DecisionKinds.byKind(legal).values());
        List<Decision> kind = kinds.get(random.nextInt(kinds.size()));
        return kind.get(random.nextInt(kind.size()));
    }
}
