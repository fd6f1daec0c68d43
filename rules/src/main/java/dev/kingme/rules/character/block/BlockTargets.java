package dev.kingme.rules.character.block;

import dev.kingme.rules.Counter;
import dev.kingme.rules.Decision;
import dev.kingme.rules.Direction;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Topology;
import dev.kingme.rules.character.CharacterRules;
import dev.kingme.rules.character.Counters;
import dev.kingme.rules.character.Frame;
import dev.kingme.rules.character.Levels;
import dev.kingme.rules.character.Marks;
import dev.kingme.rules.character.PowerSpec.Act;
import dev.kingme.rules.character.PowerSpec.Amount;
import dev.kingme.rules.character.PowerSpec.Condition;
import dev.kingme.rules.character.PowerSpec;
import dev.kingme.rules.character.Reach;
import java.util.ArrayList;
import java.util.List;

/**
 * What a block power's decision may aim at and whether it may be made now, for the side {@code me} that
 * would make it (the side to move, or the side asked in a reaction): the target and condition blocks read.
 * Why a decision is refused is {@link BlockRefusals}'.
 */
final class BlockTargets {
    private BlockTargets() {
    }

    /** {@code n} in units of {@code of}: a number, the level of {@code p}, or half of it rounded up. */
    static int amount(int n, Amount of, GameState s, Player p) {
        return switch (of) {
            case NUMBER -> n;
            case LEVEL -> n * Levels.level(s, p);
            case HALF_LEVEL_ROUNDED_UP -> n * ((Levels.level(s, p) + 1) / 2);
            case ONE_PLUS_POSITIVE_LD -> n * (1 + Math.max(0, Levels.ld(s, p)));
        };
    }

    /** True when the act may be made only so many times a turn. */
    static boolean limited(Act act) {
        return act.perTurn() > 0 || act.perTurnAmount() != Amount.NUMBER;
    }

    /**
     * The counter its uses this turn are kept in: shots for an act that changes the board (a turn with one is
     * progress, F29), asks for one that does not.
     */
    static Counter usesCounter(Act act) {
        for (PowerSpec.Effect e : act.effects()) {
            if (!(e instanceof PowerSpec.Effect.OpponentNamesBestMove)) {
                return Counters.SHOTS;
            }
        }
        return Counters.ASKED;
    }

    /** True when {@code me} holds what the power costs. */
    static boolean canPay(BlockPower power, GameState s, Player me) {
        return power.cost() == 0 || s.record(me).get(BlockGains.counter(power.act().pays())) >= power.cost();
    }

    /** How many more times {@code me} may make the power's decision now, by its uses and what it can pay. */
    static int usesLeft(BlockPower power, GameState s, Player me) {
        Act act = power.act();
        int left = Integer.MAX_VALUE;
        if (limited(act)) {
            left = amount(act.perTurn(), act.perTurnAmount(), s, me) - s.record(me).get(usesCounter(act));
        }
        if (power.cost() > 0) {
            left = Math.min(left, s.record(me).get(BlockGains.counter(act.pays())) / power.cost());
        }
        if (power.gameUses() != null) {
            left = Math.min(left, act.perGame() - s.record(me).get(power.gameUses()));
        }
        return left;
    }

    /**
     * The first condition of {@code act} that does not hold for {@code me}, or null. The number of moves is not
     * asked under rulings 1, which offered powers whatever the moves (S22).
     */
    static Condition unmet(CharacterRules rules, Act act, GameState s, Player me) {
        for (Condition c : act.conditions()) {
            if (!holds(rules, c, s, me)) {
                return c;
            }
        }
        return null;
    }

    static boolean holds(CharacterRules rules, Condition c, GameState s, Player me) {
        if (c instanceof Condition.LevelAtLeast l) {
            return Levels.level(s, me) >= l.level();
        }
        if (c instanceof Condition.LdAtLeast l) {
            return Levels.ld(s, me) >= l.ld();
        }
        if (c instanceof Condition.MovesAtLeast m) {
            return rules.earlierRulings || rules.lookups().routes(s, me).size() >= m.moves();
        }
        if (c instanceof Condition.CapturedAtLeast k) {
            return s.record(me.opponent()).get(Counters.POOL) >= k.checkers();
        }
        if (c instanceof Condition.LevelAtMost l) {
            return Levels.level(s, me) <= l.level();
        }
        if (c instanceof Condition.LdAtMost l) {
            return Levels.ld(s, me) <= l.ld();
        }
        if (c instanceof Condition.MovesAtMost m) {
            return rules.lookups().routes(s, me).size() <= m.moves();
        }
        if (c instanceof Condition.CapturedAtMost k) {
            return s.record(me.opponent()).get(Counters.POOL) <= k.checkers();
        }
        if (c instanceof Condition.JumpsAtLeast j) {
            return s.hops() >= j.jumps();
        }
        if (c instanceof Condition.JumpsAtMost j) {
            return s.hops() <= j.jumps();
        }
        Condition.PiecesBetween p = (Condition.PiecesBetween) c;
        int n = Long.bitCount(Reach.checkers(s, me));
        return n >= p.least() && n <= p.most();
    }

