package dev.kingme.rules.character;

import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.Verdict;
import java.util.List;

/**
 * The Schlock mercenaries' abilities: a penny for each jump after the first in a move (S1), and 5 pennies
 * win (S2) unless the character wins otherwise (Tagon). They are the set's frame, not special powers:
 * Superior Tactician does not neutralize them (S9).
 */
final class Mercenary extends Power {
    static final int VICTORY = 5;
    private final boolean fivePenniesWin;

    Mercenary(boolean fivePenniesWin) {
        super("Mercenary", 0, null, "a penny for each jump after the first in a move" + (fivePenniesWin ? "; 5 pennies win" : ""),
                "If you perform a double jump, you gain a penny. A triple jump gets you two pennies, a quadruple jump gets"
                        + " you three pennies, and so on... If you accumulate 5 or more pennies, you win the game.");
        this.fivePenniesWin = fivePenniesWin;
    }

    @Override
    boolean neutralizable() {
        return false;
    }

    @Override
    boolean usesPurse() {
        return true;
    }

    @Override
    int pennyVictory() {
        return fivePenniesWin ? VICTORY : 0;
    }

    @Override
    void forHops(CharacterRules rules, GameState s, Player owner, List<Effect> fx) {
        if (s.hops() >= 2) {
            int pennies = s.hops() - 1;
            fx.add(new Effect.Note("mercenary", List.of(), "Mercenary: " + owner.title() + " earns "
                    + Counters.PENNIES.count(pennies) + " for " + s.hops() + " jumps in one move"));
            fx.add(new Effect.Count(owner, Counters.PENNIES, pennies));
        }
    }

    @Override
    Verdict victory(CharacterRules rules, GameState s, Player owner) {
        return pennyWin(rules, s, owner, pennyVictory(), "Mercenary: ");
    }

    /** {@code owner} wins when its purse holds {@code victory} pennies (0: never), said after {@code why}. */
    static Verdict pennyWin(CharacterRules rules, GameState s, Player owner, int victory, String why) {
        int pennies = s.record(owner).get(Counters.PENNIES);
        if (victory == 0 || pennies < victory) {
            return null;
        }
        return Verdict.win(owner, why + owner.title() + "'s " + rules.hero(owner).title() + " has " + Counters.PENNIES.count(pennies));
    }
}
