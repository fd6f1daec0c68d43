package dev.kingme.rules.character.block;

import dev.kingme.rules.Counter;
import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.character.CharacterRules;
import dev.kingme.rules.character.Counters;
import dev.kingme.rules.character.Frame;
import dev.kingme.rules.character.Marks;
import dev.kingme.rules.character.PowerSpec.Act;
import dev.kingme.rules.character.PowerSpec;
import dev.kingme.rules.character.Reach;
import dev.kingme.rules.character.TurnFlow;
import java.util.ArrayList;
import java.util.List;

/**
 * What a block power's decision does, as the state's effects for the one {@link dev.kingme.rules.Resolver}: in
 * this order, what it costs, what it counts (uses, turns to pass, a neutralization, resources gained), a
 * checker placed, the log's line, what it does to the target (heals, a capture prevented, protections, a
 * crown), what it puts in the queue (saving throws, a payment, a question to the opponent, the end of the
 * move), then the captures and the wounds dealt straight.
 */
final class BlockEffects {
    /** A piece warded until the end of its owner's opponent's next turn ({@link Marks#WARDED}). */
    static final Layer WARDED = Marks.WARDED;

    private BlockEffects() {
    }

    /** True when the act has an effect of the class {@code kind}. */
    static boolean has(Act act, Class<? extends PowerSpec.Effect> kind) {
        return first(act, kind) != null;
    }

    /** The act's first effect of the class {@code kind}, or null (also for no act). */
    static <T extends PowerSpec.Effect> T first(Act act, Class<T> kind) {
        for (PowerSpec.Effect e : act == null ? List.<PowerSpec.Effect>of() : act.effects()) {
            if (kind.isInstance(e)) {
                return kind.cast(e);
            }
        }
        return null;
    }

    /** True when the decision replaces the move (a spell, a shot instead of a jump): the move ends with it. */
    static boolean endsTheMove(Act act) {
        return act.in(PowerSpec.Window.INSTEAD_OF_MOVING) || act.in(PowerSpec.Window.INSTEAD_OF_A_JUMP)
                || act.in(PowerSpec.Window.INSTEAD_OF_THE_FIRST_JUMP);
    }

