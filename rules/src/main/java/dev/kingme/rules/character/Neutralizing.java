package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import java.util.List;

/** Whether neutralizing a side's powers for a turn (the block {@code neutralize}) would change anything now. */
public final class Neutralizing {
    private Neutralizing() {
    }

    /**
     * Could neutralizing {@code owner}'s opponent now change anything in this turn? When a power of the
     * opponent is among the decisions of the side to move, or a protection of the opponent's stops one of
     * them (a Charm, clerical status), or a power of the opponent's would act by itself in this turn.
     */
    public static boolean matters(CharacterRules rules, GameState s, Player owner) {
        Player foe = owner.opponent();
        if (rules.powers(s, foe).isEmpty()) {
            return false;
        }
        GameState main = Lookups.mainWindow(s);
        GameState neutral = main.toBuilder().record(owner, main.record(owner).with(Counters.TACTICS, 1)).build();
        List<Decision> decisions = rules.legalDecisions(main);
        if (!decisions.equals(rules.legalDecisions(neutral))) {
            return true;
        }
        boolean capture = false;
        for (Decision d : decisions) {
            capture |= d instanceof Decision.Jump;
        }
        for (Power p : rules.powers(s, foe)) {
            if (p.actsThisTurn(rules, s, foe, capture)) {
                return true;
            }
        }
        return false;
    }
}
