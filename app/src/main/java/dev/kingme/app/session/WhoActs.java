package dev.kingme.app.session;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;

/**
 * Who acts in a state, with the players' own agreement first. The model's rules offer no decision for a
 * draw by agreement or a resignation, so the session records one by setting {@link GameState#agreed()}
 * (an interface-level agreement); asking here means it counts even in rules that do not look at it.
 */
public final class WhoActs {
    private WhoActs() {
    }

    public static ToAct of(Rules rules, GameState s) {
        return s.agreed() != null ? new ToAct.Terminal(s.agreed()) : rules.toAct(s);
    }
}
