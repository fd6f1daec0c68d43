package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import java.util.ArrayList;
import java.util.List;

/**
 * A spell that strikes a piece and every checker around it (Call Lightning, Fireball): the target takes
 * its wounds and every checker on the surrounding squares one, each saving for one less, the target first,
 * then the squares around in board order (F19). An illusion takes its wounds without a save (F15).
 */
abstract class AreaSpell extends Spell {
    private final int wounds;

    AreaSpell(String title, int cost, String summary, String seed, String name, String typed, String meaning, int wounds) {
        super(title, cost, summary, seed, name, typed, meaning);
        this.wounds = wounds;
    }

    @Override
    protected final List<Effect> cast(CharacterRules rules, GameState s, int square) {
        List<Pending> queue = new ArrayList<>();
        queue.add(strike(s, square, wounds));
        for (long m = Reach.around(square) & s.occupied(); m != 0; m &= m - 1) {
            queue.add(strike(s, Long.numberOfTrailingZeros(m), 1));
        }
        queue.add(end(s.player()));
        return List.of(cast(rules, s.player(), title(), "at", square), new Effect.Enqueue(queue));
    }

    /** The target and the squares around it, which the spell strikes where a checker stands. */
    @Override
    protected final List<Integer> area(GameState s, Decision.Act a) {
        return Reach.blast(a.squares().get(0));
    }

    /** The spell's wounds on one square: a saving throw for a checker, straight wounds for an illusion. */
    private static Pending strike(GameState s, int square, int wounds) {
        Player owner = s.owner(square);
        return s.has(Marks.ILLUSION, square) ? Pending.of(Frame.WOUND, owner, wounds, square)
                : Pending.of(Frame.SAVE, owner, wounds, square);
    }
}
