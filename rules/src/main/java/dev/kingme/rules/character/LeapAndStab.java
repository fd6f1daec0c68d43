package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules.TypedExample;
import java.util.ArrayList;
import java.util.List;

/**
 * The Demented Ranger's Leap &amp; Stab: on the second hop of a multi-jump, 1 wound plus 1 per point of
 * positive LD, one at a time, to enemies next to where it landed (F22). The wounds are a choice inside
 * the move: a pending item of its own, asked of the Ranger before the capture goes on.
 */
final class LeapAndStab extends Power {
    static final String NAME = "stab";

    LeapAndStab() {
        super("Leap & Stab", 0, null, "on the second jump of a multi-jump, deal 1 wound plus 1 per point of positive LD to"
                + " adjacent enemies", "On your second jump of a double-jump, you can wound an adjacent checker. You may"
                + " deal one additional wound for each positive point of LD you have.");
        decides(NAME);
        queues(NAME);
    }

    @Override
    List<TypedExample> examples() {
        return List.of(new TypedExample("stab 19", "Leap & Stab, after your second jump: a wound to the enemy piece on 19 next to it"));
    }

    @Override
    void afterOwnHop(CharacterRules rules, GameState s, Player owner, Decision.Jump j, List<Pending> queue) {
        if (s.hops() + 1 == 2) {
            queue.add(Pending.of(NAME, owner, 1 + Math.max(0, Levels.ld(s, owner)), j.to()));
        }
    }

    /** Enemies next to the Ranger's checker that made the second jump (not the ones jumped this move). */
    private static long targets(GameState s, Pending stab) {
        int at = stab.square();
        Player ranger = stab.player();
        if (s.owner(at) != ranger) {
            return 0;
        }
        return Reach.around(at) & s.pieces(ranger.opponent()) & ~s.jumped() & ~s.layer(Marks.SHIELDED);
    }

    @Override
    List<Decision> offered(CharacterRules rules, GameState s, Pending head) {
        List<Decision> out = new ArrayList<>();
        Frame.add(out, NAME, targets(s, head));
        return out;
    }

    @Override
    List<Effect> reaction(CharacterRules rules, GameState s, Pending head, Decision.Act a) {
        int sq = a.squares().get(0);
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Note("stab", List.of(sq), "Leap & Stab: " + rules.square(sq) + " takes a wound"));
        if (head.amount() > 1) {
            fx.add(new Effect.Enqueue(List.of(Pending.of(NAME, head.player(), head.amount() - 1, head.square()))));
        }
        fx.addAll(rules.harm().wound(s, sq, 1));
        return fx;
    }

    @Override
    List<Effect> automatic(CharacterRules rules, GameState s, Pending head) {
        return head.amount() > 0 && targets(s, head) != 0 ? null : List.of(new Effect.Dequeue());
    }

    @Override
    String question(CharacterRules rules, Pending head) {
        return "where Leap & Stab's wounds go (stab a square next to " + rules.square(head.square()) + ", or pass)";
    }

    @Override
    String refusal(CharacterRules rules, GameState s, Decision.Act a) {
        String wrong = Frame.squaresWrong(a, 1, rules.topology());
        return wrong != null ? wrong : "Leap & Stab wounds only on the second jump of a multi-jump";
    }

    @Override
    boolean actsThisTurn(CharacterRules rules, GameState s, Player owner, boolean captureAvailable) {
        return captureAvailable;
    }
}
