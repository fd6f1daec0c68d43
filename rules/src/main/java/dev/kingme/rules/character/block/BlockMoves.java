package dev.kingme.rules.character.block;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.SquareMark;
import dev.kingme.rules.Topology;
import dev.kingme.rules.character.CharacterRules;
import dev.kingme.rules.character.Counters;
import dev.kingme.rules.character.Marks;
import dev.kingme.rules.character.PowerSpec.Act;
import dev.kingme.rules.character.PowerSpec;
import dev.kingme.rules.character.Reach;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code move} block: a decision names a piece of its owner's and a square, and the piece goes there by
 * its path rule (anywhere, or along a straight unblocked diagonal), at once or when a die rolled now runs out.
 * A move that waits is kept on the board (a dime on the piece, {@link Marks#TERRAPORT}) and in its owner's
 * record (the destination, {@link Counters#PORT}; the pips left, {@link Counters#COUNTDOWN}): one at a time
 * for a side. The die loses a pip at the start of every turn, both players', while the power holds; at 0 the
 * piece arrives, or is captured into no pool when the square is taken then (Commander Kevyn's Terraport, S10).
 */
final class BlockMoves {
    /** Queue item: the die loses a pip at the start of a turn. */
    static final String COUNTDOWN = "countdown";

    private BlockMoves() {
    }

    /** The act's move, or null. */
    static PowerSpec.Effect.Move of(Act act) {
        return BlockEffects.first(act, PowerSpec.Effect.Move.class);
    }

    /** True when the act's move waits for a die. */
    static boolean waits(Act act) {
        PowerSpec.Effect.Move m = of(act);
        return m != null && m.afterDie();
    }

    /** The chance item of the die rolled for a move just set (squares: the piece, its destination). */
    static String roll(Act act) {
        return act.name() + "-roll";
    }

    /** The square of {@code p}'s piece under way to a destination, -1 when the piece is gone, or null. */
    static Integer underWay(GameState s, Player p) {
        long piece = s.pieces(p) & s.layer(Marks.TERRAPORT);
        if (piece != 0) {
            return Long.numberOfTrailingZeros(piece);
        }
        return s.record(p).get(Counters.PORT) > 0 ? -1 : null;
    }

    /** Where the piece on {@code from} may be sent by the move {@code m}. */
    static long destinations(GameState s, PowerSpec.Effect.Move m, int from, int range) {
        long out = 0;
        for (long t = Topology.DARK_SQUARES.squares() & ~(1L << from); t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            int steps = m.to() == PowerSpec.Reach.LINE ? Reach.straight(s, from, to) : 1;
            if (steps > 0 && steps <= range && (m.afterDie() || s.owner(to) == null)) {
                out |= 1L << to;
            }
        }
        return out;
    }

    /** How far a move along a line goes; no limit for a move anywhere. */
    static int range(PowerSpec.Effect.Move m, GameState s, Player me) {
        if (m.to() != PowerSpec.Reach.LINE) {
            return Integer.MAX_VALUE;
        }
        int r = BlockTargets.amount(m.range(), m.rangeAmount(), s, me);
        return r <= 0 && m.rangeAmount() == PowerSpec.Amount.NUMBER ? Integer.MAX_VALUE : r;
    }

    /**
     * Every (piece, destination) decision of the move now: none while one waits; before moving with a capture
     * to make, none that would take it away (F12, S17).
     */
    static void decisions(CharacterRules rules, Act act, GameState s, long pieces, boolean keepCapture, List<Decision> out) {
        PowerSpec.Effect.Move m = of(act);
        Player me = s.player();
        if (m.afterDie() && underWay(s, me) != null) {
            return;
        }
        int range = range(m, s, me);
        for (long p = pieces; p != 0; p &= p - 1) {
            int from = Long.numberOfTrailingZeros(p);
            for (long t = destinations(s, m, from, range); t != 0; t &= t - 1) {
                int to = Long.numberOfTrailingZeros(t);
                if (!keepCapture || m.afterDie() || rules.lookups().captureRemains(s, 1L << from, 1L << to)) {
                    out.add(Decision.Act.of(act.name(), from, to));
                }
            }
        }
    }

    /** Could the move {@code a} give a blocked side a move? One made at once could; one that waits never does now. */
    static boolean couldGiveAMove(CharacterRules rules, Act act, GameState s, Decision.Act a) {
        return !of(act).afterDie() && rules.lookups().moveRemains(s, 1L << a.squares().get(0), 1L << a.squares().get(1));
    }

    /** The effects of the move {@code a} (piece, destination) by {@code me}, before the log's line. */
    static void set(CharacterRules rules, Act act, GameState s, Player me, Decision.Act a, List<Effect> fx, List<Pending> queue) {
        int from = a.squares().get(0);
        int to = a.squares().get(1);
        if (of(act).afterDie()) {
            fx.add(new Effect.SetLayer(Marks.TERRAPORT, from, true));
            fx.add(new Effect.Count(me, Counters.PORT, to + 1));
            queue.add(Pending.of(roll(act), me, 0, from, to));
            return;
        }
        fx.add(new Effect.MovePiece(from, to));
        if (!s.has(Layer.KING, from) && rules.crownsOn(me, to)) {
            fx.addAll(rules.crowningOf(s, from, to));
        }
    }

    /** Why the move {@code a} is refused for its squares, or null when they are fine. */
    static String refusal(CharacterRules rules, BlockPower power, GameState s, Decision.Act a) {
        PowerSpec.Effect.Move m = of(power.act());
        int from = a.squares().get(0);
        int to = a.squares().get(1);
        if (from == to) {
            return "the destination must be another square than " + rules.square(from);
        }
        if (!m.afterDie() && s.owner(to) != null) {
            return rules.square(to) + " is not an empty square";
        }
        if ((destinations(s, m, from, range(m, s, s.player())) & (1L << to)) == 0) {
            int steps = Reach.straight(s, from, to);
            return steps < 0 ? "no straight, unblocked diagonal from " + rules.square(from) + " to " + rules.square(to)
                    : rules.square(to) + " is out of range: " + power.called() + " reaches " + range(m, s, s.player())
                            + " squares";
        }
        return null;
    }

    // ---- a move that waits for its die -------------------------------------------------------------

    static String chance(CharacterRules rules, Act act, Pending head) {
        return head.player().title() + "'s " + act.name() + " die: the turns until " + rules.square(head.square())
                + " moves to " + rules.square(head.squares().get(1));
    }

    static List<Effect> rolled(CharacterRules rules, Act act, Pending head, int roll) {
        Player who = head.player();
        return List.of(new Effect.Count(who, Counters.COUNTDOWN, roll),
                new Effect.Note("roll", head.squares(), who.title() + " rolls " + roll + " for the " + act.name() + ": "
                        + rules.square(head.square()) + " moves to " + rules.square(head.squares().get(1))
                        + " when the die runs out"));
    }

    static void atStartOfTurn(Act act, GameState s, Player owner, List<Pending> queue) {
        if (waits(act) && underWay(s, owner) != null) {
            queue.add(Pending.of(COUNTDOWN, owner, 0));
        }
    }

    /** True when the queue's item {@code head} is this block's (the roll, the countdown). */
    static boolean owns(Act act, Pending head) {
        return waits(act) && (head.kind().equals(roll(act)) || head.kind().equals(COUNTDOWN));
    }

    /** The effects of this block's item {@code head}, or null when chance rolls the die now. */
    static List<Effect> automatic(CharacterRules rules, BlockPower power, GameState s, Pending head) {
        if (head.kind().equals(roll(power.act()))) {
            return underWay(s, head.player()) != null ? null : List.of(new Effect.Dequeue());
        }
        return countdown(rules, power, s, head.player());
    }

    /**
     * The die loses a pip at the start of the turn (not in a turn its owner's powers are neutralized); at 0 the
     * piece moves to its destination, or is captured if that square is taken.
     */
    private static List<Effect> countdown(CharacterRules rules, BlockPower power, GameState s, Player owner) {
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Dequeue());
        Integer piece = underWay(s, owner);
        int to = s.record(owner).get(Counters.PORT) - 1;
        int left = s.record(owner).get(Counters.COUNTDOWN);
        String title = power.title();
        if (piece == null) {
            return fx;
        }
        if (piece < 0) {
            fx.add(new Effect.Count(owner, Counters.COUNTDOWN, -left));
            fx.add(new Effect.Count(owner, Counters.PORT, -(to + 1)));
            fx.add(new Effect.Note(power.act().name(), List.of(to), title + ": the marked piece is gone, the dimes come off"));
            return fx;
        }
        if (!rules.powers(s, owner).contains(power)) {
            fx.add(new Effect.Note(power.act().name(), List.of(piece), title + " is neutralized: its die keeps its " + left
                    + (left == 1 ? " pip" : " pips") + " this turn"));
            return fx;
        }
        fx.add(new Effect.Count(owner, Counters.COUNTDOWN, -1));
        if (left > 1) {
            fx.add(new Effect.Note(power.act().name(), List.of(piece, to), title + ": " + (left - 1)
                    + (left - 1 == 1 ? " turn" : " turns") + " until " + rules.square(piece) + " moves to " + rules.square(to)));
            return fx;
        }
        fx.add(new Effect.Count(owner, Counters.PORT, -(to + 1)));
        if (to == piece) {
            fx.add(new Effect.SetLayer(Marks.TERRAPORT, piece, false));
            fx.add(new Effect.Note(power.act().name(), List.of(piece), title + ": " + rules.square(piece)
                    + " is already on its destination and stays"));
            return fx;
        }
        if (s.owner(to) != null) {
            fx.add(new Effect.Note(power.act().name(), List.of(piece, to), title + ": " + rules.square(to)
                    + " is taken, so the piece from " + rules.square(piece) + " is captured"));
            fx.add(new Effect.Remove(piece, "lost"));
            fx.add(new Effect.Count(owner, Counters.LOST, 1));
            return fx;
        }
        fx.add(new Effect.Note(power.act().name(), List.of(piece, to), title + ": " + rules.square(piece) + " arrives on "
                + rules.square(to)));
        fx.add(new Effect.MovePiece(piece, to));
        fx.add(new Effect.SetLayer(Marks.TERRAPORT, to, false));
        if (!s.has(Layer.KING, piece) && rules.crownsOn(owner, to)) {
            fx.addAll(rules.crowningOf(s, piece, to));
        }
        return fx;
    }

    static void describe(CharacterRules rules, Act act, GameState s, Player owner, StringBuilder line) {
        Integer port = waits(act) ? underWay(s, owner) : null;
        int left = s.record(owner).get(Counters.COUNTDOWN);
        if (port != null && port >= 0 && left > 0) {
            line.append(", ").append(act.name()).append(' ').append(rules.square(port)).append(" to ")
                    .append(rules.square(s.record(owner).get(Counters.PORT) - 1)).append(" in ").append(left)
                    .append(left == 1 ? " turn" : " turns");
        }
    }

    static void marks(Act act, GameState s, Player owner, List<SquareMark> out) {
        int port = s.record(owner).get(Counters.PORT);
        if (waits(act) && port > 0 && port <= 64 && (s.pieces(owner) & s.layer(Marks.TERRAPORT)) != 0) {
            out.add(new SquareMark(port - 1, owner, act.name() + "-destination", "*", act.name() + " destination"));
        }
    }

    /**
     * What a move under way promises, judged as if the die ran out now: a piece whose destination is taken is
     * as good as lost (it is captured into no pool), one that would arrive where an enemy piece can jump it is
     * nearly so, and a man bound for a safe square of the far row will be crowned. Without this term a move
     * would look like nothing to the search until the die runs out, and a search choosing among hundreds of
     * them by chance alone sends pieces onto taken squares.
     */
    static double prospects(CharacterRules rules, Act act, GameState s, Player owner) {
        Integer piece = waits(act) ? underWay(s, owner) : null;
        if (piece == null || piece < 0) {
            return 0;
        }
        int to = s.record(owner).get(Counters.PORT) - 1;
        if (to == piece) {
            return 0;
        }
        boolean king = s.has(Layer.KING, piece);
        double worth = king ? 1.5 : 1;
        if (s.owner(to) != null) {
            return -0.8 * worth;
        }
        if (rules.lookups().exposedOn(s, owner, to, piece)) {
            return -0.6 * worth;  // it would arrive where an enemy piece can jump it
        }
        return !king && rules.crownsOn(owner, to) ? 0.4 : 0;
    }
}
