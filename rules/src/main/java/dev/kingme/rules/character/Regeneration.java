package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules.TypedExample;
import java.util.ArrayList;
import java.util.List;

/**
 * Sergeant Schlock's Regeneration: right after a move that crowned, a piece back on a free square of his
 * home row, out of the opponent's pool (or a spare); not optional; nothing without a free square (S6).
 */
final class Regeneration extends Power {
    static final String NAME = "regenerate";

    Regeneration() {
        super("Regeneration", 0, null, "when kinged, a piece back on a free square of your home row",
                "When kinged, Schlock also gets a piece back which he may place in any unoccupied square in his home row."
                        + " If no home row space is unoccupied, then nothing happens.");
        decides(NAME);
        queues(NAME);
    }

    @Override
    String cardWhen() {
        return CharacterCards.words(PowerSpec.Window.AFTER_CROWNING) + " (not optional: you choose the square)";
    }

    @Override
    List<TypedExample> examples() {
        return List.of(new TypedExample("regenerate 2", "Regeneration, after a crowning: a piece back on 2 of your home row"));
    }

    @Override
    void atEndOfMove(CharacterRules rules, GameState s, Player owner, boolean crowned, List<Pending> queue) {
        if (crowned) {
            // after the pennies: a move that earned the winning penny has won, and nothing is asked (S2, S6)
            queue.add(Pending.of(NAME, owner, 0));
        }
    }

    @Override
    List<Decision> offered(CharacterRules rules, GameState s, Pending head) {
        List<Decision> out = new ArrayList<>();
        Frame.add(out, NAME, rules.lookups().homeRowVacancies(s, head.player()));
        return out;
    }

    @Override
    boolean passable(Pending head) {
        return false;
    }

    @Override
    List<Effect> automatic(CharacterRules rules, GameState s, Pending head) {
        Player who = head.player();
        if (Lookups.lastCheckerTaken(s, who.opponent())) {
            return List.of(new Effect.Dequeue()); // the crowning capture took the last checker: the game is over
        }
        if (rules.lookups().homeRowVacancies(s, who) != 0) {
            return null;
        }
        return List.of(new Effect.Dequeue(), new Effect.Note("regenerate", List.of(), "Regeneration: no free square on "
                + who.title() + "'s home row, so nothing happens"));
    }

    @Override
    List<Effect> reaction(CharacterRules rules, GameState s, Pending head, Decision.Act a) {
        Player who = head.player();
        int sq = a.squares().get(0);
        Player opp = who.opponent();
        boolean fromPool = s.record(opp).get(Counters.POOL) > 0;
        List<Effect> fx = new ArrayList<>();
        if (fromPool) {
            fx.add(new Effect.Count(opp, Counters.POOL, -1));
        }
        fx.add(new Effect.SetLayer(Layer.of(who), sq, true));
        fx.add(new Effect.Note("regenerate", List.of(sq), "Regeneration: " + who.title() + " gets a piece back on "
                + rules.square(sq) + (fromPool ? " (out of " + opp.title() + "'s pool)" : " (a spare checker)")));
        return fx;
    }

    @Override
    String question(CharacterRules rules, Pending head) {
        return "where Regeneration puts the piece back (regenerate and a free square of the home row)";
    }

    @Override
    String refusal(CharacterRules rules, GameState s, Decision.Act a) {
        return "Regeneration comes when Sergeant Schlock's checker is kinged";
    }

    @Override
    boolean actsThisTurn(CharacterRules rules, GameState s, Player owner, boolean captureAvailable) {
        if (s.player() != owner) {
            return false;
        }
        if (captureAvailable) {
            return true;
        }
        for (Decision d : rules.legalDecisions(Lookups.mainWindow(s))) {
            if (d instanceof Decision.Step st && !s.has(Layer.KING, st.from()) && rules.crownsOn(owner, st.to())) {
                return true;
            }
        }
        return false;
    }
}
