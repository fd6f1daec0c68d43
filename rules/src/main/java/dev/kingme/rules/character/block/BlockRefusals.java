package dev.kingme.rules.character.block;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Topology;
import dev.kingme.rules.Window;
import dev.kingme.rules.character.CharacterCards;
import dev.kingme.rules.character.CharacterRules;
import dev.kingme.rules.character.Counters;
import dev.kingme.rules.character.Frame;
import dev.kingme.rules.character.Levels;
import dev.kingme.rules.character.PowerSpec.Act;
import dev.kingme.rules.character.PowerSpec.Condition;
import dev.kingme.rules.character.PowerSpec;
import dev.kingme.rules.character.Reach;
import java.util.List;

/** Why a block power's decision is refused, and what its owner's status line says of it: the blocks in words. */
final class BlockRefusals {
    private BlockRefusals() {
    }

    /** Why the power's decision {@code a} is refused now (the side to move asked for it), as precisely as its blocks can say. */
    static String refusal(CharacterRules rules, BlockPower power, GameState s, Decision.Act a) {
        Act act = power.act();
        String wrong = squaresWrong(rules, act, a);
        if (wrong != null) {
            return wrong;
        }
        String general = whyNotNow(rules, power, s);
        if (general != null) {
            return general;
        }
        if (act.target() == null) {
            return power.called() + " is not possible now";
        }
        String aimed = onTarget(rules, power, s, a);
        return aimed != null ? aimed : "a capture is available and must be taken: " + power.called() + " at "
                + rules.square(targetSquare(act, a)) + " would leave no capture to take";
    }

    /** Why {@code a} names the wrong squares for the decision {@code act} (how many, on which board), or null. */
    private static String squaresWrong(CharacterRules rules, Act act, Decision.Act a) {
        boolean reaction = act.in(PowerSpec.Window.WHEN_JUMPED) || act.in(PowerSpec.Window.WHEN_CAPTURED);
        int n = act.target() == null ? (reaction ? 1 : 0)
                : act.target().reach() == PowerSpec.Reach.JUMP_FROM || BlockMoves.of(act) != null ? 2 : 1;
        return Frame.squaresWrong(a, n, act.target() != null && act.target().whose() == PowerSpec.Whose.EMPTY
                ? Topology.DARK_SQUARES : rules.topology());
    }

    /** The square {@code a} aims at: its second for a jump named by the jumping piece and the piece jumped. */
    private static int targetSquare(Act act, Decision.Act a) {
        return a.squares().get(act.target().reach() == PowerSpec.Reach.JUMP_FROM ? 1 : 0);
    }

    /**
     * Why the power cannot be used now by the side to move whatever it aims at (its windows, a capture to
     * make, its cost, its conditions, its uses this turn), or null when only its target could say.
     */
    static String whyNotNow(CharacterRules rules, BlockPower power, GameState s) {
        Act act = power.act();
        String called = power.called();
        if (!BlockWindows.inOwnTurn(act)) {
            return outsideItsWindows(rules, power, s.player());
        }
        boolean midCapture = s.window() != Window.MAIN;
        if (midCapture && !act.in(PowerSpec.Window.INSTEAD_OF_A_JUMP)) {
            return act.in(PowerSpec.Window.INSTEAD_OF_THE_FIRST_JUMP) ? called + " is used on the first jump of the turn only"
                    : "a capture under way must go on; " + called + " is used " + windows(act);
        }
        Player me = s.player();
        boolean capture = rules.lookups().captureAvailable(s);
        if (act.in(PowerSpec.Window.INSTEAD_OF_MOVING) && capture) {
            return Frame.mustCapture(called);
        }
        if (!BlockTargets.canPay(power, s, me)) {
            int held = s.record(me).get(BlockGains.counter(act.pays()));
            return called + " costs " + BlockGains.counter(act.pays()).count(power.cost()) + "; " + me.title() + " has "
                    + (held == 0 ? "none" : String.valueOf(held));
        }
        for (PowerSpec.Effect e : act.effects()) {
            if (e instanceof PowerSpec.Effect.Pool p && s.record(p.from(me)).get(Counters.POOL) < 1) {
                return called + " needs a checker in " + p.from(me).title() + "'s pool; it holds none";
            }
        }
        if (BlockMoves.waits(act) && BlockMoves.underWay(s, me) != null) {
            return called + " is already under way (one at a time)";
        }
        if (power.gameUses() != null && s.record(me).get(power.gameUses()) >= act.perGame()) {
            return power.title() + ": already used " + times(act.perGame()) + " this game, as many as a game allows";
        }
        Condition unmet = BlockTargets.unmet(rules, act, s, me);
        if (unmet != null) {
            return called + " needs " + condition(unmet) + "; " + holds(rules, unmet, s, me);
        }
        if (BlockTargets.usesLeft(power, s, me) <= 0) {
            int per = BlockTargets.amount(act.perTurn(), act.perTurnAmount(), s, me);
            if (per == 0) {
                return called + " is not possible at level " + Levels.level(s, me);
            }
            return power.title() + ": already used " + times(per) + " this turn, as many as "
                    + (act.perTurnAmount() == PowerSpec.Amount.NUMBER ? "a turn allows" : "level " + Levels.level(s, me) + " allows");
        }
        return null;
    }