    /**
     * The effects of the decision {@code a} made by {@code me}: in its own turn ({@code head} null), or on the
     * queue item {@code head} (already taken off).
     */
    static List<Effect> of(CharacterRules rules, BlockPower power, GameState s, Decision.Act a, Player me, Pending head) {
        Act act = power.act();
        boolean inTurn = head == null;
        boolean before = inTurn && act.in(PowerSpec.Window.BEFORE_MOVING);
        // in the middle of a move, between hops: wounds dealt at once, as the move goes on after them
        boolean afterJump = !inTurn && head.kind().equals(act.name()) && act.in(PowerSpec.Window.AFTER_A_JUMP);
        List<Integer> squares = a.squares();
        int sq = squares.isEmpty() ? -1 : squares.get(squares.size() - 1);
        List<Effect> fx = new ArrayList<>();
        List<Effect> board = new ArrayList<>();
        List<Pending> queue = new ArrayList<>();
        List<Effect> after = new ArrayList<>();
        String source = "";
        if (!inTurn && has(act, PowerSpec.Effect.ExtraTurn.class)) {
            fx.add(new Effect.Dequeue());  // the turn passing, queued again below as another turn
        }
        if (power.cost() > 0) {
            fx.add(new Effect.Count(me, BlockGains.counter(act.pays()), -power.cost()));
        }
        if (power.gameUses() != null) {
            fx.add(new Effect.Count(me, power.gameUses(), 1));
        }
        if (before && BlockTargets.limited(act)) {
            fx.add(new Effect.Count(me, BlockTargets.usesCounter(act), 1));
        }
        List<Effect> placed = new ArrayList<>();
        for (PowerSpec.Effect e : act.effects()) {
            if (e instanceof PowerSpec.Effect.SkipTurns k) {
                fx.add(new Effect.Count(me, Counters.SKIPS, k.turns()));
            } else if (e instanceof PowerSpec.Effect.Neutralize) {
                fx.add(new Effect.Count(me, Counters.TACTICS, 1));
            } else if (e instanceof PowerSpec.Effect.Pool p) {
                Player from = p.from(me);
                fx.add(new Effect.Count(from, Counters.POOL, -1));
                fx.add(new Effect.Note("pool", List.of(), p.move() == PowerSpec.Effect.Pool.Move.RESCUE
                        ? "one of " + me.title() + "'s checkers leaves " + from.title() + "'s pool"
                        : me.title() + " gives a captured checker back to " + me.opponent().title()));
            } else if (e instanceof PowerSpec.Effect.Move) {
                BlockMoves.set(rules, act, s, me, a, fx, queue);
            } else if (e instanceof PowerSpec.Effect.Trap t) {
                BlockTraps.set(t, s, me, sq, board);
            } else if (e instanceof PowerSpec.Effect.GainResource g) {
                fx.add(new Effect.Count(me, BlockGains.counter(g.resource()), g.amount()));
            } else if (e instanceof PowerSpec.Effect.Place) {
                Player opp = me.opponent();
                boolean fromPool = s.record(opp).get(Counters.POOL) > 0;
                if (fromPool) {
                    placed.add(new Effect.Count(opp, Counters.POOL, -1));
                }
                placed.add(new Effect.SetLayer(Layer.of(me), sq, true));
                source = fromPool ? "out of " + opp.title() + "'s pool" : "a spare checker";
            } else if (e instanceof PowerSpec.Effect.Wound w) {
                int n = BlockTargets.amount(w.amount(), w.of(), s, me);
                for (int target : BlockTargets.where(w.where(), s, sq)) {
                    if ((before || afterJump) && !w.save()) {
                        after.addAll(rules.harm().wound(s, target, n));
                    } else {
                        queue.add(strike(s, target, n, w.save()));
                    }
                }
            } else if (e instanceof PowerSpec.Effect.Heal h) {
                for (int target : BlockTargets.where(h.where(), s, sq)) {
                    board.add(new Effect.SetLayer(Marks.WOUNDED, target, false));
                }
            } else if (e instanceof PowerSpec.Effect.Capture c) {
                for (int target : BlockTargets.where(c.where(), s, sq)) {
                    after.addAll(s.owner(target) == me ? rules.harm().kill(s, target, me) : rules.harm().capture(s, target));
                }
            } else if (e instanceof PowerSpec.Effect.CaptureLine) {
                for (int target : BlockTargets.lineBeyond(squares.get(0), squares.get(1))) {
                    if (s.owner(target) == me) {
                        after.addAll(rules.harm().kill(s, target, me));
                    } else if (s.owner(target) != null) {
                        after.addAll(rules.harm().capture(s, target));
                    }
                }
            } else if (e instanceof PowerSpec.Effect.PreventCapture) {
                if ((s.jumped() & (1L << sq)) != 0) {
                    board.add(new Effect.Unjump(sq));
                }
            } else if (e instanceof PowerSpec.Effect.ProtectFromJumps) {
                board.add(new Effect.SetLayer(Marks.SHIELDED, sq, true));
            } else if (e instanceof PowerSpec.Effect.Ward) {
                board.add(new Effect.SetLayer(WARDED, sq, true));
            } else if (e instanceof PowerSpec.Effect.Crown && s.owner(sq) == null) {
                // a piece placed by this decision, crowned as it is placed: the crown as any crown, out of the
                // opponent's pool while it still holds a checker after the placing took one
                int held = s.record(me.opponent()).get(Counters.POOL);
                board.addAll(TurnFlow.crowned(me, sq, has(act, PowerSpec.Effect.Place.class) && held > 0 ? held - 1 : held));
            } else if (e instanceof PowerSpec.Effect.Crown) {
                board.addAll(rules.crowningOf(s, sq, sq));
            } else if (e instanceof PowerSpec.Effect.PayPerOrLose p) {
                queue.add(Pending.of(BlockWindows.payment(act), me, holding(act, s, me, p.per())));
            } else if (e instanceof PowerSpec.Effect.OpponentNamesBestMove) {
                queue.add(Pending.of(BlockWindows.SUGGEST, me.opponent(), 0));
            } else if (e instanceof PowerSpec.Effect.ExtraTurn && !inTurn) {
                queue.add(Pending.of(Frame.PASS_TURN, me, s.pending().get(1).amount() | 2));
            }
        }
        fx.addAll(placed);
        fx.add(new Effect.Note(act.event() != null ? act.event() : act.name(), squares,
                says(rules, power, s, me, squares, source)));
        fx.addAll(board);
        if (head != null && head.kind().equals(act.name()) && act.in(PowerSpec.Window.START_OF_OPPONENTS_TURN)) {
            queue.add(Pending.of(act.name(), me, 0));  // offered again until its owner passes
        }
        if (afterJump && head.amount() > 1) {
            queue.add(Pending.of(act.name(), me, head.amount() - 1, head.square()));  // the window's uses left
        }
        if (inTurn && endsTheMove(act)) {
            queue.add(Frame.end(me, true));
        }
        if (!queue.isEmpty()) {
            fx.add(new Effect.Enqueue(queue));
        }
        fx.addAll(after);
        return fx;
    }

    /** What {@code me} will hold of {@code r} once the act's own gains are counted. */
    private static int holding(Act act, GameState s, Player me, PowerSpec.Resource r) {
        int n = s.record(me).get(BlockGains.counter(r));
        for (PowerSpec.Effect e : act.effects()) {
            if (e instanceof PowerSpec.Effect.GainResource g && g.resource() == r) {
                n += g.amount();
            }
        }
        return n;
    }

    /**
     * Wounds on one square: with a saving throw, the owner of the piece saves (an illusion takes them
     * straight); without one, the side to move deals them.
     */
    private static Pending strike(GameState s, int square, int wounds, boolean save) {
        Player owner = s.owner(square);
        if (!save) {
            return Pending.of(Frame.WOUND, s.player(), wounds, square);
        }
        return s.has(Marks.ILLUSION, square) ? Pending.of(Frame.WOUND, owner, wounds, square)
                : Pending.of(Frame.SAVE, owner, wounds, square);
    }

