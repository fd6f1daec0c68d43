package dev.kingme.rules.warp;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import java.util.ArrayList;
import java.util.List;

/** What a legal decision does, as effects, asked of the kind of move it is. */
final class DecisionEffects {
    private DecisionEffects() {
    }

    static List<Effect> of(GameState s, Decision d) {
        List<Effect> fx = new ArrayList<>();
        if (!s.pending().isEmpty()) {
            SplitPieces.effects(s, d, fx);
        } else if (d instanceof Decision.Step st) {
            Steps.effects(s, st, fx);
        } else if (d instanceof Decision.Jump j) {
            Jumps.effects(s, j, fx);
        } else if (d instanceof Decision.Pass) {
            EndOfTurn.of(s, fx);
        } else {
            Decision.Act a = (Decision.Act) d;
            switch (a.name()) {
                case Swaps.SWAP:
                    Swaps.effects(s, a, fx);
                    break;
                case Queens.MERGE:
                    Queens.merge(s, a, fx);
                    break;
                case Queens.SKIP:
                    Queens.skip(s, fx);
                    break;
                case Queens.CYCLE:
                    Queens.cycle(s, a, fx);
                    break;
                default: // split
                    Splits.effects(s, a, fx);
                    break;
            }
        }
        return fx;
    }
}