    /** "once", "2 times". */
    private static String times(int n) {
        return n == 1 ? "once" : n + " times";
    }

    /** The act's windows in words, joined by "or". */
    private static String windows(Act act) {
        StringBuilder sb = new StringBuilder();
        for (PowerSpec.Window w : act.windows()) {
            sb.append(sb.length() == 0 ? "" : " or ").append(CharacterCards.windowWords(w));
        }
        return sb.toString();
    }

    /**
     * Why {@code a}, the decision the queue's head {@code head} asks of the side to move, is refused for what it
     * aims at ("1 is not an empty square"), or null when it is not that decision or its target is not why.
     */
    static String queuedTarget(CharacterRules rules, BlockPower power, GameState s, Pending head, Decision.Act a) {
        if (power.act() == null
                || power.act().target() == null || !a.name().equals(power.act().name()) || head.player() != s.player()) {
            return null;
        }
        String wrong = squaresWrong(rules, power.act(), a);
        return wrong != null ? wrong : onTarget(rules, power, s, a);
    }

    /** Why the power's decision {@code a} is refused for what it aims at, or null when its target is fine. */
    private static String onTarget(CharacterRules rules, BlockPower power, GameState s, Decision.Act a) {
        Act act = power.act();
        String called = power.called();
        Player me = s.player();
        boolean twoSquares = act.target().reach() == PowerSpec.Reach.JUMP_FROM;
        int sq = targetSquare(act, a);
        String on = rules.square(sq);
        if (!twoSquares && (BlockTargets.whose(act, s, me) & (1L << sq)) == 0) {
            return switch (act.target().whose()) {
                case ENEMY -> "there is no enemy piece on " + on;
                case EMPTY -> on + " is not an empty square";
                case OWN -> "there is no " + (Boolean.TRUE.equals(act.target().wounded()) ? "wounded " : "")
                        + "checker of yours on " + on;
            };
        }
        if (twoSquares || act.target().reach() == PowerSpec.Reach.JUMP) {
            if (s.owner(sq) == me.opponent() && !rules.mayBeJumped(s, sq)) {
                return called + " replaces a jump, and " + rules.whyNotJumped(s, sq);
            }
            if (twoSquares) {
                return "no jump of yours goes from " + rules.square(a.squares().get(0)) + " over " + on;
            }
            return s.window() == Window.MID_CHAIN
                    ? "in the middle of a capture " + called + " only aims at a piece the capturing piece on "
                            + rules.square(s.chain()) + " could jump next, and " + on + " is not one"
                    : called + " only aims at a piece one of your pieces could jump now, and " + on + " is not one";
        }
        if ((BlockTargets.reached(rules, act, s, me, Integer.MAX_VALUE) & (1L << sq)) == 0) {
            return switch (act.target().reach()) {
                case LINE -> "no straight, unblocked diagonal from any of your checkers to " + on;
                case PATH -> "no clear movement path from any of your checkers to " + on;
                case BEHIND -> "none of your checkers is behind " + on;
                case HOME_ROW -> on + " is not on your home row";
                case NEAREST_FREE_ROW -> called + " goes on the free square nearest your home row: "
                        + Frame.squares(rules, BlockTargets.targets(rules, act, s, me));
                case MOVED -> called + " aims at the piece that just moved, on " + rules.square(BlockTargets.eventSquare(act, s))
                        + ", not at " + on;
                case BESIDE_JUMPER -> called + " reaches only an enemy piece next to "
                        + rules.square(BlockTargets.eventSquare(act, s)) + " that was not jumped in this move, and " + on
                        + " is not one";
                default -> called + " cannot reach " + on;
            };
        }
        if ((BlockTargets.targets(rules, act, s, me) & (1L << sq)) == 0) {
            int range = BlockTargets.range(act, s, me);
            return on + " is out of range: " + called + " reaches " + range + (range == 1 ? " square" : " squares");
        }
        return BlockMoves.of(act) != null ? BlockMoves.refusal(rules, power, s, a) : null;
    }

    /** Why a decision made only in the queue's windows (a reaction, the start or end of a turn) is refused otherwise. */
    static String outsideItsWindows(CharacterRules rules, BlockPower power, Player me) {
        Act act = power.act();
        if (act.refusal() != null) {
            return act.refusal().replace("{power}", power.title()).replace("{hero}", rules.hero(me).title());
        }
        StringBuilder sb = new StringBuilder(power.title()).append(" is used");
        List<PowerSpec.Window> windows = act.windows();
        for (int i = 0; i < windows.size(); i++) {
            sb.append(i == 0 ? " " : " or ").append(CharacterCards.windowWords(windows.get(i)));
        }
        return sb.toString();
    }

