package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.Window;
import dev.kingme.rules.character.PowerSpec.Act;
import dev.kingme.rules.character.PowerSpec.Amount;
import dev.kingme.rules.character.PowerSpec.Condition;
import java.util.ArrayList;
import java.util.List;

/** What a block power's decision may aim at, when it may be made, and why not: the target blocks read. */
final class BlockTargets {
    private BlockTargets() {
    }

    /** {@code n} in units of {@code of}: a number, the level of {@code p}, or half of it rounded up. */
    static int amount(int n, Amount of, GameState s, Player p) {
        return switch (of) {
            case NUMBER -> n;
            case LEVEL -> n * Levels.level(s, p);
            case HALF_LEVEL_ROUNDED_UP -> n * ((Levels.level(s, p) + 1) / 2);
        };
    }

    /** True when the act may be made only so many times a turn. */
    static boolean limited(Act act) {
        return act.perTurn() > 0 || act.perTurnAmount() != Amount.NUMBER;
    }

    /** How many more times the side to move may make the power's decision now, by its uses and what it can pay. */
    static int usesLeft(BlockPower power, GameState s) {
        Act act = power.act();
        Player me = s.player();
        int left = Integer.MAX_VALUE;
        if (limited(act)) {
            left = amount(act.perTurn(), act.perTurnAmount(), s, me) - s.record(me).get(Counters.SHOTS);
        }
        if (power.cost() > 0) {
            left = Math.min(left, s.record(me).get(BlockGains.counter(act.pays())) / power.cost());
        }
        return left;
    }

    /** The first condition of {@code act} that does not hold for the side to move, or null. */
    static Condition unmet(Act act, GameState s) {
        Player me = s.player();
        for (Condition c : act.conditions()) {
            boolean holds;
            if (c instanceof Condition.LevelAtLeast l) {
                holds = Levels.level(s, me) >= l.level();
            } else if (c instanceof Condition.LdAtLeast l) {
                holds = Levels.ld(s, me) >= l.ld();
            } else {
                Condition.PiecesBetween p = (Condition.PiecesBetween) c;
                int n = Long.bitCount(Reach.checkers(s, me));
                holds = n >= p.least() && n <= p.most();
            }
            if (!holds) {
                return c;
            }
        }
        return null;
    }

    /** The squares the side to move may aim {@code act} at now, its reach and range counted. */
    static long targets(CharacterRules rules, Act act, GameState s) {
        return whose(act, s) & reached(rules, act, s, range(act, s));
    }

    private static int range(Act act, GameState s) {
        PowerSpec.Target t = act.target();
        int range = amount(t.range(), t.rangeAmount(), s, s.player());
        return range <= 0 && t.rangeAmount() == Amount.NUMBER ? Integer.MAX_VALUE : range;
    }

    /** The pieces of the side whose pieces {@code act} aims at (an enemy's illusions among them), wounded or not as it says. */
    private static long whose(Act act, GameState s) {
        Player me = s.player();
        PowerSpec.Target t = act.target();
        long m = t.whose() == PowerSpec.Whose.ENEMY ? s.pieces(me.opponent()) : Reach.checkers(s, me);
        if (t.wounded() != null) {
            m &= t.wounded() ? s.layer(Marks.WOUNDED) : ~s.layer(Marks.WOUNDED);
        }
        return m;
    }

    private static long reached(CharacterRules rules, Act act, GameState s, int range) {
        Player me = s.player();
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
            default:
                return -1L;
        }
    }

    /**
     * The targets among {@code targets} whose wounds would capture the piece and leave the side to move no
     * capture to make: a decision made before moving may not take away the capture to be made (F12).
     */
    static long takesTheCapture(CharacterRules rules, Act act, GameState s, long targets) {
        long out = 0;
        for (long m = targets; m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            if (rules.harm().kills(s, sq) && !rules.lookups().captureRemains(s, 1L << sq, 0)) {
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

    /** Why the power's decision {@code a} is refused now, as precisely as its blocks can say. */
    static String refusal(CharacterRules rules, BlockPower power, GameState s, Decision.Act a) {
        Act act = power.act();
        String name = act.name();
        String wrong = Frame.squaresWrong(a, 1, rules.topology());
        if (wrong != null) {
            return wrong;
        }
        if (s.window() != Window.MAIN) {
            return Frame.underWay(name);
        }
        Player me = s.player();
        int sq = a.squares().get(0);
        String on = rules.square(sq);
        boolean before = act.window() == PowerSpec.Window.BEFORE_MOVING;
        if (!before && rules.lookups().captureAvailable(s)) {
            return Frame.mustCapture(name);
        }
        if (power.cost() > 0 && s.record(me).get(BlockGains.counter(act.pays())) < power.cost()) {
            return name + " costs " + BlockGains.counter(act.pays()).count(power.cost()) + "; " + me.title() + " has "
                    + s.record(me).get(BlockGains.counter(act.pays()));
        }
        Condition unmet = unmet(act, s);
        if (unmet != null) {
            return name + " needs " + condition(unmet) + "; " + me.title() + " is at level " + Levels.level(s, me)
                    + ", LD " + Levels.signed(Levels.ld(s, me));
        }
        if (usesLeft(power, s) <= 0) {
            int per = amount(act.perTurn(), act.perTurnAmount(), s, me);
            return "no more " + name + " this turn: " + per + " a turn at level " + Levels.level(s, me);
        }
        if ((whose(act, s) & (1L << sq)) == 0) {
            return act.target().whose() == PowerSpec.Whose.ENEMY ? "there is no enemy piece on " + on
                    : "there is no " + (Boolean.TRUE.equals(act.target().wounded()) ? "wounded " : "")
                            + "checker of yours on " + on;
        }
        if ((reached(rules, act, s, Integer.MAX_VALUE) & (1L << sq)) == 0) {
            return switch (act.target().reach()) {
                case LINE -> "no straight, unblocked diagonal from any of your checkers to " + on;
                case PATH -> "no clear movement path from any of your checkers to " + on;
                case BEHIND -> "none of your checkers is behind " + on;
                default -> name + " cannot reach " + on;
            };
        }
        if ((targets(rules, act, s) & (1L << sq)) == 0) {
            int range = range(act, s);
            return on + " is out of range: " + name + " reaches " + range + (range == 1 ? " square" : " squares");
        }
        return "a capture is available and must be taken: " + name + " at " + on
                + " would capture it and leave no capture to take";
    }

    private static String condition(Condition c) {
        if (c instanceof Condition.LevelAtLeast l) {
            return "level " + l.level() + " or more";
        }
        if (c instanceof Condition.LdAtLeast l) {
            return "LD " + Levels.signed(l.ld()) + " or more";
        }
        Condition.PiecesBetween p = (Condition.PiecesBetween) c;
        return p.least() + " to " + p.most() + " checkers on the board";
    }

    /** Adds to the owner's status line what the power's uses this turn are, when they are limited. */
    static void describe(BlockPower power, GameState s, Player owner, StringBuilder line) {
        Act act = power.act();
        if (act == null || !limited(act)) {
            return;
        }
        if (power.cost() > 0 && act.pays() != PowerSpec.Resource.PENNIES) {
            line.append(", ").append(BlockGains.counter(act.pays()).label()).append(' ')
                    .append(s.record(owner).get(BlockGains.counter(act.pays())));
        }
        line.append(", ").append(act.name()).append(" this turn ").append(s.record(owner).get(Counters.SHOTS))
                .append(" of ").append(amount(act.perTurn(), act.perTurnAmount(), s, owner));
    }
}
