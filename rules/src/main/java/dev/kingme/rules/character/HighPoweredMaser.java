package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Direction;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules.TypedExample;
import dev.kingme.rules.Topology;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.Window;
import java.util.ArrayList;
import java.util.List;

/**
 * Ennesby's High-powered Maser: instead of the first hop of a turn, a dime, and every piece in the line of
 * the jump captured; then a penny per dime held, or the opponent wins (S11).
 */
final class HighPoweredMaser extends Power {
    static final String NAME = "maser";
    /** The payment after a shot: a penny per dime (amount: the dimes). */
    static final String PAY = "maser-pay";

    HighPoweredMaser() {
        super("High-powered Maser", 0, null, "instead of the first jump of a turn, gain a dime and capture every piece in"
                + " the line of the jump; then pay a penny per dime you hold, or lose", "Instead of jumping a piece, Ennesby"
                + " may gain a dime and capture all pieces (his and opponent's) in the line of the jump instead of jumping."
                + " This must be used on the first jump of the turn. After he does this, he must spend a number of pennies"
                + " equal to the number of dimes he has. If Ennesby does not have enough pennies to meet this demand, then"
                + " his opponent wins the game.");
        decides(NAME);
        queues(PAY);
    }

    @Override
    List<TypedExample> examples() {
        return List.of(new TypedExample("maser 9 14", "High-powered Maser, instead of the first jump: fire from 9 through 14,"
                + " capturing the whole line"));
    }

    /** "Instead of jumping a piece": only where a jump is allowed (S11). */
    @Override
    void decisions(CharacterRules rules, GameState s, boolean captureAvailable, List<Decision> out) {
        List<Decision> masers = new ArrayList<>();
        for (Decision d : rules.lookups().hops(s)) {
            Decision.Jump j = (Decision.Jump) d;
            Decision.Act maser = Decision.Act.of(NAME, j.from(), j.over());
            if (!masers.contains(maser)) {
                masers.add(maser);
            }
        }
        out.addAll(masers);
    }

    /** The squares in the line of a jump from {@code from} over {@code over}, from the jumped piece to the edge. */
    static List<Integer> line(int from, int over) {
        Topology t = Topology.DARK_SQUARES;
        Direction dir = null;
        for (Direction d : Direction.DIAGONALS) {
            if (t.neighbour(from, d) == over) {
                dir = d;
            }
        }
        List<Integer> out = new ArrayList<>();
        for (int sq = over; sq >= 0 && dir != null; sq = t.neighbour(sq, dir)) {
            out.add(sq);
        }
        return out;
    }

    /** The line of the shot, from the jumped piece to the edge of the board. */
    @Override
    List<Integer> area(GameState s, Decision.Act a) {
        return line(a.squares().get(0), a.squares().get(1));
    }

    @Override
    List<Effect> effects(CharacterRules rules, GameState s, Decision.Act a) {
        Player me = s.player();
        int from = a.squares().get(0);
        int over = a.squares().get(1);
        int dimes = s.record(me).get(Counters.DIMES) + 1;
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Count(me, Counters.DIMES, 1));
        fx.add(new Effect.Note("maser", List.of(from, over), "High-powered Maser: " + me.title() + " fires from "
                + rules.square(from) + " through " + rules.square(over)));
        // queued before the captures, so that their reactions come first (S19)
        fx.add(new Effect.Enqueue(List.of(Pending.of(PAY, me, dimes), Frame.end(me, true))));
        for (int target : line(from, over)) {
            if (s.owner(target) == me) {
                fx.addAll(rules.harm().kill(s, target, me));
            } else if (s.owner(target) != null) {
                fx.addAll(rules.harm().capture(s, target));
            }
        }
        return fx;
    }

    @Override
    List<Effect> automatic(CharacterRules rules, GameState s, Pending head) {
        Player who = head.player();
        int owed = head.amount();
        int pennies = s.record(who).get(Counters.PENNIES);
        if (pennies >= owed) {
            return List.of(new Effect.Dequeue(), new Effect.Count(who, Counters.PENNIES, -owed),
                    new Effect.Note("maser", List.of(), "High-powered Maser: " + who.title() + " pays "
                            + Counters.PENNIES.count(owed) + ", one for each dime"));
        }
        return List.of(new Effect.Dequeue(), new Effect.Agree(Verdict.win(who.opponent(), "High-powered Maser: "
                + who.title() + " holds " + Counters.DIMES.count(owed) + " but only " + Counters.PENNIES.count(pennies)
                + " to pay for them")));
    }

    @Override
    String refusal(CharacterRules rules, GameState s, Decision.Act a) {
        String wrong = Frame.squaresWrong(a, 2, Topology.DARK_SQUARES);
        if (wrong != null) {
            return wrong;
        }
        Player me = s.player();
        int over = a.squares().get(1);
        if (s.window() != Window.MAIN) {
            return "the maser is used on the first jump of the turn only";
        }
        if (s.owner(over) == me.opponent() && !rules.mayBeJumped(s, over)) {
            return "the maser replaces a jump, and " + rules.whyNotJumped(s, over);
        }
        return "no jump of yours goes from " + rules.square(a.squares().get(0)) + " over " + rules.square(over);
    }

    @Override
    void describe(CharacterRules rules, GameState s, Player owner, StringBuilder line) {
        int dimes = s.record(owner).get(Counters.DIMES);
        line.append(", dimes ").append(dimes).append(" (the next maser costs ").append(dimes + 1)
                .append(dimes == 0 ? " penny)" : " pennies)");
    }
}