    static String condition(Condition c) {
        if (c instanceof Condition.LevelAtLeast l) {
            return "level " + l.level() + " or more";
        }
        if (c instanceof Condition.LevelAtMost l) {
            return "level " + l.level() + " or less";
        }
        if (c instanceof Condition.LdAtLeast l) {
            return "LD " + Levels.signed(l.ld()) + " or more";
        }
        if (c instanceof Condition.LdAtMost l) {
            return "LD " + Levels.signed(l.ld()) + " or less";
        }
        if (c instanceof Condition.MovesAtLeast m) {
            return m.moves() + " moves or more to choose from";
        }
        if (c instanceof Condition.MovesAtMost m) {
            return "at most " + m.moves() + (m.moves() == 1 ? " move" : " moves") + " to choose from";
        }
        if (c instanceof Condition.CapturedAtLeast k) {
            return k.checkers() + (k.checkers() == 1 ? " checker" : " checkers") + " of yours in the opponent's pool";
        }
        if (c instanceof Condition.CapturedAtMost k) {
            return "at most " + k.checkers() + (k.checkers() == 1 ? " checker" : " checkers") + " of yours in the"
                    + " opponent's pool";
        }
        if (c instanceof Condition.JumpsAtLeast j) {
            return j.jumps() + (j.jumps() == 1 ? " jump" : " jumps") + " or more made in the move";
        }
        if (c instanceof Condition.JumpsAtMost j) {
            return "at most " + j.jumps() + (j.jumps() == 1 ? " jump" : " jumps") + " made in the move";
        }
        Condition.PiecesBetween p = (Condition.PiecesBetween) c;
        return p.least() + " to " + p.most() + " checkers on the board";
    }

    /** What {@code me} stands at for the unmet condition {@code c}: "Black has 1 move", "White's pool holds none". */
    private static String holds(CharacterRules rules, Condition c, GameState s, Player me) {
        if (c instanceof Condition.MovesAtLeast || c instanceof Condition.MovesAtMost) {
            int moves = rules.lookups().routes(s, me).size();
            return me.title() + " has " + moves + (moves == 1 ? " move" : " moves");
        }
        if (c instanceof Condition.CapturedAtLeast || c instanceof Condition.CapturedAtMost) {
            int pool = s.record(me.opponent()).get(Counters.POOL);
            return me.opponent().title() + "'s pool holds " + (pool == 0 ? "none" : String.valueOf(pool));
        }
        if (c instanceof Condition.JumpsAtLeast || c instanceof Condition.JumpsAtMost) {
            return me.title() + " has made " + s.hops() + (s.hops() == 1 ? " jump" : " jumps");
        }
        if (c instanceof Condition.PiecesBetween) {
            int checkers = Long.bitCount(Reach.checkers(s, me));
            return me.title() + " has " + checkers + (checkers == 1 ? " checker" : " checkers");
        }
        return me.title() + " is at level " + Levels.level(s, me) + ", LD " + Levels.signed(Levels.ld(s, me));
    }

    /** Adds to the owner's status line what the power's uses this turn are, when they are limited shots. */
    static void describe(BlockPower power, GameState s, Player owner, StringBuilder line) {
        Act act = power.act();
        if (act == null) {
            return;
        }
        if (power.gameUses() != null) {
            line.append(", ").append(power.title()).append(' ').append(s.record(owner).get(power.gameUses())).append(" of ")
                    .append(act.perGame()).append(" used this game");
        }
        for (PowerSpec.Effect e : act.effects()) {
            if (e instanceof PowerSpec.Effect.PayPerOrLose p) {
                int n = s.record(owner).get(BlockGains.counter(p.per()));
                line.append(", ").append(BlockGains.counter(p.per()).label()).append(' ').append(n).append(" (the next ")
                        .append(act.name()).append(" costs ").append(BlockGains.counter(p.pays()).count(n + 1)).append(')');
            } else if (e instanceof PowerSpec.Effect.SkipTurns) {
                int skips = s.record(owner).get(Counters.SKIPS);
                if (skips > 0) {
                    line.append(", passes the next ").append(skips == 1 ? "turn" : skips + " turns");
                }
            } else if (e instanceof PowerSpec.Effect.Neutralize && s.record(owner).get(Counters.TACTICS) > 0) {
                line.append(", ").append(owner.opponent().title()).append("'s powers neutralized this turn");
            }
        }
        if (!BlockTargets.limited(act) || BlockTargets.usesCounter(act) != Counters.SHOTS) {
            return;
        }
        if (power.cost() > 0 && act.pays() != PowerSpec.Resource.PENNIES) {
            line.append(", ").append(BlockGains.counter(act.pays()).label()).append(' ')
                    .append(s.record(owner).get(BlockGains.counter(act.pays())));
        }
        line.append(", ").append(uses(power)).append(" this turn ").append(s.record(owner).get(Counters.SHOTS))
                .append(" of ").append(BlockTargets.amount(act.perTurn(), act.perTurnAmount(), s, owner));
    }

    /** The power's uses counted in words: "shots" for one called "a shot", else its decision's name. */
    private static String uses(BlockPower power) {
        String called = power.act().called();
        if (called != null && (called.startsWith("a ") || called.startsWith("an "))) {
            return called.substring(called.indexOf(' ') + 1) + "s";
        }
        return power.act().name();
    }
}
