package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules.TypedExample;
import dev.kingme.rules.Window;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Sergeant Schlock's Plasma Cannon: for a penny, capture a piece one of his pieces could jump now, in the
 * main window or in the middle of a capture, instead of jumping it; the move ends there (S7).
 */
final class PlasmaCannon extends Power {
    static final String NAME = "plasma-cannon";

    PlasmaCannon() {
        super("Plasma Cannon", 1, null, "capture a piece you could jump without moving; no more captures that turn",
                "May spend a penny to capture a piece without moving, instead of jumping that piece. If he captures in"
                        + " this fashion, then he may not make any more captures this turn.");
        decides(NAME);
    }

    @Override
    String cardWhen() {
        return CharacterCards.words(PowerSpec.Window.INSTEAD_OF_A_JUMP);
    }

    @Override
    List<TypedExample> examples() {
        return List.of(new TypedExample("plasma-cannon 14", "Plasma Cannon (1 penny): capture the piece on 14 instead of"
                + " jumping it"));
    }

    @Override
    void decisions(CharacterRules rules, GameState s, boolean captureAvailable, List<Decision> out) {
        if (captureAvailable) {
            midCapture(rules, s, rules.lookups().hops(s), out);
        }
    }

    /** A shot at each piece one of the {@code hops} goes over. */
    @Override
    void midCapture(CharacterRules rules, GameState s, List<Decision> hops, List<Decision> out) {
        if (s.record(s.player()).get(Counters.PENNIES) < cost()) {
            return;
        }
        Set<Decision> shots = new LinkedHashSet<>();
        for (Decision d : hops) {
            if (d instanceof Decision.Jump j) {
                shots.add(Decision.Act.of(NAME, j.over()));
            }
        }
        out.addAll(shots);
    }

    @Override
    List<Effect> effects(CharacterRules rules, GameState s, Decision.Act a) {
        Player me = s.player();
        int sq = a.squares().get(0);
        List<Effect> fx = new ArrayList<>();
        fx.add(Frame.spend(me, this));
        fx.add(new Effect.Note("cannon", List.of(sq), "Plasma Cannon: " + me.title() + " shoots " + rules.square(sq)
                + "; no more captures this turn"));
        // the end of the move is queued first: a reaction to the capture (Cure Critical Wounds) is queued in
        // front of it and decided in this turn (S19)
        fx.add(new Effect.Enqueue(List.of(Frame.end(me, true))));
        fx.addAll(rules.harm().capture(s, sq));
        return fx;
    }

    @Override
    String refusal(CharacterRules rules, GameState s, Decision.Act a) {
        String wrong = Frame.squaresWrong(a, 1, rules.topology());
        if (wrong != null) {
            return wrong;
        }
        Player me = s.player();
        int sq = a.squares().get(0);
        String on = rules.square(sq);
        if (s.record(me).get(Counters.PENNIES) < cost()) {
            return "the Plasma Cannon costs 1 penny; " + me.title() + " has none";
        }
        if (s.owner(sq) != me.opponent()) {
            return "there is no enemy piece on " + on;
        }
        if (!rules.mayBeJumped(s, sq)) {
            return "the Plasma Cannon replaces a jump, and " + rules.whyNotJumped(s, sq);
        }
        if (s.window() == Window.MID_CHAIN) {
            return "in the middle of a capture the Plasma Cannon only captures a piece the capturing piece on "
                    + rules.square(s.chain()) + " could jump next, and " + on + " is not one";
        }
        return "the Plasma Cannon only captures a piece one of your pieces could jump now, and " + on + " is not one";
    }
}
