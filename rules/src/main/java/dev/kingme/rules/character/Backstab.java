package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules.TypedExample;
import java.util.ArrayList;
import java.util.List;

/** The Demented Ranger's Backstab, instead of moving: half the level (rounded up) in wounds to an enemy from behind (F7, F23). */
final class Backstab extends Power {
    static final String NAME = "backstab";

    Backstab() {
        super("Backstab", 0, null, "instead of moving, a checker behind an enemy deals it half your level (rounded up) in wounds",
                "If one of your checkers is behind an opponent's checker, you can backstab that checker instead of moving"
                        + " this turn. The targeted checker takes wounds equal to half your level, rounded up.");
        decides(NAME);
    }

    @Override
    List<TypedExample> examples() {
        return List.of(new TypedExample("backstab 15", "Backstab, instead of moving: wounds to the enemy piece on 15, from behind"));
    }

    @Override
    void decisions(CharacterRules rules, GameState s, boolean captureAvailable, List<Decision> out) {
        if (!captureAvailable && Levels.level(s, s.player()) > 0) {
            Frame.add(out, NAME, targets(s));
        }
    }

    /** The enemy pieces with a checker of the mover behind them. */
    private static long targets(GameState s) {
        Player me = s.player();
        long out = 0;
        long mine = Reach.checkers(s, me);
        for (long t = s.pieces(me.opponent()); t != 0; t &= t - 1) {
            int target = Long.numberOfTrailingZeros(t);
            if ((Reach.behind(s, target) & mine) != 0) {
                out |= 1L << target;
            }
        }
        return out;
    }

    @Override
    List<Effect> effects(CharacterRules rules, GameState s, Decision.Act a) {
        Player me = s.player();
        int sq = a.squares().get(0);
        int wounds = (Levels.level(s, me) + 1) / 2;
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Note("backstab", List.of(sq), "Backstab: " + rules.square(sq) + " takes " + wounds
                + (wounds == 1 ? " wound" : " wounds")));
        fx.add(new Effect.Enqueue(List.of(Pending.of(Frame.WOUND, me, wounds, sq), Frame.end(me, true))));
        return fx;
    }

    @Override
    String refusal(CharacterRules rules, GameState s, Decision.Act a) {
        Player me = s.player();
        int sq = a.squares().get(0);
        if (s.window() != dev.kingme.rules.Window.MAIN) {
            return Frame.underWay(NAME);
        }
        if (rules.lookups().captureAvailable(s)) {
            return Frame.mustCapture(NAME);
        }
        if (Levels.level(s, me) == 0) {
            return "at level 0 a backstab deals no wound (half the level, rounded up)";
        }
        return s.owner(sq) != me.opponent() ? "there is no enemy piece on " + rules.square(sq)
                : "none of your checkers is behind " + rules.square(sq);
    }
}
