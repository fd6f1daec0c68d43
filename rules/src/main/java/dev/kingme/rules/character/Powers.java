package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Direction;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Topology;
import java.util.ArrayList;
import java.util.List;

/**
 * The characters' powers that a side uses in its own main window: which are legal now, what they do, and
 * why one is refused. Every one is a {@link Decision.Act} named as below, on the square it targets.
 */
final class Powers {
    static final String BACKSTAB = "backstab";
    static final String STAB = "stab";
    static final String CURE_LIGHT = "cure-light-wounds";
    static final String CURE_CRITICAL = "cure-critical-wounds";
    static final String CALL_LIGHTNING = "call-lightning";
    static final String CHARM = "charm";
    static final String ILLUSION = "illusion";
    static final String SHOOT = "shoot";
    static final String FIREBALL = "fireball";
    static final String MAGIC_MISSILE = "magic-missile";
    static final String DISBELIEVE = "disbelieve";
    static final String RESIST = "resist-charm";

    /** What each spell costs in pennies. */
    static int cost(String spell) {
        switch (spell) {
            case CURE_LIGHT:
            case CHARM:
            case MAGIC_MISSILE:
                return 1;
            case ILLUSION:
                return 2;
            case FIREBALL:
            case CURE_CRITICAL:
                return 3;
            case CALL_LIGHTNING:
                return 5;
            default:
                return 0;
        }
    }

    private final CharacterRules rules;

    Powers(CharacterRules rules) {
        this.rules = rules;
    }

    /** The two directions at 90 degrees to {@code d} (Tactical Master's bends). */
    static Direction[] bends(Direction d) {
        switch (d) {
            case NW:
            case SE:
                return new Direction[] {Direction.NE, Direction.SW};
            default:
                return new Direction[] {Direction.NW, Direction.SE};
        }
    }

    /** A jump that does not land straight beyond the jumped piece. */
    static boolean bent(Decision.Jump j) {
        return j.to() - j.over() != j.over() - j.from();
    }

    // ---- legal decisions ----------------------------------------------------------------------------

    List<Decision> decisions(GameState s, boolean captureAvailable) {
        List<Decision> out = new ArrayList<>();
        Player me = s.player();
        for (long m = disbelievable(s); m != 0; m &= m - 1) {
            out.add(Decision.Act.of(DISBELIEVE, Long.numberOfTrailingZeros(m)));
        }
        for (long m = resistible(s); m != 0; m &= m - 1) {
            out.add(Decision.Act.of(RESIST, Long.numberOfTrailingZeros(m)));
        }
        Hero hero = rules.active(s, me);
        if (hero == Hero.THIEF && shotsLeft(s) > 0) {
            long targets = shootable(s);
            if (captureAvailable && !rules.earlierRulings) {
                targets &= ~takesTheCapture(s, targets);
            }
            CharacterRules.add(out, SHOOT, targets);
        }
        if (captureAvailable) {
            return out;
        }
        int pennies = s.record(me).get(Counters.PENNIES);
        switch (hero) {
            case RANGER:
                if (CharacterRules.level(s, me) > 0) {
                    CharacterRules.add(out, BACKSTAB, backstabbable(s));
                }
                break;
            case CLERIC:
                if (pennies >= cost(CURE_LIGHT)) {
                    CharacterRules.add(out, CURE_LIGHT, Reach.checkers(s, me) & s.layer(Marks.WOUNDED));
                }
                if (pennies >= cost(CALL_LIGHTNING)) {
                    CharacterRules.add(out, CALL_LIGHTNING, s.pieces(me.opponent()));
                }
                break;
            case BARD:
                if (pennies >= cost(CHARM)) {
                    CharacterRules.add(out, CHARM, charmable(s));
                }
                if (pennies >= cost(ILLUSION)) {
                    CharacterRules.add(out, ILLUSION, Topology.DARK_SQUARES.squares() & ~s.occupied());
                }
                break;
            case MAGE:
                if (pennies >= cost(FIREBALL)) {
                    CharacterRules.add(out, FIREBALL, inLine(s, Integer.MAX_VALUE));
                }
                if (pennies >= cost(MAGIC_MISSILE)) {
                    CharacterRules.add(out, MAGIC_MISSILE, missileTargets(s));
                }
                break;
            default:
                break;
        }
        return out;
    }


