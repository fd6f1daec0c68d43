package dev.kingme.rules.character;

import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import java.util.List;

/**
 * Reverend Fobius's Clerical Status: a turn of the opponent in which any of his pieces was captured
 * protects all of them from being jumped in the opponent's next turn (S15).
 */
final class ClericalStatus extends Power {
    ClericalStatus() {
        super("Clerical Status", 0, null, "after a turn in which a piece of yours was captured, none of yours may be jumped"
                + " in the opponent's next turn", "If one or more of his pieces was captured last turn, then none of his"
                + " pieces may be jumped on his opponent's next turn.");
    }

    private static boolean guarded(GameState s, Player owner) {
        return owner != s.player() && s.record(owner).get(Counters.GUARD) > 0;
    }

    @Override
    boolean mayBeJumped(CharacterRules rules, GameState s, Player owner, int square) {
        return !guarded(s, owner);
    }

    @Override
    String whyNotJumped(CharacterRules rules, GameState s, Player owner, int square) {
        return guarded(s, owner) ? "none of Reverend Fobius's pieces may be jumped this turn: one of them was captured in "
                + s.player().title() + "'s last turn" : null;
    }

    @Override
    void afterOpponentsMove(CharacterRules rules, GameState s, Player owner, List<Effect> fx) {
        int lost = s.record(owner).get(Counters.LOST) + Long.bitCount(s.jumped() & Reach.checkers(s, owner));
        int guard = lost > 0 ? 1 : 0;
        if (guard != s.record(owner).get(Counters.GUARD)) {
            fx.add(new Effect.Count(owner, Counters.GUARD, guard - s.record(owner).get(Counters.GUARD)));
        }
        if (guard > 0) {
            fx.add(new Effect.Note("guard", List.of(), "Clerical status: none of " + owner.title()
                    + "'s pieces may be jumped in " + s.player().title() + "'s next turn"));
        }
    }

    @Override
    void describe(CharacterRules rules, GameState s, Player owner, StringBuilder line) {
        if (s.record(owner).get(Counters.GUARD) > 0) {
            // the opponent's move is over (its turn is passing) when the protection was just earned
            boolean next = s.player() == owner || s.pending().stream().anyMatch(q -> q.kind().equals(Frame.PASS_TURN));
            line.append(", protected: no piece may be jumped in ").append(owner.opponent().title()).append("'s ")
                    .append(next ? "next turn" : "turn");
        }
    }
}