    /** The log's line, the act's {@code says} filled in. */
    private static String says(CharacterRules rules, BlockPower power, GameState s, Player me, List<Integer> squares,
            String source) {
        Act act = power.act();
        String wounds = "";
        for (PowerSpec.Effect e : act.effects()) {
            if (e instanceof PowerSpec.Effect.Wound w && wounds.isEmpty()) {
                int n = BlockTargets.amount(w.amount(), w.of(), s, me);
                wounds = n + (n == 1 ? " wound" : " wounds");
            }
        }
        String target = squares.isEmpty() ? "" : rules.square(squares.get(squares.size() - 1));
        return act.says().replace("{side}", me.title()).replace("{opponent}", me.opponent().title())
                .replace("{power}", power.title()).replace("{target}", target)
                .replace("{from}", squares.isEmpty() ? "" : rules.square(squares.get(0)))
                .replace("{through}", target).replace("{to}", target).replace("{wounds}", wounds).replace("{source}", source);
    }

    /** A payment due after the decision: made, or the opponent wins. */
    static List<Effect> payment(BlockPower power, GameState s, Pending head) {
        PowerSpec.Effect.PayPerOrLose p = null;
        for (PowerSpec.Effect e : power.act().effects()) {
            if (e instanceof PowerSpec.Effect.PayPerOrLose q) {
                p = q;
            }
        }
        Player who = head.player();
        int owed = head.amount();
        Counter pays = BlockGains.counter(p.pays());
        Counter per = BlockGains.counter(p.per());
        int has = s.record(who).get(pays);
        String kind = power.act().event() != null ? power.act().event() : power.act().name();
        if (has >= owed) {
            return List.of(new Effect.Dequeue(), new Effect.Count(who, pays, -owed), new Effect.Note(kind, List.of(),
                    power.title() + ": " + who.title() + " pays " + pays.count(owed) + ", one for each "
                            + per.count(1).replaceFirst("^1 ", "")));
        }
        return List.of(new Effect.Dequeue(), new Effect.Agree(Verdict.win(who.opponent(), power.title() + ": " + who.title()
                + " holds " + per.count(owed) + " but only " + pays.count(has) + " to pay for them")));
    }

    /** The opponent's answer to a request for the best move, said. */
    static List<Effect> suggestion(CharacterRules rules, Pending head, Decision.Act a) {
        Player who = head.player();
        return List.of(new Effect.Note("hint", a.squares(), who.title() + " thinks " + who.opponent().title()
                + "'s best move is " + Frame.route(rules, a.squares())));
    }

    /** True when the piece on {@code square} is warded. */
    static boolean warded(GameState s, int square) {
        return s.has(WARDED, square);
    }

    /** Wards of {@code owner}'s pieces end as the opponent's move ends. */
    static void wardsEnd(GameState s, Player owner, List<Effect> fx) {
        for (long m = s.layer(WARDED) & s.pieces(owner); m != 0; m &= m - 1) {
            fx.add(new Effect.SetLayer(WARDED, Long.numberOfTrailingZeros(m), false));
        }
    }

    /** The wards' answer to a capture that is no jump: the piece stays. */
    static List<Effect> wardHolds(CharacterRules rules, int square) {
        return List.of(new Effect.Note("ward", List.of(square), rules.square(square) + " is warded and is not captured"));
    }

    /**
     * The squares the decision {@code act} aimed at {@code squares} reaches beyond its target: the squares around
     * the target for an effect that lands around it (with the target, when an effect lands there too), the line
     * of a jump for a line capture. A power that only touches its target reaches nothing more.
     */
    static List<Integer> area(Act act, List<Integer> squares) {
        if (squares.isEmpty()) {
            return List.of();
        }
        int target = squares.get(squares.size() - 1);
        boolean onTarget = false;
        boolean around = false;
        java.util.Set<Integer> out = new java.util.LinkedHashSet<>();
        for (PowerSpec.Effect e : act.effects()) {
            PowerSpec.Effect.Where where = e instanceof PowerSpec.Effect.Wound w ? w.where()
                    : e instanceof PowerSpec.Effect.Capture c ? c.where()
                    : e instanceof PowerSpec.Effect.Heal h ? h.where() : null;
            onTarget |= where == PowerSpec.Effect.Where.TARGET || where == PowerSpec.Effect.Where.TARGET_AND_AROUND;
            around |= where == PowerSpec.Effect.Where.AROUND || where == PowerSpec.Effect.Where.TARGET_AND_AROUND;
            if (e instanceof PowerSpec.Effect.CaptureLine && squares.size() >= 2) {
                out.addAll(BlockTargets.lineBeyond(squares.get(0), squares.get(1)));
            }
        }
        if (around) {
            for (int sq : Reach.blast(target)) {
                if (sq != target || onTarget) {
                    out.add(sq);
                }
            }
        }
        return List.copyOf(out);
    }
}