    /** True when {@code me} may use the power now by what it holds and its conditions, its target aside. */
    static boolean usable(CharacterRules rules, BlockPower power, GameState s, Player me) {
        for (PowerSpec.Effect e : power.act().effects()) {
            if (e instanceof PowerSpec.Effect.Place p && !p.orSpare() && s.record(me.opponent()).get(Counters.POOL) < 1) {
                return false;  // no captured checker to put back
            }
            if (e instanceof PowerSpec.Effect.Pool p && s.record(p.from(me)).get(Counters.POOL) < 1) {
                return false;  // an empty pool
            }
        }
        return usesLeft(power, s, me) > 0 && unmet(rules, power.act(), s, me) == null;
    }

    /** The squares {@code me} may aim {@code act} at now, its reach and range counted (every square when it has no target). */
    static long targets(CharacterRules rules, Act act, GameState s, Player me) {
        if (act.target() == null) {
            return -1L;
        }
        return whose(act, s, me) & reached(rules, act, s, me, range(act, s, me));
    }

    static int range(Act act, GameState s, Player me) {
        PowerSpec.Target t = act.target();
        int range = amount(t.range(), t.rangeAmount(), s, me);
        return range <= 0 && t.rangeAmount() == Amount.NUMBER ? Integer.MAX_VALUE : range;
    }

    /** The squares of the kind {@code act} aims at: an enemy's pieces (illusions among them), {@code me}'s checkers, or empty squares. */
    static long whose(Act act, GameState s, Player me) {
        PowerSpec.Target t = act.target();
        long m = switch (t.whose()) {
            case ENEMY -> s.pieces(me.opponent());
            case OWN -> Reach.checkers(s, me);
            case EMPTY -> Topology.DARK_SQUARES.squares() & ~s.occupied();
        };
        if (t.wounded() != null) {
            m &= t.wounded() ? s.layer(Marks.WOUNDED) : ~s.layer(Marks.WOUNDED);
        }
        if (t.king() != null) {
            m &= t.king() ? s.layer(Layer.KING) : ~s.layer(Layer.KING);
        }
        return m;
    }

    static long reached(CharacterRules rules, Act act, GameState s, Player me, int range) {
        switch (act.target().reach()) {
            case LINE:
                return Reach.inLine(s, range);
            case PATH: {
                long out = 0;
                for (long m = Reach.checkers(s, me); m != 0; m &= m - 1) {
                    int from = Long.numberOfTrailingZeros(m);
                    out |= Reach.pathEnds(s, from, rules.directionsOf(s, from));
                }
                return out;
            }
            case BEHIND: {
                long out = 0;
                long mine = Reach.checkers(s, me);
                for (long t = s.occupied(); t != 0; t &= t - 1) {
                    int target = Long.numberOfTrailingZeros(t);
                    if ((Reach.behind(s, target) & mine) != 0) {
                        out |= 1L << target;
                    }
                }
                return out;
            }
            case JUMP: {
                long out = 0;
                for (int sq : jumped(rules.lookups().hops(s))) {
                    out |= 1L << sq;
                }
                return out;
            }
            case HOME_ROW:
                return rowOf(me.backRow());
            case CROWNED: {
                int crowned = eventSquare(act, s);
                return crowned < 0 ? 0 : 1L << crowned;
            }
            case MOVED: {
                int moved = eventSquare(act, s);
                return moved < 0 || s.owner(moved) != me ? 0 : 1L << moved;
            }
            case BESIDE_JUMPER: {
                int at = eventSquare(act, s);
                return at < 0 || s.owner(at) != me ? 0 : Reach.around(at) & ~s.jumped() & ~s.layer(Marks.SHIELDED);
            }
            case NEAREST_FREE_ROW: {
                long free = whose(act, s, me);
                for (int i = 0; i < 8; i++) {
                    long inRow = free & rowOf(me.backRow() + i * me.forward());
                    if (inRow != 0) {
                        return inRow;
                    }
                }
                return 0;
            }
            default:
                return -1L;
        }
    }