    /**
     * The opponent's illusions (not tried this turn) that are in the way of one of the mover's pieces: on a
     * square it could step to, on a piece it could jump (a bent jump too), or on a square a jump of it
     * would land on if the illusion were not there.
     */
    long disbelievable(GameState s) {
        Player me = s.player();
        long illusions = s.pieces(me.opponent()) & s.layer(Marks.ILLUSION) & ~s.layer(Marks.TRIED);
        long out = 0;
        Topology t = rules.topology();
        for (long i = illusions; i != 0; i &= i - 1) {
            int x = Long.numberOfTrailingZeros(i);
            GameState without = s.toBuilder().clear(x).build();
            for (long m = s.pieces(me); m != 0 && (out & (1L << x)) == 0; m &= m - 1) {
                int from = Long.numberOfTrailingZeros(m);
                for (Direction d : rules.directionsOf(s, from)) {
                    if (t.neighbour(from, d) == x) {
                        out |= 1L << x; // blocks a step, or stands to be jumped
                    }
                }
                if (jumpsTouch(s, from, x, true) || jumpsTouch(without, from, x, false)) {
                    out |= 1L << x;
                }
            }
        }
        return out;
    }

    /** Does a jump of the piece on {@code from} go over ({@code over}) or land on {@code square}? */
    private boolean jumpsTouch(GameState s, int from, int square, boolean over) {
        List<Decision> jumps = new ArrayList<>();
        rules.addJumps(s, from, jumps);
        for (Decision d : jumps) {
            Decision.Jump j = (Decision.Jump) d;
            if ((over ? j.over() : j.to()) == square) {
                return true;
            }
        }
        return false;
    }

    /**
     * The opponent's charmed checkers (not tried this turn) that one of the mover's pieces could jump, a
     * bent jump too, but for the charm.
     */
    long resistible(GameState s) {
        Player me = s.player();
        if (rules.active(s, me.opponent()) != Hero.BARD) {
            return 0;
        }
        long out = 0;
        for (long c = Reach.checkers(s, me.opponent()) & ~s.layer(Marks.TRIED); c != 0; c &= c - 1) {
            int sq = Long.numberOfTrailingZeros(c);
            if (Marks.COINS.get(s, sq) == 0) {
                continue;
            }
            GameState.Builder b = s.toBuilder();
            Marks.COINS.set(b, sq, 0);
            GameState uncharmed = b.build();
            for (long m = s.pieces(me); m != 0 && (out & (1L << sq)) == 0; m &= m - 1) {
                if (jumpsTouch(uncharmed, Long.numberOfTrailingZeros(m), sq, true)) {
                    out |= 1L << sq;
                }
            }
        }
        return out;
    }

    /**
     * The targets among {@code targets} whose arrow would capture the piece (a wounded checker with no
     * penny of Loads of HP to take the wound, or an illusion) and leave the Thief no capture to make: such
     * a shot is not allowed while a capture is available (F12).
     */
    long takesTheCapture(GameState s, long targets) {
        long out = 0;
        for (long m = targets; m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            if (kills(s, sq) && !rules.captureRemains(s, 1L << sq, 0)) {
                out |= 1L << sq;
            }
        }
        return out;
    }

    /**
     * Would one wound capture the piece on {@code square}: an illusion, or a wounded checker with no penny
     * of Loads of HP to take the wound?
     */
    boolean kills(GameState s, int square) {
        return s.has(Marks.ILLUSION, square) || (s.has(Marks.WOUNDED, square)
                && (rules.active(s, s.owner(square)) != Hero.FIGHTER || Marks.COINS.get(s, square) == 0));
    }

