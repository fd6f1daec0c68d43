package dev.kingme.rules.character.block;

import dev.kingme.rules.Counter;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.SquareMark;
import dev.kingme.rules.Topology;
import dev.kingme.rules.character.CharacterRules;
import dev.kingme.rules.character.Counters;
import dev.kingme.rules.character.Frame;
import dev.kingme.rules.character.PowerSpec.Effect.Trap;
import java.util.ArrayList;
import java.util.List;

/**
 * Traps, an effect on a square that lasts ({@code "trap": {"turns": N, "does": "wound" | "capture"}}): the
 * empty target square is trapped for the opponent's next N turns. An enemy piece that ends a move on it is
 * wounded (once, without a saving throw) or captured, and the trap is spent. A side's traps share one
 * count of turns: setting one starts it again for all of them (docs/characters.md, "Traps").
 */
final class BlockTraps {
    /** The opponent's turns left before a side's traps are gone. */
    static final Counter TURNS = Counters.TRAP_TURNS;

    private BlockTraps() {
    }

    /** The effects of setting {@code t} on {@code square} for {@code me}. */
    static void set(Trap t, GameState s, Player me, int square, List<Effect> fx) {
        if ((Counters.trapSquares(s, me) & 1L << square) == 0) {
            fx.add(bit(me, square, 1));
        }
        fx.add(new Effect.Count(me, TURNS, t.turns() - s.record(me).get(TURNS)));
    }

    /** The count that adds ({@code sign} 1) or takes away (-1) {@code square}'s bit in {@code owner}'s traps. */
    private static Effect bit(Player owner, int square, int sign) {
        int n = Topology.DARK_SQUARES.number(square) - 1;
        return new Effect.Count(owner, Counters.TRAPS.get(n / 16), sign * (1 << (n % 16)));
    }

    /** At the start of its owner's turn (an opponent's turn has ended): one turn fewer, and gone at none. */
    static void countDown(BlockPower power, GameState s, Player owner, List<Effect> fx) {
        if (power.trap() == null || s.record(owner).get(TURNS) == 0) {
            return;
        }
        fx.add(new Effect.Count(owner, TURNS, -1));
        if (s.record(owner).get(TURNS) == 1) {
            long mine = Counters.trapSquares(s, owner);
            for (long m = mine; m != 0; m &= m - 1) {
                fx.add(bit(owner, Long.numberOfTrailingZeros(m), -1));
            }
            if (mine != 0) {
                fx.add(new Effect.Note("trap", squares(mine), power.title() + ": " + owner.title() + "'s traps are gone"));
            }
        }
    }

    /** At the end of the opponent's move: each of its pieces standing on a trap of {@code owner}'s springs it. */
    static void sprung(CharacterRules rules, BlockPower power, GameState s, Player owner, List<Effect> fx) {
        Trap t = power.trap();
        if (t == null || t.does() == Trap.Does.BLOCK) {
            return;  // a zone that blocks is never entered, so never sprung
        }
        for (long m = Counters.trapSquares(s, owner) & s.pieces(owner.opponent()) & ~s.jumped(); m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            fx.add(new Effect.Note("trap", List.of(sq), power.title() + ": the piece on " + rules.square(sq)
                    + " springs " + owner.title() + "'s trap"));
            fx.add(bit(owner, sq, -1));
            fx.addAll(t.does() == Trap.Does.CAPTURE ? rules.harm().kill(s, sq, owner) : rules.harm().wound(s, sq, 1));
        }
    }

    /** The traps of {@code owner} (zones, when they block), for boards to draw. */
    static void marks(Trap t, GameState s, Player owner, List<SquareMark> out) {
        boolean zone = t.does() == Trap.Does.BLOCK;
        for (long m = Counters.trapSquares(s, owner); m != 0; m &= m - 1) {
            out.add(zone ? new SquareMark(Long.numberOfTrailingZeros(m), owner, "zone", "#", "zone closed to the opponent")
                    : new SquareMark(Long.numberOfTrailingZeros(m), owner, "trap", "^", "trap"));
        }
    }

    /** Adds to the owner's status line where its traps are and for how long. */
    static void describe(CharacterRules rules, Trap t, GameState s, Player owner, StringBuilder line) {
        long mine = Counters.trapSquares(s, owner);
        if (mine == 0) {
            return;
        }
        int turns = s.record(owner).get(TURNS);
        line.append(t.does() == Trap.Does.BLOCK ? ", zones on " : ", traps on ").append(Frame.squares(rules, mine)).append(" (").append(turns)
                .append(turns == 1 ? " turn" : " turns").append(" of ").append(owner.opponent().title()).append("'s left)");
    }

    private static List<Integer> squares(long set) {
        List<Integer> out = new ArrayList<>();
        for (long m = set; m != 0; m &= m - 1) {
            out.add(Long.numberOfTrailingZeros(m));
        }
        return out;
    }
}
