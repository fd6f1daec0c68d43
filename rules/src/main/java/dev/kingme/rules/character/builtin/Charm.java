package dev.kingme.rules.character.builtin;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.GameStateBuilder;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules.TypedExample;
import dev.kingme.rules.character.CharacterRules;
import dev.kingme.rules.character.Frame;
import dev.kingme.rules.character.Levels;
import dev.kingme.rules.character.Marks;
import dev.kingme.rules.character.Reach;
import dev.kingme.rules.character.Spell;
import java.util.ArrayList;
import java.util.List;

/**
 * The Bard's Charm: a penny on a checker of the Bard's, which the opponent may not jump; the opponent may
 * try to resist it (a saving throw) before moving, once per checker per turn, when one of its pieces could
 * jump it but for the charm; a save takes every penny off (F20).
 */
final class Charm extends Spell {
    static final String RESIST = "resist-charm";

    Charm() {
        super("Charm", 1, "a penny on a checker of yours, which the opponent may not jump unless they save",
                "Charm (Spell) - Spend a penny to to put a penny on one of your checkers. Your opponent may not jump your"
                        + " checkers that have pennies on them. Your opponent can save to ignore this effect. If your"
                        + " opponents saves, remove all pennies from the checker your opponent saved against.",
                "charm", "charm 10", "Charm (1 penny), instead of moving: a penny on your checker on 10");
        decides("charm", RESIST);
        queues(RESIST);
    }

    @Override
    protected List<TypedExample> answerExamples() {
        return List.of(new TypedExample("resist-charm 10", "before you move: try to break the charm on 10 (a saving throw)"));
    }

    @Override
    protected long targets(CharacterRules rules, GameState s) {
        long out = 0;
        for (long m = Reach.checkers(s, s.player()); m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            if (Marks.COINS.get(s, sq) < Marks.COINS.max()) {
                out |= 1L << sq;
            }
        }
        return out;
    }

    @Override
    protected List<Effect> cast(CharacterRules rules, GameState s, int square) {
        return List.of(cast(rules, s.player(), "Charm", "on", square), new Effect.Tally(Marks.COINS, square, 1),
                new Effect.Enqueue(List.of(end(s.player()))));
    }

    @Override
    protected String noTarget(CharacterRules rules, GameState s, int square) {
        return Marks.COINS.get(s, square) >= Marks.COINS.max() && s.owner(square) == s.player()
                ? rules.square(square) + " already holds " + Marks.COINS.max() + " pennies"
                : "there is no checker of yours on " + rules.square(square);
    }

    @Override
    protected boolean mayBeJumped(CharacterRules rules, GameState s, Player owner, int square) {
        return !(Marks.COINS.get(s, square) > 0 && !s.has(Marks.ILLUSION, square));
    }

    @Override
    protected String whyNotJumped(CharacterRules rules, GameState s, Player owner, int square) {
        return mayBeJumped(rules, s, owner, square) ? null : rules.square(square) + " is charmed: it may not be jumped"
                + " (resist-charm " + rules.square(square) + " tries to break the charm)";
    }

    // ---- the opponent's saving throw ------------------------------------------------------------

    /**
     * The Bard's charmed checkers (not tried this turn) that one of the mover's pieces could jump, a bent
     * jump too, but for the charm.
     */
    @Override
    protected void answers(CharacterRules rules, GameState s, List<Decision> out) {
        Player me = s.player();
        long resistible = 0;
        for (long c = Reach.checkers(s, me.opponent()) & ~s.layer(Marks.TRIED); c != 0; c &= c - 1) {
            int sq = Long.numberOfTrailingZeros(c);
            if (Marks.COINS.get(s, sq) == 0) {
                continue;
            }
            GameStateBuilder b = s.toBuilder();
            Marks.COINS.set(b, sq, 0);
            GameState uncharmed = b.build();
            for (long m = s.pieces(me); m != 0 && (resistible & (1L << sq)) == 0; m &= m - 1) {
                if (rules.lookups().jumpsTouch(uncharmed, Long.numberOfTrailingZeros(m), sq, true)) {
                    resistible |= 1L << sq;
                }
            }
        }
        Frame.add(out, RESIST, resistible);
    }

    /** A resist is an answer: it is the opponent's, not the Bard's. */
    @Override
    protected boolean isAnswer(Decision.Act a) {
        return a.name().equals(RESIST);
    }

    @Override
    protected boolean beforeMoving(Decision.Act a) {
        return a.name().equals(RESIST);
    }

    @Override
    protected boolean couldGiveAMove(CharacterRules rules, GameState s, Decision.Act a) {
        return true;  // a save may clear the way
    }

    @Override
    protected List<Effect> answerEffects(CharacterRules rules, GameState s, Decision.Act a) {
        int sq = a.squares().get(0);
        Player me = s.player();
        return List.of(new Effect.Note("resist", List.of(sq), me.title() + " tries to resist the charm on " + rules.square(sq)),
                new Effect.Enqueue(List.of(Pending.of(RESIST, me, 0, sq))));
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
        return s.owner(sq) != me.opponent() || Marks.COINS.get(s, sq) == 0 || !rules.hero(me.opponent()).has(Charm.class)
                ? "there is no charmed checker on " + on : s.has(Marks.TRIED, sq) ? "you already tried to resist the charm on "
                + on + " this turn" : "none of your pieces could jump " + on;
    }

    @Override
    protected String chance(CharacterRules rules, GameState s, Pending head) {
        return head.player().title() + "'s saving throw against the charm on " + rules.square(head.square())
                + Levels.ldText(s, head.player());
    }

    @Override
    protected List<Effect> rolled(CharacterRules rules, GameState s, Pending head, int roll) {
        int sq = head.square();
        List<Effect> fx = new ArrayList<>();
        fx.add(rules.rollNote(s, head, roll, "the charm on " + rules.square(sq) + " is broken",
                rules.square(sq) + " stays charmed"));
        fx.add(Levels.saves(roll, Levels.ld(s, head.player()))
                ? new Effect.Tally(Marks.COINS, sq, -Marks.COINS.get(s, sq)) : new Effect.SetLayer(Marks.TRIED, sq, true));
        return fx;
    }

    @Override
    protected List<Effect> automatic(CharacterRules rules, GameState s, Pending head) {
        int sq = head.square();
        return Marks.COINS.get(s, sq) > 0 && s.owner(sq) == head.player().opponent() ? null : List.of(new Effect.Dequeue());
    }
}