    /** Shots the Thief may still make this turn: half the level rounded up, less those made, and arrows. */
    static int shotsLeft(GameState s) {
        Player me = s.player();
        int perTurn = (CharacterRules.level(s, me) + 1) / 2 - s.record(me).get(Counters.SHOTS);
        return Math.min(perTurn, s.record(me).get(Counters.ARROWS));
    }

    private long shootable(GameState s) {
        return inLine(s, CharacterRules.level(s, s.player()));
    }

    /** Enemy pieces at the end of a straight unblocked diagonal from a checker of the mover, at most {@code range} away. */
    long inLine(GameState s, int range) {
        Player me = s.player();
        long out = 0;
        for (long t = s.pieces(me.opponent()); t != 0; t &= t - 1) {
            int target = Long.numberOfTrailingZeros(t);
            for (long m = Reach.checkers(s, me); m != 0; m &= m - 1) {
                int d = Reach.straight(s, Long.numberOfTrailingZeros(m), target);
                if (d > 0 && d <= range) {
                    out |= 1L << target;
                    break;
                }
            }
        }
        return out;
    }

    long missileTargets(GameState s) {
        Player me = s.player();
        long out = 0;
        for (long m = Reach.checkers(s, me); m != 0; m &= m - 1) {
            int from = Long.numberOfTrailingZeros(m);
            out |= Reach.pathEnds(s, from, rules.directionsOf(s, from));
        }
        return out & s.pieces(me.opponent());
    }

    long backstabbable(GameState s) {
        Player me = s.player();
        long out = 0;
        long mine = Reach.checkers(s, me);
        for (long t = s.pieces(me.opponent()); t != 0; t &= t - 1) {
            int target = Long.numberOfTrailingZeros(t);
            if ((Reach.behind(s, target) & mine) != 0) {
                out |= 1L << target;
            }
        }
        return out;
    }

    long charmable(GameState s) {
        long out = 0;
        for (long m = Reach.checkers(s, s.player()); m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            if (Marks.COINS.get(s, sq) < Marks.COINS.max()) {
                out |= 1L << sq;
            }
        }
        return out;
    }

    // ---- effects ------------------------------------------------------------------------------------

    List<Effect> effects(GameState s, Decision d) {
        Decision.Act a = (Decision.Act) d;
        int sq = a.squares().get(0);
        Player me = s.player();
        List<Effect> fx = new ArrayList<>();
        String on = rules.square(sq);
        switch (a.name()) {
            case DISBELIEVE:
                fx.add(new Effect.Note("disbelieve", List.of(sq), me.title() + " tries to see through the illusion on " + on));
                fx.add(new Effect.Enqueue(List.of(Pending.of(CharacterRules.DISBELIEVE, me, 0, sq))));
                return fx;
            case RESIST:
                fx.add(new Effect.Note("resist", List.of(sq), me.title() + " tries to resist the charm on " + on));
                fx.add(new Effect.Enqueue(List.of(Pending.of(CharacterRules.RESIST, me, 0, sq))));
                return fx;
            case SHOOT:
                fx.add(new Effect.Count(me, Counters.ARROWS, -1));
                fx.add(new Effect.Count(me, Counters.SHOTS, 1));
                fx.add(new Effect.Note("shoot", List.of(sq), "Shortbow: an arrow hits " + on));
                fx.addAll(rules.wound(s, sq, 1));
                return fx;
            case BACKSTAB: {
                int wounds = (CharacterRules.level(s, me) + 1) / 2;
                fx.add(new Effect.Note("backstab", List.of(sq), "Backstab: " + on + " takes " + wounds
                        + (wounds == 1 ? " wound" : " wounds")));
                fx.add(new Effect.Enqueue(List.of(Pending.of(CharacterRules.WOUND, me, wounds, sq), end(me))));
                return fx;
            }
            case CURE_LIGHT:
                fx.add(spend(me, CURE_LIGHT));
                fx.add(new Effect.Note("spell", List.of(sq), me.title() + " casts Cure Light Wounds on " + on));
                fx.add(new Effect.SetLayer(Marks.WOUNDED, sq, false));
                fx.add(new Effect.Enqueue(List.of(end(me))));
                return fx;
            case CHARM:
                fx.add(spend(me, CHARM));
                fx.add(new Effect.Note("spell", List.of(sq), me.title() + " casts Charm on " + on));
                fx.add(new Effect.Tally(Marks.COINS, sq, 1));
                fx.add(new Effect.Enqueue(List.of(end(me))));
                return fx;
            case ILLUSION:
                fx.add(spend(me, ILLUSION));
                fx.add(new Effect.Note("spell", List.of(sq), me.title() + " casts Illusion"));
                fx.add(new Effect.SetLayer(Layer.of(me), sq, true));
                fx.add(new Effect.SetLayer(Marks.ILLUSION, sq, true));
                fx.add(new Effect.Enqueue(List.of(end(me))));
                return fx;
            case MAGIC_MISSILE:
                fx.add(spend(me, MAGIC_MISSILE));
                fx.add(new Effect.Note("spell", List.of(sq), me.title() + " casts Magic Missile at " + on));
                fx.add(new Effect.Enqueue(List.of(Pending.of(CharacterRules.WOUND, me, 1, sq), end(me))));
                return fx;
            case FIREBALL:
            case CALL_LIGHTNING: {
                boolean fire = a.name().equals(FIREBALL);
                fx.add(spend(me, a.name()));
                fx.add(new Effect.Note("spell", List.of(sq), me.title() + " casts " + (fire ? "Fireball" : "Call Lightning")
                        + " at " + on));
                List<Pending> queue = new ArrayList<>();
                queue.add(strike(s, sq, fire ? 2 : 3));
                for (long m = Reach.around(sq) & s.occupied(); m != 0; m &= m - 1) {
                    queue.add(strike(s, Long.numberOfTrailingZeros(m), 1));
                }
                queue.add(end(me));
                fx.add(new Effect.Enqueue(queue));
                return fx;
            }
            default:
                throw new IllegalStateException("not a power: " + a.name());
        }
    }

