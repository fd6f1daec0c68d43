package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import java.util.ArrayList;
import java.util.List;

/**
 * What the powers offer a side beside its moves, and what a power's decision does: the answers to the
 * opponent's illusions and charms, the side's own powers before or instead of moving or in the middle of a
 * capture, and the decisions on the head of the queue.
 */
final class Offers {
    private final CharacterRules rules;

    Offers(CharacterRules rules) {
        this.rules = rules;
    }

    /** The decisions on the head of the queue, offered by the power that put it there (and a pass, unless it may not be declined). */
    List<Decision> onPending(GameState s) {
        Pending head = s.pending().get(0);
        Power power = rules.sides().powerOfPending(head);
        if (power == null) {
            return List.of();
        }
        List<Decision> out = new ArrayList<>(power.offered(rules, s, head));
        if (power.passable(head)) {
            out.add(new Decision.Pass());
        }
        return out;
    }

    /** The hops of a capture under way, and what the side's powers offer instead of one (the Plasma Cannon). */
    List<Decision> midCapture(GameState s, List<Decision> hops) {
        List<Decision> out = new ArrayList<>(hops);
        for (Power p : rules.powers(s, s.player())) {
            p.midCapture(rules, s, hops, out);
        }
        return out;
    }

    /**
     * The powers beside the moves: the side to move's answers to illusions and charms, then its own powers.
     * A side that has no move has lost (checkers' rule), so when nothing it could do replaces the move, a
     * power used before moving is offered only where it could give the side a move (a shot or a heal that
     * clears or makes the way, a save against an illusion or a charm in the way), never where it cannot
     * (Kevyn's terraport, Thurl's question): a blocked side is not asked to pay for nothing before it loses (S21).
     */
    List<Decision> beside(GameState s, boolean captureAvailable) {
        Player me = s.player();
        List<Decision> out = new ArrayList<>();
        rules.sides().illusions().answers(rules, s, out);
        for (Power p : rules.powers(s, me.opponent())) {
            p.answers(rules, s, out);
        }
        for (Power p : rules.powers(s, me)) {
            p.decisions(rules, s, captureAvailable, out);
        }
        if (rules.earlierRulings || captureAvailable || !rules.plainMovesOf(s).isEmpty()) {
            return out;
        }
        for (Decision d : out) {
            Decision.Act a = (Decision.Act) d;
            if (!rules.sides().powerOfAct(s, a.name()).beforeMoving(a)) {
                return out;  // a power that replaces the move: the side can act
            }
        }
        out.removeIf(d -> !rules.sides().powerOfAct(s, ((Decision.Act) d).name()).couldGiveAMove(rules, s, (Decision.Act) d));
        return out;
    }

    /** What a power's decision does: the power's own effects, or those of an answer to it. */
    List<Effect> effects(GameState s, Decision.Act a) {
        Power p = rules.sides().powerOfAct(s, a.name());
        return p.isAnswer(a) ? p.answerEffects(rules, s, a) : p.effects(rules, s, a);
    }

    /** The side whose interest the side asked at the head of the queue serves, when it is the other (S12), else null. */
    Player servedBy(GameState s) {
        if (s.agreed() == null && !s.pending().isEmpty()) {
            Pending head = s.pending().get(0);
            Power p = rules.sides().powerOfPending(head);
            if (p != null && p.answeredForTheOther(head)) {
                return head.player().opponent();
            }
        }
        return null;
    }
}
