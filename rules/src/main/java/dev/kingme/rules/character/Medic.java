package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules.TypedExample;
import dev.kingme.rules.Topology;
import dev.kingme.rules.Window;
import java.util.ArrayList;
import java.util.List;

/**
 * Dr. E. Bunnigus's Medic!: for two pennies, a captured checker of hers comes back on the free square
 * nearest her home row, before she moves (as often as she can pay, never taking away the capture she must
 * make) and at the start of each of the opponent's turns, offered until she passes (S17).
 */
final class Medic extends Power {
    static final String NAME = "heal";

    Medic() {
        super("Medic!", 2, "before you move or at the start of the opponent's turn", "a captured checker of yours comes back,"
                + " on a free square you choose in the row nearest your home row that has one", "The doctor may spend two pennies at any time to \"heal\" one"
                + " of her captured checkers, placing it in the first available vacant space closest to her home row. If"
                + " there are multiple options, then she chooses where to place the checker.");
        decides(NAME);
        queues(NAME);
    }

    @Override
    List<TypedExample> examples() {
        return List.of(new TypedExample("heal 3", "Medic! (2 pennies), before you move or at the start of the opponent's"
                + " turn: a captured checker back on 3"));
    }

    /**
     * The free squares a heal may put a checker of {@code p} on: those of the row nearest {@code p}'s home
     * row that has one; none when she cannot pay or none of her checkers is captured.
     */
    long squares(CharacterRules rules, GameState s, Player p) {
        if (!rules.sides().holds(s, p, getClass()) || s.record(p).get(Counters.PENNIES) < cost()
                || s.record(p.opponent()).get(Counters.POOL) < 1) {
            return 0;
        }
        long free = Topology.DARK_SQUARES.squares() & ~s.occupied();
        for (int i = 0; i < 8; i++) {
            int row = p.backRow() + i * p.forward();
            long inRow = 0;
            for (long m = free; m != 0; m &= m - 1) {
                int sq = Long.numberOfTrailingZeros(m);
                if (Topology.row(sq) == row) {
                    inRow |= 1L << sq;
                }
            }
            if (inRow != 0) {
                return inRow;
            }
        }
        return 0;
    }

    @Override
    void decisions(CharacterRules rules, GameState s, boolean captureAvailable, List<Decision> out) {
        long squares = squares(rules, s, s.player());
        if (captureAvailable && !rules.earlierRulings) {
            for (long m = squares; m != 0; m &= m - 1) {
                int sq = Long.numberOfTrailingZeros(m);
                if (!rules.lookups().captureRemains(s, 0, 1L << sq)) {
                    squares &= ~(1L << sq);  // the healed checker would block the capture she must make
                }
            }
        }
        Frame.add(out, NAME, squares);
    }

    @Override
    boolean beforeMoving(Decision.Act a) {
        return true;
    }

    @Override
    boolean couldGiveAMove(CharacterRules rules, GameState s, Decision.Act a) {
        return rules.lookups().moveRemains(s, 0, 1L << a.squares().get(0));
    }

    @Override
    List<Effect> effects(CharacterRules rules, GameState s, Decision.Act a) {
        return heal(rules, s.player(), a.squares().get(0));
    }

    private List<Effect> heal(CharacterRules rules, Player p, int sq) {
        return List.of(Frame.spend(p, this), new Effect.Count(p.opponent(), Counters.POOL, -1),
                new Effect.SetLayer(Layer.of(p), sq, true), new Effect.Note("heal", List.of(sq), "Medic!: " + p.title()
                        + " heals a captured checker onto " + rules.square(sq)));
    }

    @Override
    String refusal(CharacterRules rules, GameState s, Decision.Act a) {
        String wrong = Frame.squaresWrong(a, 1, Topology.DARK_SQUARES);
        if (wrong != null) {
            return wrong;
        }
        Player me = s.player();
        int sq = a.squares().get(0);
        int pennies = s.record(me).get(Counters.PENNIES);
        if (s.window() != Window.MAIN) {
            return "a heal is made before moving or at the start of the opponent's turn, not in the middle of a capture";
        }
        if (pennies < cost()) {
            return "a heal costs 2 pennies; " + me.title() + " has " + pennies;
        }
        if (s.record(me.opponent()).get(Counters.POOL) < 1) {
            return "none of your checkers is captured (" + me.opponent().title() + "'s pool holds none)";
        }
        long where = squares(rules, s, me);
        if ((where & (1L << sq)) != 0 && rules.lookups().captureAvailable(s)) {
            return "a capture is available and must be taken: a checker healed onto " + rules.square(sq)
                    + " would leave no capture to take";
        }
        return where == 0 ? "there is no free square to heal onto" : "a healed checker goes on the free square "
                + "nearest your home row: " + Frame.squares(rules, where);
    }

    // ---- the offer at the start of the opponent's turn ------------------------------------------

    @Override
    int startOrder() {
        return 3;
    }

    @Override
    void atStartOfTurn(CharacterRules rules, GameState s, Player owner, List<Pending> queue, List<Effect> fx) {
        if (owner != s.player()) {
            queue.add(Pending.of(NAME, owner, 0));
        }
    }

    @Override
    List<Decision> offered(CharacterRules rules, GameState s, Pending head) {
        List<Decision> out = new ArrayList<>();
        Frame.add(out, NAME, squares(rules, s, head.player()));
        return out;
    }

    @Override
    List<Effect> reaction(CharacterRules rules, GameState s, Pending head, Decision.Act a) {
        List<Effect> fx = new ArrayList<>(heal(rules, head.player(), a.squares().get(0)));
        fx.add(new Effect.Enqueue(List.of(Pending.of(NAME, head.player(), 0))));
        return fx;
    }

    /** At the start of a turn the side to move cannot play, the game is over: no heal is asked first. */
    @Override
    List<Effect> automatic(CharacterRules rules, GameState s, Pending head) {
        Player who = head.player();
        return squares(rules, s, who) != 0 && (who == s.player() || rules.earlierRulings || rules.lookups().moverCanAct(s)) ? null
                : List.of(new Effect.Dequeue());
    }

    @Override
    String question(CharacterRules rules, Pending head) {
        return "whether to heal a captured checker (heal and a square, for 2 pennies, or pass)";
    }

    @Override
    boolean actsThisTurn(CharacterRules rules, GameState s, Player owner, boolean captureAvailable) {
        return s.player() != owner && squares(rules, Lookups.mainWindow(s), owner) != 0;
    }
}