    /** An area spell's wounds on one square: a saving throw for a checker, straight wounds for an illusion. */
    private static Pending strike(GameState s, int square, int wounds) {
        Player owner = s.owner(square);
        return s.has(Marks.ILLUSION, square) ? Pending.of(CharacterRules.WOUND, owner, wounds, square)
                : Pending.of(CharacterRules.SAVE, owner, wounds, square);
    }

    private static Effect spend(Player p, String spell) {
        return new Effect.Count(p, Counters.PENNIES, -cost(spell));
    }

    private static Pending end(Player mover) {
        return Pending.of(CharacterRules.END, mover, 1);
    }

    // ---- refusals -----------------------------------------------------------------------------------

    /** Why the power {@code a} is not legal now. */
    String refusal(GameState s, Decision.Act a) {
        Player me = s.player();
        Hero hero = rules.hero(me);
        String name = a.name();
        if (ownerOf(name) == null && !name.equals(STAB) && !name.equals(CURE_CRITICAL) && !name.equals(DISBELIEVE)
                && !name.equals(RESIST)) {
            return "there is no power called '" + name + "'";
        }
        if (a.squares().size() != 1 || !rules.topology().contains(a.squares().get(0))) {
            return name + " takes one square of the board";
        }
        int sq = a.squares().get(0);
        String on = rules.square(sq);
        if (name.equals(STAB) || name.equals(CURE_CRITICAL)) {
            return name.equals(STAB) ? "Leap & Stab wounds only on the second jump of a multi-jump"
                    : "Cure Critical Wounds is cast in the opponent's turn, when one of your checkers is about to be captured";
        }
        if (name.equals(DISBELIEVE)) {
            return (s.pieces(me.opponent()) & s.layer(Marks.ILLUSION) & (1L << sq)) == 0 ? "there is no illusion of "
                    + me.opponent().title() + " on " + on : s.has(Marks.TRIED, sq) ? "you already tried to see through the illusion on "
                    + on + " this turn" : "the illusion on " + on + " is not in the way of any of your pieces";
        }
        if (name.equals(RESIST)) {
            return s.owner(sq) != me.opponent() || Marks.COINS.get(s, sq) == 0 || rules.hero(me.opponent()) != Hero.BARD
                    ? "there is no charmed checker on " + on : s.has(Marks.TRIED, sq) ? "you already tried to resist the charm on "
                    + on + " this turn" : "none of your pieces could jump " + on;
        }
        String owner = ownerOf(name);
        if (s.window() != dev.kingme.rules.Window.MAIN) {
            return "a capture under way must go on; " + name + " is used before moving";
        }
        if (!owner.equals(hero.id())) {
            return name + " is a power of " + Hero.byId(owner).named() + "; " + me.title() + " plays "
                    + (hero == Hero.NONE ? "no character" : hero.named());
        }
        if (rules.neutralized(s, me)) {
            return Mercenaries.neutralizedText(me);
        }
        if (name.equals(SHOOT)) {
            if (s.record(me).get(Counters.ARROWS) == 0) {
                return "no arrows left (one comes with each capture)";
            }
            int level = CharacterRules.level(s, me);
            if (shotsLeft(s) <= 0) {
                return "no more shots this turn: at level " + level + " the Thief shoots " + (level + 1) / 2 + " a turn";
            }
            if ((s.pieces(me.opponent()) & (1L << sq)) != 0 && (shootable(s) & (1L << sq)) != 0) {
                return "a capture is available and must be taken: an arrow at " + on + " would capture it and leave"
                        + " no capture to take";
            }
            return (s.pieces(me.opponent()) & (1L << sq)) == 0 ? "there is no enemy piece on " + on
                    : (inLine(s, Integer.MAX_VALUE) & (1L << sq)) == 0
                            ? "no straight, unblocked diagonal from any of your checkers to " + on
                            : on + " is out of range: the Thief's arrows reach " + level + (level == 1 ? " square" : " squares");
        }
        if (captureAvailable(s)) {
            return "a capture is available and must be taken: " + name + " cannot replace it";
        }
        int cost = cost(name);
        if (s.record(me).get(Counters.PENNIES) < cost) {
            return name + " costs " + cost + (cost == 1 ? " penny" : " pennies") + "; " + me.title() + " has "
                    + s.record(me).get(Counters.PENNIES);
        }
        switch (name) {
            case BACKSTAB:
                if (CharacterRules.level(s, me) == 0) {
                    return "at level 0 a backstab deals no wound (half the level, rounded up)";
                }
                return s.owner(sq) != me.opponent() ? "there is no enemy piece on " + on
                        : "none of your checkers is behind " + on;
            case CURE_LIGHT:
                return "there is no wounded checker of yours on " + on;
            case CALL_LIGHTNING:
            case FIREBALL:
            case MAGIC_MISSILE:
                if (s.owner(sq) != me.opponent()) {
                    return "there is no enemy piece on " + on;
                }
                return name.equals(FIREBALL) ? "no straight, unblocked diagonal from any of your checkers to " + on
                        : "no clear movement path from any of your checkers to " + on;
            case CHARM:
                return Marks.COINS.get(s, sq) >= Marks.COINS.max() && s.owner(sq) == me ? on + " already holds " + Marks.COINS.max() + " pennies"
                        : "there is no checker of yours on " + on;
            case ILLUSION:
                return on + " is not empty";
            default:
                return name + " is not legal now";
        }
    }

    private boolean captureAvailable(GameState s) {
        for (Decision d : rules.legalDecisions(s)) {
            if (d instanceof Decision.Jump) {
                return true;
            }
        }
        return false;
    }

    /** The character that has the power {@code name}, or null. */
    static String ownerOf(String name) {
        switch (name) {
            case BACKSTAB:
                return Hero.RANGER.id();
            case CURE_LIGHT:
            case CALL_LIGHTNING:
                return Hero.CLERIC.id();
            case CHARM:
            case ILLUSION:
                return Hero.BARD.id();
            case SHOOT:
                return Hero.THIEF.id();
            case FIREBALL:
            case MAGIC_MISSILE:
                return Hero.MAGE.id();
            default:
                return null;
        }
    }
}
