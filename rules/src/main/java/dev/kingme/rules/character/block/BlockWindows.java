package dev.kingme.rules.character.block;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.character.CharacterRules;
import dev.kingme.rules.character.Frame;
import dev.kingme.rules.character.Hero;
import dev.kingme.rules.character.Lookups;
import dev.kingme.rules.character.Neutralizing;
import dev.kingme.rules.character.PowerSpec.Act;
import dev.kingme.rules.character.PowerSpec.Window;
import dev.kingme.rules.character.PowerSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * The windows of a block power's decision that come in the state's queue: right after a hop over one of its
 * owner's pieces, before one of them is captured, at the start of a turn, at the end of its owner's turn,
 * after a crowning. Each is an item of the queue the power puts there ({@link #pendings}), offered to its
 * owner when it could use it and dealt with at once otherwise; answering the opponent's request for a best
 * move, and a payment due after a decision, come in the queue too.
 */
final class BlockWindows {
    /** The opponent's answer to a request for the best move, named so in every character. */
    static final String SUGGEST = "suggest";

    private BlockWindows() {
    }

    /** True when the act is decided in its owner's own main window or mid-capture (not only in the queue). */
    static boolean inOwnTurn(Act act) {
        return act.in(Window.INSTEAD_OF_MOVING) || act.in(Window.BEFORE_MOVING) || act.in(Window.INSTEAD_OF_A_JUMP)
                || act.in(Window.INSTEAD_OF_THE_FIRST_JUMP);
    }

    /** The queue item of a reaction to a hop over the checker ({@link Window#WHEN_CAPTURED}): the act's first word and "-jump". */
    static String onJump(Act act) {
        return act.name().split("-")[0] + "-jump";
    }

    /** The queue item of a reaction before a capture that is no jump: the act's first word and "-kill". */
    static String onKill(Act act) {
        return act.name().split("-")[0] + "-kill";
    }

    /** The queue item of a payment due after the decision. */
    static String payment(Act act) {
        return act.name() + "-pay";
    }

    /** The kinds of queue items the act's power puts in the queue. */
    static List<String> pendings(Act act) {
        List<String> out = new ArrayList<>();
        if (act.in(Window.WHEN_CAPTURED)) {
            out.add(onJump(act));
            out.add(onKill(act));
        }
        if (act.in(Window.WHEN_JUMPED) || act.in(Window.START_OF_EITHER_TURN) || act.in(Window.START_OF_OPPONENTS_TURN)
                || act.in(Window.END_OF_TURN) || act.in(Window.AFTER_CROWNING) || act.in(Window.AFTER_A_JUMP)) {
            out.add(act.name());
        }
        if (BlockEffects.has(act, PowerSpec.Effect.PayPerOrLose.class)) {
            out.add(payment(act));
        }
        if (BlockMoves.waits(act)) {
            out.add(BlockMoves.roll(act));
            out.add(BlockMoves.COUNTDOWN);
        }
        if (BlockEffects.has(act, PowerSpec.Effect.OpponentNamesBestMove.class)) {
            out.add(SUGGEST);
        }
        return out;
    }

    /**
     * Where in the start of a turn its item comes ({@link Power#startOrder}): a neutralization first; a power
     * that acts at each of its owner's turns ({@code eachTurn}: an income, traps counting down) with the rest.
     */
    static int startOrder(Act act, boolean eachTurn) {
        int order = startOrder(act);
        return order < 0 && eachTurn ? 2 : order;
    }

    private static int startOrder(Act act) {
        if (act == null) {
            return -1;
        }
        if (BlockMoves.waits(act)) {
            return 1;  // its die loses a pip before what else a turn's start asks
        }
        if (act.in(Window.START_OF_EITHER_TURN)) {
            return BlockEffects.has(act, PowerSpec.Effect.Neutralize.class) ? 0 : 2;
        }
        return act.in(Window.START_OF_OPPONENTS_TURN) ? 3 : -1;
    }

    // ---- putting items in the queue -----------------------------------------------------------------

    static void afterHopOverMine(Act act, Player owner, Decision.Jump j, List<Pending> queue) {
        if (act.in(Window.WHEN_JUMPED)) {
            queue.add(Pending.of(act.name(), owner, 0, j.over()));
        }
        if (act.in(Window.WHEN_CAPTURED)) {
            queue.add(Pending.of(onJump(act), owner, 0, j.over()));
        }
    }

    /**
     * After a hop of the owner's own, when the jumps made so far (this one among them) meet the act's bounds: the
     * window, naming the piece that jumped and holding the uses it gives, worked out now.
     */
    static void afterOwnHop(Act act, GameState s, Player owner, Decision.Jump j, List<Pending> queue) {
        if (act == null || !act.in(Window.AFTER_A_JUMP)) {
            return;
        }
        int jumps = s.hops() + 1;
        for (PowerSpec.Condition c : act.conditions()) {
            if (c instanceof PowerSpec.Condition.JumpsAtLeast l && jumps < l.jumps()
                    || c instanceof PowerSpec.Condition.JumpsAtMost m && jumps > m.jumps()) {
                return;
            }
        }
        queue.add(Pending.of(act.name(), owner, BlockTargets.amount(act.perWindow(), act.perWindowAmount(), s, owner), j.to()));
    }

    static List<Effect> beforeCapture(BlockPower power, GameState s, Player owner, int square) {
        Act act = power.act();
        if (act.in(Window.WHEN_CAPTURED) && owner != s.player() && BlockTargets.canPay(power, s, owner)) {
            return List.of(new Effect.Enqueue(List.of(Pending.of(onKill(act), owner, 0, square))));
        }
        return null;
    }

    static void atStartOfTurn(CharacterRules rules, Act act, GameState s, Player owner, List<Pending> queue) {
        BlockMoves.atStartOfTurn(act, s, owner, queue);
        boolean mine = owner == s.player();
        if (act.in(Window.START_OF_EITHER_TURN) && (mine || !rules.earlierRulings)
                && !(BlockEffects.has(act, PowerSpec.Effect.Neutralize.class) && rules.hero(owner.opponent()) == Hero.NONE)) {
            queue.add(Pending.of(act.name(), owner, 0));
        } else if (act.in(Window.START_OF_OPPONENTS_TURN) && !mine) {
            queue.add(Pending.of(act.name(), owner, 0));
        }
    }

    static void atEndOfMove(Act act, GameState s, Player owner, boolean crowned, List<Pending> queue) {
        if (act.in(Window.AFTER_CROWNING) && crowned && act.target() != null && act.target().reach() == PowerSpec.Reach.CROWNED) {
            // the item names the crowned piece, which the end of the move carries (Frame#end)
            Pending end = s.pending().isEmpty() ? null : s.pending().get(0);
            if (end != null && end.kind().equals(Frame.END) && end.squares().size() == 1) {
                queue.add(Pending.of(act.name(), owner, 0, end.square()));
            }
        } else if (act.in(Window.END_OF_TURN) && act.target() != null && act.target().reach() == PowerSpec.Reach.MOVED) {
            // the item names the piece that moved, which the end of the move carries; none after a spell
            Pending end = s.pending().isEmpty() ? null : s.pending().get(0);
            if (end != null && end.kind().equals(Frame.END) && end.squares().size() == 1) {
                queue.add(Pending.of(act.name(), owner, 0, end.square()));
            }
        } else if (act.in(Window.END_OF_TURN) || act.in(Window.AFTER_CROWNING) && crowned) {
            queue.add(Pending.of(act.name(), owner, 0));
        }
    }

    // ---- the items at the head of the queue ---------------------------------------------------------

    private static boolean isSuggest(Pending head) {
        return head.kind().equals(SUGGEST);
    }

    private static boolean isPayment(Act act, Pending head) {
        return head.kind().equals(payment(act));
    }

    static List<Decision> offered(CharacterRules rules, BlockPower power, GameState s, Pending head) {
        Act act = power.act();
        List<Decision> out = new ArrayList<>();
        if (isSuggest(head)) {
            for (int[] route : rules.lookups().routes(s, head.player().opponent())) {
                out.add(Decision.Act.of(SUGGEST, route));
            }
        } else if (act.in(Window.AFTER_A_JUMP) || movedPiece(act)) {
            Frame.add(out, act.name(), BlockTargets.targets(rules, act, s, head.player()));
        } else if (head.squares().size() == 1) {
            out.add(Decision.Act.of(act.name(), head.square()));
        } else if (act.target() == null) {
            out.add(Decision.Act.of(act.name()));
        } else {
            Frame.add(out, act.name(), BlockTargets.targets(rules, act, s, head.player()));
        }
        return out;
    }

    /** True when the act aims at the piece that made the move ({@link PowerSpec.Reach#MOVED}). */
    private static boolean movedPiece(Act act) {
        return act.target() != null && act.target().reach() == PowerSpec.Reach.MOVED;
    }

    static boolean passable(Act act, Pending head) {
        return !isSuggest(head) && !(head.kind().equals(act.name()) && act.in(Window.AFTER_CROWNING));
    }

    /** The effects of its item when nobody decides it now, or null when its owner must. */
    static List<Effect> automatic(CharacterRules rules, BlockPower power, GameState s, Pending head) {
        Act act = power.act();
        Player who = head.player();
        if (BlockMoves.owns(act, head)) {
            return BlockMoves.automatic(rules, power, s, head);
        }
        if (isSuggest(head)) {
            return rules.lookups().routes(s, who.opponent()).isEmpty() ? List.of(new Effect.Dequeue()) : null;
        }
        if (isPayment(act, head)) {
            return BlockEffects.payment(power, s, head);
        }
        boolean ready = rules.powers(s, who).contains(power) && BlockTargets.usable(rules, power, s, who);
        boolean offered;
        if (head.kind().equals(onKill(act)) && act.in(Window.WHEN_CAPTURED)) {
            offered = ready && s.owner(head.square()) == who;
        } else if (act.in(Window.AFTER_A_JUMP)) {
            offered = ready && head.amount() > 0 && BlockTargets.targets(rules, act, s, who) != 0;
        } else if (movedPiece(act)) {
            offered = ready && !Lookups.lastCheckerTaken(s, who.opponent()) && BlockTargets.targets(rules, act, s, who) != 0;
        } else if (head.squares().size() == 1 && !act.in(Window.AFTER_CROWNING)) {
            offered = ready && (s.jumped() & (1L << head.square())) != 0;
        } else if (act.in(Window.AFTER_CROWNING)) {
            if (!ready || Lookups.lastCheckerTaken(s, who.opponent())) {
                return List.of(new Effect.Dequeue());  // the crowning capture took the last checker: the game is over
            }
            if (BlockTargets.targets(rules, act, s, who) != 0) {
                return null;
            }
            return List.of(new Effect.Dequeue(), new Effect.Note(act.name(), List.of(), power.title() + ": no free square "
                    + (act.target() != null && act.target().reach() == PowerSpec.Reach.HOME_ROW ? "on " + who.title()
                    + "'s home row" : "for " + who.title()) + ", so nothing happens"));
        } else if (act.in(Window.END_OF_TURN) && who == s.player()) {
            offered = ready && !Lookups.lastCheckerTaken(s, who.opponent());
        } else {
            // the start of a turn: nothing is offered first at the start of a turn the side to move cannot play (S9, S17)
            offered = ready && BlockTargets.targets(rules, act, s, who) != 0
                    && (rules.earlierRulings || (who == s.player() && !BlockEffects.has(act, PowerSpec.Effect.Neutralize.class))
                    || rules.lookups().moverCanAct(s) && (!BlockEffects.has(act, PowerSpec.Effect.Neutralize.class)
                    || Neutralizing.matters(rules, s, who)));
        }
        if (offered) {
            return null;
        }
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Dequeue());
        fx.addAll(declined(rules, act, s, head));
        return fx;
    }

    /** Declined before a capture that is no jump, the capture happens. */
    static List<Effect> declined(CharacterRules rules, Act act, GameState s, Pending head) {
        return head.kind().equals(onKill(act)) && act.in(Window.WHEN_CAPTURED) ? rules.harm().kill(s, head.square(), s.player())
                : List.of();
    }

    /** What its item asks, in words. */
    static String question(CharacterRules rules, BlockPower power, Pending head) {
        Act act = power.act();
        Player who = head.player();
        if (isSuggest(head)) {
            return "which move they think is " + who.opponent().title() + "'s best (suggest and the move)";
        }
        String q = act.question() != null ? act.question() : !passable(act, head)
                ? "how to use " + power.title() + " (" + act.name() + (act.target() != null ? " and a square" : "")
                        + "; it may not be declined)"
                : act.in(Window.AFTER_A_JUMP) ? "where " + power.title() + " goes (" + act.name() + " a square next to {target},"
                        + " or pass)"
                : "whether to use " + power.title() + (head.squares().size() == 1 ? " on {target}" : "") + " (" + act.name()
                        + ", or pass)";
        return q.replace("{power}", power.title()).replace("{side}", who.title()).replace("{opponent}", who.opponent().title())
                .replace("{target}", head.squares().size() == 1 ? rules.square(head.square()) : "");
    }

    /** Could neutralizing the power's owner change what its windows in the queue do this turn? */
    static boolean actsThisTurn(CharacterRules rules, BlockPower power, GameState s, Player owner, boolean captureAvailable) {
        Act act = power.act();
        boolean mine = s.player() == owner;
        if (BlockMoves.waits(act) && BlockMoves.underWay(s, owner) != null) {
            return true;  // its die would keep its pips
        }
        if (act.in(Window.AFTER_A_JUMP) && captureAvailable) {
            return true;  // a capture to make in this turn may open the window
        }
        if ((act.in(Window.WHEN_JUMPED) || act.in(Window.WHEN_CAPTURED)) && !mine && captureAvailable
                && BlockTargets.canPay(power, s, owner)) {
            return true;
        }
        if (act.in(Window.START_OF_OPPONENTS_TURN) && !mine
                && BlockTargets.usable(rules, power, Lookups.mainWindow(s), owner)
                && BlockTargets.targets(rules, act, Lookups.mainWindow(s), owner) != 0) {
            return true;
        }
        if (act.in(Window.END_OF_TURN) && mine && (BlockTargets.canPay(power, s, owner) || captureAvailable)) {
            return true;
        }
        if (act.in(Window.AFTER_CROWNING) && mine) {
            if (captureAvailable) {
                return true;
            }
            for (Decision d : rules.legalDecisions(Lookups.mainWindow(s))) {
                if (d instanceof Decision.Step st && !s.has(Layer.KING, st.from()) && rules.crownsOn(owner, st.to())) {
                    return true;
                }
            }
        }
        return false;
    }
}
