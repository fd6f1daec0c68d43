package dev.kingme.rules.character.builtin;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules.TypedExample;
import dev.kingme.rules.character.CharacterRules;
import dev.kingme.rules.character.Counters;
import dev.kingme.rules.character.Frame;
import dev.kingme.rules.character.Power;
import dev.kingme.rules.character.Reach;
import java.util.ArrayList;
import java.util.List;

/**
 * Lieutenant DerTrihs's Big robot body: the first time he is down to four pieces, at the start of his next
 * turn, he kings checkers one at a time until he has two kings (he may stop); with four pieces or fewer,
 * a penny for every piece he captures (S16).
 */
final class BigRobotBody extends Power {
    static final String NAME = "transplant";

    BigRobotBody() {
        super("Big robot body", 0, null, "once, when first down to 4 pieces: you may crown checkers until you have two kings;"
                + " from 4 pieces down, a penny for every piece you capture", "If less than two of his remaining checkers are kinged when he loses his eighth checker, then"
                + " he may choose checkers to be kinged until he has two kings. If he has four checkers or less, then he"
                + " gains a penny for every checker he captures.");
        decides(NAME);
        queues(NAME);
    }

    @Override
    protected String cardWhen() {
        return "once per game: at the start of your turn after you are first down to four pieces (you may stop)";
    }

    @Override
    protected List<TypedExample> examples() {
        return List.of(new TypedExample("transplant 5", "Big robot body: king your checker on 5"));
    }

    private static int pieces(GameState s, Player p) {
        return Long.bitCount(Reach.checkers(s, p));
    }

    @Override
    protected void forCaptures(CharacterRules rules, GameState s, Player owner, int levels, int captures, List<Effect> fx) {
        if (captures > 0 && pieces(s, owner) <= 4) {
            fx.add(new Effect.Note("robot", List.of(), "Big robot body: " + owner.title() + " earns "
                    + Counters.PENNIES.count(captures) + " for " + (captures == 1 ? "a capture" : captures + " captures")));
            fx.add(new Effect.Count(owner, Counters.PENNIES, captures));
        }
    }

    @Override
    protected int startOrder() {
        return 2;
    }

    @Override
    protected void atStartOfTurn(CharacterRules rules, GameState s, Player owner, List<Pending> queue, List<Effect> fx) {
        if (owner != s.player() || s.record(owner).get(Counters.TRANSPLANTED) != 0 || pieces(s, owner) > 4) {
            return;
        }
        int kings = Long.bitCount(Reach.checkers(s, owner) & s.layer(Layer.KING));
        fx.add(new Effect.Count(owner, Counters.TRANSPLANTED, 1));
        fx.add(new Effect.Note("robot", List.of(), "Transplanted onto a big robot body: " + owner.title()
                + (kings < 2 ? " may king checkers until two are kings" : " already has two kings")));
        if (kings < 2) {
            queue.add(Pending.of(NAME, owner, 2 - kings));
        }
    }

    @Override
    protected List<Decision> offered(CharacterRules rules, GameState s, Pending head) {
        List<Decision> out = new ArrayList<>();
        Frame.add(out, NAME, Reach.checkers(s, head.player()) & ~s.layer(Layer.KING));
        return out;
    }

    @Override
    protected List<Effect> reaction(CharacterRules rules, GameState s, Pending head, Decision.Act a) {
        int sq = a.squares().get(0);
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Note("transplant", List.of(sq), "Big robot body: " + rules.square(sq) + " is kinged"));
        fx.addAll(rules.crowningOf(s, sq, sq));
        if (head.amount() > 1) {
            fx.add(new Effect.Enqueue(List.of(Pending.of(NAME, head.player(), head.amount() - 1))));
        }
        return fx;
    }

    @Override
    protected List<Effect> automatic(CharacterRules rules, GameState s, Pending head) {
        return head.amount() > 0 && rules.powers(s, head.player()).contains(this)
                && (Reach.checkers(s, head.player()) & ~s.layer(Layer.KING)) != 0 ? null : List.of(new Effect.Dequeue());
    }

    @Override
    protected String question(CharacterRules rules, Pending head) {
        return "which checker to king for the robot body (transplant and a square, or pass)";
    }

    @Override
    protected String refusal(CharacterRules rules, GameState s, Decision.Act a) {
        return "the robot body's kings are chosen at the start of the turn after Lieutenant DerTrihs is down to four pieces";
    }

    @Override
    protected boolean actsThisTurn(CharacterRules rules, GameState s, Player owner, boolean captureAvailable) {
        return s.player() == owner && (captureAvailable && pieces(s, owner) <= 4
                || s.pending().stream().anyMatch(p -> p.kind().equals(NAME)));
    }
}