    /** The square of the piece the queue's item for {@code act} names (the one just crowned, or that just jumped), or -1. */
    static int eventSquare(Act act, GameState s) {
        Pending head = s.pending().isEmpty() ? null : s.pending().get(0);
        return head != null && head.kind().equals(act.name()) && head.squares().size() == 1 ? head.square() : -1;
    }

    private static long rowOf(int row) {
        long out = 0;
        for (long m = Topology.DARK_SQUARES.squares(); m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            if (Topology.row(sq) == row) {
                out |= 1L << sq;
            }
        }
        return out;
    }

    /** The pieces the {@code hops} go over, each once, in the hops' order. */
    static List<Integer> jumped(List<Decision> hops) {
        List<Integer> out = new ArrayList<>();
        for (Decision d : hops) {
            if (d instanceof Decision.Jump j && !out.contains(j.over())) {
                out.add(j.over());
            }
        }
        return out;
    }

    /**
     * The decisions of {@code act} {@code me} may make now at its targets (a move's, with each destination); with
     * {@code keepCapture}, none that would take away the capture to be made (F12, S17).
     */
    static void offer(CharacterRules rules, Act act, GameState s, Player me, boolean keepCapture, List<Decision> out) {
        long targets = targets(rules, act, s, me);
        if (BlockMoves.of(act) != null) {
            BlockMoves.decisions(rules, act, s, targets, keepCapture, out);
            return;
        }
        if (keepCapture) {
            targets &= ~takesTheCapture(rules, act, s, targets);
        }
        Frame.add(out, act.name(), targets);
    }

    /** Could {@code a}, made before moving, give a blocked side a move: a checker placed, a piece moved at once, a wall killed? */
    static boolean couldGiveAMove(CharacterRules rules, Act act, GameState s, Decision.Act a) {
        if (BlockMoves.of(act) != null && a.squares().size() == 2) {
            return BlockMoves.couldGiveAMove(rules, act, s, a);
        }
        if (a.squares().size() != 1) {
            return false;
        }
        long[] change = boardChange(rules, act, s, a.squares().get(0));
        return (change[0] | change[1]) != 0 && rules.lookups().moveRemains(s, change[0], change[1]);
    }

    /**
     * The squares a decision on each of {@code targets} would take off the board ({@code gone}: a wound that
     * kills) and put a checker of {@code me}'s on ({@code added}: a placement), in that order.
     */
    static long[] boardChange(CharacterRules rules, Act act, GameState s, int target) {
        long gone = 0;
        long added = 0;
        for (PowerSpec.Effect e : act.effects()) {
            if (e instanceof PowerSpec.Effect.Wound && rules.harm().kills(s, target)) {
                gone = 1L << target;
            } else if (e instanceof PowerSpec.Effect.Place) {
                added = 1L << target;
            }
        }
        return new long[] {gone, added};
    }

    /**
     * The targets among {@code targets} on which the decision would leave the side to move no capture to make:
     * a decision made before moving may not take away the capture to be made (F12, S17).
     */
    static long takesTheCapture(CharacterRules rules, Act act, GameState s, long targets) {
        long out = 0;
        for (long m = targets; m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            long[] change = boardChange(rules, act, s, sq);
            if ((change[0] | change[1]) != 0 && !rules.lookups().captureRemains(s, change[0], change[1])) {
                out |= 1L << sq;
            }
        }
        return out;
    }

    /** The squares an effect lands on: the target, the occupied squares around it, or both (in board order). */
    static List<Integer> where(PowerSpec.Effect.Where where, GameState s, int target) {
        List<Integer> out = new ArrayList<>();
        if (where == PowerSpec.Effect.Where.TARGET) {
            out.add(target);
            return out;
        }
        long m = Reach.around(target) & s.occupied();
        if (where == PowerSpec.Effect.Where.TARGET_AND_AROUND) {
            m |= 1L << target;
        }
        for (; m != 0; m &= m - 1) {
            out.add(Long.numberOfTrailingZeros(m));
        }
        return out;
    }

    /** The squares in the line of a jump from {@code from} over {@code over}, from the jumped piece to the edge. */
    static List<Integer> lineBeyond(int from, int over) {
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
}
