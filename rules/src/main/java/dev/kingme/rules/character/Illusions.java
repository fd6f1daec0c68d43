package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Direction;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Topology;
import java.util.ArrayList;
import java.util.List;

/**
 * What an illusion on the board is, whoever cast it (F21), held by the frame rather than by the Bard's
 * powers, so that it stays when they are neutralized (S9): the opponent may try to see through an illusion
 * that is in the way of one of its pieces (a saving throw) before moving, once per illusion per turn; when
 * an illusion jumps, the jumped side saves at once, and a save makes it vanish and undoes that hop's capture.
 */
public final class Illusions extends Power {
    static final String DISBELIEVE = "disbelieve";
    /** Chance: the jumped side's save against an illusion's hop (squares: where it landed, what it jumped). */
    static final String JUMPED = "illusion-jump";

    Illusions() {
        super("Illusions", 0, null, null, "Your opponent can make a save every time he or she has to jump it, is blocked"
                + " from moving by it, or is jumped by it. If your opponent saves, your illusory checker disappears and"
                + " your opponent gets to ignore the effects of the illusory checker.");
        decides(DISBELIEVE);
        queues(DISBELIEVE, JUMPED);
    }

    @Override
    protected boolean isAnswer(Decision.Act a) {
        return true;
    }

    @Override
    protected boolean beforeMoving(Decision.Act a) {
        return true;
    }

    @Override
    protected boolean couldGiveAMove(CharacterRules rules, GameState s, Decision.Act a) {
        return true;  // a save may clear the way
    }

    /**
     * The opponent's illusions (not tried this turn) that are in the way of one of the mover's pieces: on a
     * square it could step to, on a piece it could jump (a bent jump too), or on a square a jump of it
     * would land on if the illusion were not there.
     */
    @Override
    protected void answers(CharacterRules rules, GameState s, List<Decision> out) {
        Player me = s.player();
        long illusions = s.pieces(me.opponent()) & s.layer(Marks.ILLUSION) & ~s.layer(Marks.TRIED);
        long inTheWay = 0;
        Topology t = rules.topology();
        for (long i = illusions; i != 0; i &= i - 1) {
            int x = Long.numberOfTrailingZeros(i);
            GameState without = s.toBuilder().clear(x).build();
            for (long m = s.pieces(me); m != 0 && (inTheWay & (1L << x)) == 0; m &= m - 1) {
                int from = Long.numberOfTrailingZeros(m);
                for (Direction d : rules.directionsOf(s, from)) {
                    if (t.neighbour(from, d) == x) {
                        inTheWay |= 1L << x; // blocks a step, or stands to be jumped
                    }
                }
                if (rules.lookups().jumpsTouch(s, from, x, true) || rules.lookups().jumpsTouch(without, from, x, false)) {
                    inTheWay |= 1L << x;
                }
            }
        }
        Frame.add(out, DISBELIEVE, inTheWay);
    }

    @Override
    protected List<Effect> answerEffects(CharacterRules rules, GameState s, Decision.Act a) {
        int sq = a.squares().get(0);
        Player me = s.player();
        return List.of(new Effect.Note("disbelieve", List.of(sq), me.title() + " tries to see through the illusion on "
                + rules.square(sq)), new Effect.Enqueue(List.of(Pending.of(DISBELIEVE, me, 0, sq))));
    }

    @Override
    protected String answerRefusal(CharacterRules rules, GameState s, Decision.Act a) {
        String wrong = Frame.squaresWrong(a, 1, rules.topology());
        if (wrong != null) {
            return wrong;
        }
        Player me = s.player();
        int sq = a.squares().get(0);
        String on = rules.square(sq);
        return (s.pieces(me.opponent()) & s.layer(Marks.ILLUSION) & (1L << sq)) == 0 ? "there is no illusion of "
                + me.opponent().title() + " on " + on : s.has(Marks.TRIED, sq) ? "you already tried to see through the"
                + " illusion on " + on + " this turn" : "the illusion on " + on + " is not in the way of any of your pieces";
    }

    /** The jumped side's save when an illusion (of either side) makes a hop. */
    static void afterHop(GameState s, Decision.Jump j, List<Pending> queue) {
        if (s.has(Marks.ILLUSION, j.from())) {
            queue.add(Pending.of(JUMPED, s.player().opponent(), 0, j.to(), j.over()));
        }
    }

    @Override
    protected String chance(CharacterRules rules, GameState s, Pending head) {
        String ld = Levels.ldText(s, head.player());
        return head.kind().equals(DISBELIEVE)
                ? head.player().title() + "'s saving throw against the illusion on " + rules.square(head.square()) + ld
                : head.player().title() + "'s saving throw against the illusion jumping " + rules.square(head.squares().get(1)) + ld;
    }

    @Override
    protected List<Effect> rolled(CharacterRules rules, GameState s, Pending head, int roll) {
        int sq = head.square();
        boolean saved = Levels.saves(roll, Levels.ld(s, head.player()));
        List<Effect> fx = new ArrayList<>();
        String at = rules.square(sq);
        fx.add(head.kind().equals(DISBELIEVE)
                ? rules.rollNote(s, head, roll, "the illusion on " + at + " vanishes", "the illusion on " + at + " stays")
                : rules.rollNote(s, head, roll, "the illusion on " + at + " vanishes and "
                        + rules.square(head.squares().get(1)) + " is not jumped", "the jump stands"));
        if (head.kind().equals(DISBELIEVE)) {
            fx.add(saved ? new Effect.Remove(sq, "dispelled") : new Effect.SetLayer(Marks.TRIED, sq, true));
        } else if (saved) {
            fx.add(new Effect.Remove(sq, "dispelled"));
            fx.add(new Effect.Unjump(head.squares().get(1)));
        }
        return fx;
    }

    @Override
    protected List<Effect> automatic(CharacterRules rules, GameState s, Pending head) {
        int sq = head.square();
        boolean stands = head.kind().equals(DISBELIEVE) ? s.has(Marks.ILLUSION, sq)
                : s.has(Marks.ILLUSION, sq) && (s.jumped() & (1L << head.squares().get(1))) != 0;
        return stands ? null : List.of(new Effect.Dequeue());
    }
}
