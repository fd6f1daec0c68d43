package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules.TypedExample;
import java.util.ArrayList;
import java.util.List;

/**
 * Chef Ch'vorthq's Biological Bomb: for a penny, instead of moving, a checker of his detonates and every
 * checker on its square and around it is captured; his own go to no pool (S14).
 */
final class BiologicalBomb extends Power {
    static final String NAME = "detonate";

    BiologicalBomb() {
        super("Biological Bomb", 1, "instead of moving", "a checker of yours detonates, capturing every checker on its square"
                + " and around it", "May spend a penny to \"detonate\" one of his checkers at the beginning of his turn"
                + " instead of moving a checker. All checkers in that square and the eight squares surrounding the"
                + " detonated checker are captured.");
        decides(NAME);
    }

    @Override
    List<TypedExample> examples() {
        return List.of(new TypedExample("detonate 10", "Biological Bomb (1 penny), instead of moving: your checker on 10 and"
                + " every checker around it are captured"));
    }

    @Override
    void decisions(CharacterRules rules, GameState s, boolean captureAvailable, List<Decision> out) {
        if (!captureAvailable && s.record(s.player()).get(Counters.PENNIES) >= cost()) {
            Frame.add(out, NAME, Reach.checkers(s, s.player()));
        }
    }

    /** The detonated checker's square and the squares around it. */
    @Override
    List<Integer> area(GameState s, Decision.Act a) {
        return Reach.blast(a.squares().get(0));
    }

    @Override
    List<Effect> effects(CharacterRules rules, GameState s, Decision.Act a) {
        Player me = s.player();
        int sq = a.squares().get(0);
        List<Effect> fx = new ArrayList<>();
        fx.add(Frame.spend(me, this));
        fx.add(new Effect.Note(NAME, List.of(sq), "Biological Bomb: " + me.title() + " detonates " + rules.square(sq)));
        // queued before the captures, so that their reactions come first (S19)
        fx.add(new Effect.Enqueue(List.of(Frame.end(me, true))));
        for (long m = ((1L << sq) | Reach.around(sq)) & s.occupied(); m != 0; m &= m - 1) {
            int target = Long.numberOfTrailingZeros(m);
            fx.addAll(s.owner(target) == me ? rules.harm().kill(s, target, me) : rules.harm().capture(s, target));
        }
        return fx;
    }

    @Override
    String refusal(CharacterRules rules, GameState s, Decision.Act a) {
        String wrong = Frame.squaresWrong(a, 1, rules.topology());
        if (wrong != null) {
            return wrong;
        }
        Player me = s.player();
        if (rules.lookups().captureAvailable(s)) {
            return Frame.mustCapture(NAME);
        }
        if (s.record(me).get(Counters.PENNIES) < cost()) {
            return "the Biological Bomb costs 1 penny; " + me.title() + " has none";
        }
        return "there is no checker of yours on " + rules.square(a.squares().get(0));
    }
}
