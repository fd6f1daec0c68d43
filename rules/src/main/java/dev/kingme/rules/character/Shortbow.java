package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules.TypedExample;
import java.util.ArrayList;
import java.util.List;

/**
 * The Ranged Attack Thief's Shortbow: an arrow for each capture (F13); before moving, up to half the level
 * (rounded up) of shots a turn, each a wound along a clear diagonal no longer than the level (F8, F12). A
 * shot may not take away the capture that must be made (F12).
 */
final class Shortbow extends Power {
    static final String NAME = "shoot";

    Shortbow() {
        super("Shortbow", 0, null, "an arrow for each capture; before moving, shoot up to half your level (rounded up) of"
                + " them, each a wound along a clear diagonal no longer than your level",
                "Shortbow - Every time you capture a checker, gain an arrow (a penny). You may shoot (spend) an arrow to trace"
                        + " a straight, unblocked path from one of your checkers to another checker, and wound that checker."
                        + " The number of spaces away must be less than or equal to your level. You may shoot a number of"
                        + " arrows equal to half your level, rounded up.");
        decides(NAME);
    }

    @Override
    List<TypedExample> examples() {
        return List.of(new TypedExample("shoot 22", "Shortbow, before you move: an arrow at the enemy piece on 22"));
    }

    /** Shots the Thief may still make this turn: half the level rounded up, less those made, and arrows. */
    static int shotsLeft(GameState s) {
        Player me = s.player();
        int perTurn = (Levels.level(s, me) + 1) / 2 - s.record(me).get(Counters.SHOTS);
        return Math.min(perTurn, s.record(me).get(Counters.ARROWS));
    }

    private static long inRange(GameState s) {
        return Reach.inLine(s, Levels.level(s, s.player()));
    }

    @Override
    void decisions(CharacterRules rules, GameState s, boolean captureAvailable, List<Decision> out) {
        if (shotsLeft(s) <= 0) {
            return;
        }
        long targets = inRange(s);
        if (captureAvailable && !rules.earlierRulings) {
            targets &= ~takesTheCapture(rules, s, targets);
        }
        Frame.add(out, NAME, targets);
    }

    /**
     * The targets among {@code targets} whose arrow would capture the piece and leave the Thief no capture to
     * make: such a shot is not allowed while a capture is available (F12).
     */
    private static long takesTheCapture(CharacterRules rules, GameState s, long targets) {
        long out = 0;
        for (long m = targets; m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            if (rules.harm().kills(s, sq) && !rules.lookups().captureRemains(s, 1L << sq, 0)) {
                out |= 1L << sq;
            }
        }
        return out;
    }

    @Override
    List<Effect> effects(CharacterRules rules, GameState s, Decision.Act a) {
        Player me = s.player();
        int sq = a.squares().get(0);
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Count(me, Counters.ARROWS, -1));
        fx.add(new Effect.Count(me, Counters.SHOTS, 1));
        fx.add(new Effect.Note("shoot", List.of(sq), "Shortbow: an arrow hits " + rules.square(sq)));
        fx.addAll(rules.harm().wound(s, sq, 1));
        return fx;
    }

    @Override
    String refusal(CharacterRules rules, GameState s, Decision.Act a) {
        String wrong = Frame.squaresWrong(a, 1, rules.topology());
        if (wrong != null) {
            return wrong;
        }
        if (s.window() != dev.kingme.rules.Window.MAIN) {
            return Frame.underWay(NAME);
        }
        Player me = s.player();
        int sq = a.squares().get(0);
        String on = rules.square(sq);
        if (s.record(me).get(Counters.ARROWS) == 0) {
            return "no arrows left (one comes with each capture)";
        }
        int level = Levels.level(s, me);
        if (shotsLeft(s) <= 0) {
            return "no more shots this turn: at level " + level + " the Thief shoots " + (level + 1) / 2 + " a turn";
        }
        if ((s.pieces(me.opponent()) & (1L << sq)) != 0 && (inRange(s) & (1L << sq)) != 0) {
            return "a capture is available and must be taken: an arrow at " + on + " would capture it and leave"
                    + " no capture to take";
        }
        return (s.pieces(me.opponent()) & (1L << sq)) == 0 ? "there is no enemy piece on " + on
                : (Reach.inLine(s, Integer.MAX_VALUE) & (1L << sq)) == 0
                        ? "no straight, unblocked diagonal from any of your checkers to " + on
                        : on + " is out of range: the Thief's arrows reach " + level + (level == 1 ? " square" : " squares");
    }

    @Override
    boolean beforeMoving(Decision.Act a) {
        return true;
    }

    @Override
    boolean couldGiveAMove(CharacterRules rules, GameState s, Decision.Act a) {
        int sq = a.squares().get(0);
        return rules.harm().kills(s, sq) && rules.lookups().moveRemains(s, 1L << sq, 0);
    }

    @Override
    void forCaptures(CharacterRules rules, GameState s, Player owner, int levels, int captures, List<Effect> fx) {
        if (captures > 0) {
            fx.add(new Effect.Count(owner, Counters.ARROWS, captures));
        }
    }

    @Override
    void describe(CharacterRules rules, GameState s, Player owner, StringBuilder line) {
        line.append(", arrows ").append(s.record(owner).get(Counters.ARROWS)).append(", shots this turn ")
                .append(s.record(owner).get(Counters.SHOTS)).append(" of ").append((Levels.level(s, owner) + 1) / 2);
    }

    /** Arrows are worth something, a few of them. */
    @Override
    double prospects(CharacterRules rules, GameState s, Player owner) {
        return 0.1 * Math.min(s.record(owner).get(Counters.ARROWS), 5);
    }

    @Override
    boolean actsThisTurn(CharacterRules rules, GameState s, Player owner, boolean captureAvailable) {
        return s.player() == owner && captureAvailable;
    }
}
