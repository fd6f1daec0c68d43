package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Direction;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Topology;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.Window;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The powers of the Schlock Mercenary characters: the decisions they offer (in the side's own main
 * window, in a reaction window, at the start of a turn), what they do, and why one is refused. Every one
 * is a {@link Decision.Act} named as below. Rulings are in {@code docs/rules/schlock-mercenary.md}.
 */
final class Mercenaries {
    static final String PLASMA_CANNON = "plasma-cannon";
    static final String REGENERATE = "regenerate";
    static final String NERVES = "nerves-of-steel";
    static final String TACTICIAN = "superior-tactician";
    static final String TERRAPORT = "terraport";
    static final String MASER = "maser";
    static final String ASK = "problem-solver";
    static final String SUGGEST = "suggest";
    static final String EXTRA_TURN = "extra-turn";
    static final String DETONATE = "detonate";
    static final String HEAL = "heal";
    static final String TRANSPLANT = "transplant";

    private static final Set<String> NAMES = Set.of(PLASMA_CANNON, REGENERATE, NERVES, TACTICIAN, TERRAPORT, MASER, ASK,
            SUGGEST, EXTRA_TURN, DETONATE, HEAL, TRANSPLANT);

    private final CharacterRules rules;

    Mercenaries(CharacterRules rules) {
        this.rules = rules;
    }

    static boolean owns(String name) {
        return NAMES.contains(name);
    }

    // ---- the main window ----------------------------------------------------------------------------

    /** The mover's powers in its main window, beside the moves. */
    List<Decision> decisions(GameState s, boolean captureAvailable) {
        List<Decision> out = new ArrayList<>();
        Player me = s.player();
        int pennies = s.record(me).get(Counters.PENNIES);
        switch (rules.active(s, me)) {
            case SCHLOCK:
                if (captureAvailable && pennies >= 1) {
                    out.addAll(cannon(s, jumps(s)));
                }
                break;
            case KEVYN:
                if (terraportUnderWay(s, me) == null) {
                    for (long m = Reach.checkers(s, me); m != 0; m &= m - 1) {
                        int piece = Long.numberOfTrailingZeros(m);
                        for (long t = Topology.DARK_SQUARES.squares() & ~(1L << piece); t != 0; t &= t - 1) {
                            out.add(Decision.Act.of(TERRAPORT, piece, Long.numberOfTrailingZeros(t)));
                        }
                    }
                }
                break;
            case ENNESBY:
                // "instead of jumping a piece": only where a jump is allowed (S11); pieces further along the
                // line are captured whatever protects them from jumps
                for (Decision d : jumps(s)) {
                    Decision.Jump j = (Decision.Jump) d;
                    Decision.Act maser = Decision.Act.of(MASER, j.from(), j.over());
                    if (!out.contains(maser)) {
                        out.add(maser);
                    }
                }
                break;
            case THURL:
                // the answer could only name the one move he has (or none): asking changes nothing
                if (pennies >= 1 && s.record(me).get(Counters.ASKED) == 0
                        && (rules.earlierRulings || rules.routes(s, me).size() > 1)) {
                    out.add(Decision.Act.of(ASK));
                }
                break;
            case CHVORTHQ:
                if (!captureAvailable && pennies >= 1) {
                    CharacterRules.add(out, DETONATE, Reach.checkers(s, me));
                }
                break;
            case BUNNIGUS: {
                long squares = healSquares(s, me);
                if (captureAvailable && !rules.earlierRulings) {
                    squares &= ~blocksTheCapture(s, squares);
                }
                CharacterRules.add(out, HEAL, squares);
                break;
            }
            default:
                break;
        }
        return out;
    }

    /** Every hop the mover's pieces can make now. */
    private List<Decision> jumps(GameState s) {
        List<Decision> out = new ArrayList<>();
        for (long m = s.pieces(s.player()); m != 0; m &= m - 1) {
            rules.addJumps(s, Long.numberOfTrailingZeros(m), out);
        }
        return out;
    }

    /** Sergeant Schlock's Plasma Cannon on each piece one of the {@code legal} jumps goes over. */
    List<Decision> cannon(GameState s, List<Decision> legal) {
        Player me = s.player();
        Set<Decision> out = new LinkedHashSet<>();
        if (rules.active(s, me) != Hero.SCHLOCK || s.record(me).get(Counters.PENNIES) < 1) {
            return List.of();
        }
        for (Decision d : legal) {
            if (d instanceof Decision.Jump j) {
                out.add(Decision.Act.of(PLASMA_CANNON, j.over()));
            }
        }
        return new ArrayList<>(out);
    }

    /**
     * The free squares a heal may put a checker of {@code p} on: those of the row nearest {@code p}'s home
     * row that has one; none when the heal cannot be paid or no checker of {@code p} is captured.
     */
    long healSquares(GameState s, Player p) {
        if (rules.active(s, p) != Hero.BUNNIGUS || s.record(p).get(Counters.PENNIES) < 2 || s.record(p.opponent()).get(Counters.POOL) < 1) {
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

    /** The squares among {@code squares} on which a healed checker would leave the mover no capture to make (S17). */
    long blocksTheCapture(GameState s, long squares) {
        long out = 0;
        for (long m = squares; m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            if (!rules.captureRemains(s, 0, 1L << sq)) {
                out |= 1L << sq;
            }
        }
        return out;
    }

    /** The square of {@code p}'s piece under way to a terraport destination, or null when there is none. */
    static Integer terraportUnderWay(GameState s, Player p) {
        long piece = s.pieces(p) & s.layer(Marks.TERRAPORT);
        if (piece != 0) {
            return Long.numberOfTrailingZeros(piece);
        }
        return s.record(p).get(Counters.PORT) > 0 ? -1 : null;
    }

    // ---- effects ------------------------------------------------------------------------------------

    List<Effect> effects(GameState s, Decision d) {
        Decision.Act a = (Decision.Act) d;
        Player me = s.player();
        List<Effect> fx = new ArrayList<>();
        int sq = a.squares().isEmpty() ? -1 : a.squares().get(0);
        switch (a.name()) {
            case PLASMA_CANNON:
                fx.add(new Effect.Count(me, Counters.PENNIES, -1));
                fx.add(new Effect.Note("cannon", List.of(sq), "Plasma Cannon: " + me.title() + " shoots " + rules.square(sq)
                        + "; no more captures this turn"));
                // the end of the move is queued first: a reaction to the capture (Cure Critical Wounds) is
                // queued in front of it and decided in this turn (S19)
                fx.add(new Effect.Enqueue(List.of(CharacterRules.end(me, true))));
                fx.addAll(rules.capture(s, sq));
                return fx;
            case TERRAPORT: {
                int to = a.squares().get(1);
                fx.add(new Effect.SetLayer(Marks.TERRAPORT, sq, true));
                fx.add(new Effect.Count(me, Counters.PORT, to + 1));
                fx.add(new Effect.Note("terraport", List.of(sq, to), "Terraport: a dime on " + rules.square(sq)
                        + " and a dime on " + rules.square(to) + "; " + me.title() + " rolls the die"));
                fx.add(new Effect.Enqueue(List.of(Pending.of(CharacterRules.PORT_ROLL, me, 0, sq, to))));
                return fx;
            }
            case MASER: {
                int dimes = s.record(me).get(Counters.DIMES) + 1;
                fx.add(new Effect.Count(me, Counters.DIMES, 1));
                fx.add(new Effect.Note("maser", List.of(sq, a.squares().get(1)), "High-powered Maser: " + me.title()
                        + " fires from " + rules.square(sq) + " through " + rules.square(a.squares().get(1))));
                // queued before the captures, so that their reactions come first (S19)
                fx.add(new Effect.Enqueue(List.of(Pending.of(CharacterRules.MASER_PAY, me, dimes),
                        CharacterRules.end(me, true))));
                for (int target : line(sq, a.squares().get(1))) {
                    if (s.owner(target) == me) {
                        fx.addAll(rules.kill(s, target, me));
                    } else if (s.owner(target) != null) {
                        fx.addAll(rules.capture(s, target));
                    }
                }
                return fx;
            }
            case ASK:
                fx.add(new Effect.Count(me, Counters.PENNIES, -1));
                fx.add(new Effect.Count(me, Counters.ASKED, 1));
                fx.add(new Effect.Note("ask", List.of(), "Good Problem-solver: " + me.title() + " asks "
                        + me.opponent().title() + " for the best move"));
                fx.add(new Effect.Enqueue(List.of(Pending.of(CharacterRules.HINT, me.opponent(), 0))));
                return fx;
            case DETONATE:
                fx.add(new Effect.Count(me, Counters.PENNIES, -1));
                fx.add(new Effect.Note("bomb", List.of(sq), "Biological Bomb: " + me.title() + " detonates "
                        + rules.square(sq)));
                // queued before the captures, so that their reactions come first (S19)
                fx.add(new Effect.Enqueue(List.of(CharacterRules.end(me, true))));
                for (long m = ((1L << sq) | Reach.around(sq)) & s.occupied(); m != 0; m &= m - 1) {
                    int target = Long.numberOfTrailingZeros(m);
                    fx.addAll(s.owner(target) == me ? rules.kill(s, target, me) : rules.capture(s, target));
                }
                return fx;
            case HEAL:
                fx.addAll(heal(s, me, sq));
                return fx;
            default:
                throw new IllegalStateException("not a power: " + a.name());
        }
    }

    /** The squares in the line of a jump from {@code from} over {@code over}, from the jumped piece to the edge. */
    static List<Integer> line(int from, int over) {
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

    private List<Effect> heal(GameState s, Player p, int sq) {
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Count(p, Counters.PENNIES, -2));
        fx.add(new Effect.Count(p.opponent(), Counters.POOL, -1));
        fx.add(new Effect.SetLayer(Layer.of(p), sq, true));
        fx.add(new Effect.Note("heal", List.of(sq), "Medic!: " + p.title() + " heals a captured checker onto "
                + rules.square(sq)));
        return fx;
    }

    // ---- the queue ----------------------------------------------------------------------------------

    /** A decision on the head of the queue (not a pass): the head is already taken off. */
    List<Effect> reaction(GameState s, Pending head, Decision.Act a) {
        Player who = head.player();
        int sq = a.squares().isEmpty() ? -1 : a.squares().get(0);
        List<Effect> fx = new ArrayList<>();
        switch (head.kind()) {
            case CharacterRules.NERVES:
                fx.add(new Effect.Count(who, Counters.PENNIES, -1));
                fx.add(new Effect.Note("nerves", List.of(sq), "Nerves of Steel: " + rules.square(sq)
                        + " is not captured, and may not be jumped again this turn"));
                fx.add(new Effect.Unjump(sq));
                fx.add(new Effect.SetLayer(Marks.SHIELDED, sq, true));
                return fx;
            case CharacterRules.REGENERATE: {
                Player opp = who.opponent();
                boolean fromPool = s.record(opp).get(Counters.POOL) > 0;
                if (fromPool) {
                    fx.add(new Effect.Count(opp, Counters.POOL, -1));
                }
                fx.add(new Effect.SetLayer(Layer.of(who), sq, true));
                fx.add(new Effect.Note("regenerate", List.of(sq), "Regeneration: " + who.title() + " gets a piece back on "
                        + rules.square(sq) + (fromPool ? " (out of " + opp.title() + "'s pool)" : " (a spare checker)")));
                return fx;
            }
            case CharacterRules.TACTICIAN:
                fx.add(new Effect.Count(who, Counters.PENNIES, -1));
                fx.add(new Effect.Count(who, Counters.TACTICS, 1));
                fx.add(new Effect.Note("tactician", List.of(), "Superior Tactician: " + who.opponent().title()
                        + "'s powers do nothing this turn"));
                return fx;
            case CharacterRules.HEAL:
                fx.addAll(heal(s, who, sq));
                fx.add(new Effect.Enqueue(List.of(Pending.of(CharacterRules.HEAL, who, 0))));
                return fx;
            case CharacterRules.TRANSPLANT:
                fx.add(new Effect.Note("transplant", List.of(sq), "Big robot body: " + rules.square(sq) + " is kinged"));
                fx.addAll(rules.crowning(s, sq, sq));
                if (head.amount() > 1) {
                    fx.add(new Effect.Enqueue(List.of(Pending.of(CharacterRules.TRANSPLANT, who, head.amount() - 1))));
                }
                return fx;
            case CharacterRules.HINT:
                fx.add(new Effect.Note("hint", a.squares(), who.title() + " thinks " + who.opponent().title()
                        + "'s best move is " + route(a.squares())));
                return fx;
            case CharacterRules.EXTRA: {
                Pending passing = s.pending().get(1);
                fx.add(new Effect.Dequeue());
                fx.add(new Effect.Count(who, Counters.PENNIES, -2));
                fx.add(new Effect.Note("miracle", List.of(), "Works Miracles: " + who.title() + " takes another turn"));
                fx.add(new Effect.Enqueue(List.of(Pending.of(CharacterRules.PASS_TURN, who, passing.amount() | 2))));
                return fx;
            }
            default:
                throw new IllegalStateException("no reaction to " + head);
        }
    }

    /** A route of squares written as a move: {@code 9-13}, or {@code 9x18x27} for a capture. */
    String route(List<Integer> squares) {
        int from = squares.get(0);
        int to = squares.get(1);
        boolean capture = squares.size() > 2 || Math.abs(Topology.row(from) - Topology.row(to)) == 2;
        StringBuilder sb = new StringBuilder(rules.square(from));
        for (int i = 1; i < squares.size(); i++) {
            sb.append(capture ? 'x' : '-').append(rules.square(squares.get(i)));
        }
        return sb.toString();
    }

    /** The head of the queue when nobody decides it now, or null when someone must. */
    List<Effect> automatic(GameState s, Pending h) {
        Player who = h.player();
        List<Effect> dequeue = List.of(new Effect.Dequeue());
        switch (h.kind()) {
            case CharacterRules.NERVES:
                return rules.active(s, who) == Hero.TAGON && s.record(who).get(Counters.PENNIES) >= 1
                        && (s.jumped() & (1L << h.square())) != 0 ? null : dequeue;
            case CharacterRules.REGENERATE:
                if (lastCheckerTaken(s, who.opponent())) {
                    return dequeue; // the crowning capture took the last checker: the game is over
                }
                if (rules.homeRowVacancies(s, who) != 0) {
                    return null;
                }
                return List.of(new Effect.Dequeue(), new Effect.Note("regenerate", List.of(), "Regeneration: no free square on "
                        + who.title() + "'s home row, so nothing happens"));
            case CharacterRules.TACTICIAN:
                return s.record(who).get(Counters.PENNIES) >= 1 && rules.active(s, who) == Hero.BREYA
                        && (rules.earlierRulings || rules.moverCanAct(s) && tacticsMatter(s, who)) ? null : dequeue;
            case CharacterRules.HEAL:
                // at the start of a turn the side to move cannot play, the game is over: no heal is asked first
                return healSquares(s, who) != 0 && (who == s.player() || rules.earlierRulings || rules.moverCanAct(s))
                        ? null : dequeue;
            case CharacterRules.TRANSPLANT:
                return h.amount() > 0 && rules.active(s, who) == Hero.DERTRIHS
                        && (Reach.checkers(s, who) & ~s.layer(Layer.KING)) != 0 ? null : dequeue;
            case CharacterRules.HINT:
                return rules.routes(s, who.opponent()).isEmpty() ? dequeue : null;
            case CharacterRules.EXTRA:
                // not offered when the move took the opponent's last checker (it leaves the board as the turn
                // passes): the game is over
                return s.record(who).get(Counters.PENNIES) >= 2 && !lastCheckerTaken(s, who.opponent()) ? null
                        : dequeue;
            case CharacterRules.PORT_ROLL:
                return terraportUnderWay(s, who) != null ? null : dequeue;
            case CharacterRules.COUNTDOWN:
                return countdown(s, who);
            case CharacterRules.MASER_PAY: {
                int owed = h.amount();
                if (s.record(who).get(Counters.PENNIES) >= owed) {
                    return List.of(new Effect.Dequeue(), new Effect.Count(who, Counters.PENNIES, -owed),
                            new Effect.Note("maser", List.of(), "High-powered Maser: " + who.title() + " pays "
                                    + Counters.PENNIES.count(owed) + ", one for each dime"));
                }
                return List.of(new Effect.Dequeue(), new Effect.Agree(Verdict.win(who.opponent(), "High-powered Maser: "
                        + who.title() + " holds " + Counters.DIMES.count(owed) + " but only "
                        + Counters.PENNIES.count(s.record(who).get(Counters.PENNIES)) + " to pay for them")));
            }
            default:
                throw new IllegalStateException("unknown pending " + h);
        }
    }

    /**
     * Has the move under way jumped {@code p}'s last checker? Jumped pieces leave the board only as the turn
     * passes, so until then the game is won without the ending showing on the board.
     */
    private static boolean lastCheckerTaken(GameState s, Player p) {
        return (Reach.checkers(s, p) & ~s.jumped()) == 0;
    }

    /** The terraport die, rolled: it shows the turns until the piece moves. */
    List<Effect> portRolled(GameState s, Pending head, int roll) {
        Player who = head.player();
        return List.of(new Effect.Count(who, Counters.COUNTDOWN, roll),
                new Effect.Note("roll", head.squares(), who.title() + " rolls " + roll + " for the terraport: "
                        + rules.square(head.square()) + " moves to " + rules.square(head.squares().get(1)) + " when the die runs out"));
    }

    /**
     * What the start of the turn of the side to move brings, queued in order: Superior Tactician (the
     * mover's Breya first, then the opponent's), the terraports' countdowns, the robot body's kings, the
     * opponent's heal.
     */
    List<Effect> startOfTurn(GameState s) {
        Player mover = s.player();
        List<Pending> queue = new ArrayList<>();
        List<Effect> fx = new ArrayList<>();
        for (Player p : rules.earlierRulings ? new Player[] {mover} : new Player[] {mover, mover.opponent()}) {
            if (rules.hero(p) == Hero.BREYA && rules.hero(p.opponent()) != Hero.NONE) {
                queue.add(Pending.of(CharacterRules.TACTICIAN, p, 0));
            }
        }
        for (Player p : Player.values()) {
            if (terraportUnderWay(s, p) != null) {
                queue.add(Pending.of(CharacterRules.COUNTDOWN, p, 0));
            }
        }
        if (rules.hero(mover) == Hero.DERTRIHS && s.record(mover).get(Counters.TRANSPLANTED) == 0
                && Long.bitCount(Reach.checkers(s, mover)) <= 4) {
            int kings = Long.bitCount(Reach.checkers(s, mover) & s.layer(Layer.KING));
            fx.add(new Effect.Count(mover, Counters.TRANSPLANTED, 1));
            fx.add(new Effect.Note("robot", List.of(), "Transplanted onto a big robot body: " + mover.title()
                    + (kings < 2 ? " may king checkers until two are kings" : " already has two kings")));
            if (kings < 2) {
                queue.add(Pending.of(CharacterRules.TRANSPLANT, mover, 2 - kings));
            }
        }
        if (rules.hero(mover.opponent()) == Hero.BUNNIGUS) {
            queue.add(Pending.of(CharacterRules.HEAL, mover.opponent(), 0));
        }
        if (!queue.isEmpty()) {
            fx.add(new Effect.Enqueue(queue));
        }
        return fx;
    }

    /**
     * Could Admiral Breya's Superior Tactician, used now by {@code breya}, change anything in this turn?
     * Only then is it offered (S9): when the opponent has a power among the decisions of the side to move, or
     * a protection that stops one of them (a Charm, clerical status); in Breya's own turn, when the opponent
     * could answer one of her captures (Nerves of Steel, Cure Critical Wounds), heal at its start, or has a
     * terraport counting down; in the opponent's turn, when a power of its would act by itself (another
     * turn, a terraport's countdown, the robot body, Regeneration, or what a capture earns or triggers: Leap
     * &amp; Stab, Smart, arrows, a Spellcaster's pennies).
     */
    boolean tacticsMatter(GameState s, Player breya) {
        Player foe = breya.opponent();
        Hero h = rules.active(s, foe);
        if (h == Hero.NONE) {
            return false;
        }
        GameState main = CharacterRules.mainWindow(s);
        GameState neutral = main.toBuilder().record(breya, main.record(breya).with(Counters.TACTICS, 1)).build();
        List<Decision> decisions = rules.legalDecisions(main);
        if (!decisions.equals(rules.legalDecisions(neutral))) {
            return true;
        }
        boolean capture = false;
        boolean crowning = false;
        for (Decision d : decisions) {
            capture |= d instanceof Decision.Jump;
            crowning |= d instanceof Decision.Step st && !s.has(Layer.KING, st.from()) && rules.crownsOn(s.player(), st.to());
        }
        int pennies = s.record(foe).get(Counters.PENNIES);
        if (h == Hero.KEVYN && terraportUnderWay(s, foe) != null) {
            return true;  // the die would keep its pips
        }
        if (s.player() == breya) {
            return capture && (h == Hero.TAGON && pennies >= 1 || h == Hero.CLERIC && pennies >= 3)
                    || healSquares(main, foe) != 0;
        }
        switch (h) {
            case THURL:
                return pennies >= 2 || capture;
            case DERTRIHS:
                return capture && Long.bitCount(Reach.checkers(s, foe)) <= 4
                        || s.pending().stream().anyMatch(p -> p.kind().equals(CharacterRules.TRANSPLANT));
            case SCHLOCK:
                return capture || crowning;
            case RANGER:
            case FIGHTER:
            case THIEF:
                return capture;
            default:
                return h.spellcaster() && capture;
        }
    }

    /** Why a power of {@code p} is refused in a turn its powers are neutralized. */
    static String neutralizedText(Player p) {
        return "Admiral Breya's Superior Tactician neutralized " + p.title() + "'s powers for this turn";
    }

    /**
     * The terraport die loses a pip at the start of the turn (not in a turn Superior Tactician neutralized
     * it); at 0 the piece moves to the marked square, or is captured if that square is taken.
     */
    private List<Effect> countdown(GameState s, Player kevyn) {
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Dequeue());
        Integer piece = terraportUnderWay(s, kevyn);
        int to = s.record(kevyn).get(Counters.PORT) - 1;
        int left = s.record(kevyn).get(Counters.COUNTDOWN);
        if (piece == null) {
            return fx;
        }
        if (piece < 0) {
            fx.add(new Effect.Count(kevyn, Counters.COUNTDOWN, -left));
            fx.add(new Effect.Count(kevyn, Counters.PORT, -(to + 1)));
            fx.add(new Effect.Note("terraport", List.of(to), "Terraport: the marked piece is gone, the dimes come off"));
            return fx;
        }
        if (rules.active(s, kevyn) != Hero.KEVYN) {
            fx.add(new Effect.Note("terraport", List.of(piece), "Superior Tactician: the terraport's die keeps its "
                    + left + (left == 1 ? " pip" : " pips") + " this turn"));
            return fx;
        }
        fx.add(new Effect.Count(kevyn, Counters.COUNTDOWN, -1));
        if (left > 1) {
            fx.add(new Effect.Note("terraport", List.of(piece, to), "Terraport: " + (left - 1)
                    + (left - 1 == 1 ? " turn" : " turns") + " until " + rules.square(piece) + " moves to " + rules.square(to)));
            return fx;
        }
        fx.add(new Effect.Count(kevyn, Counters.PORT, -(to + 1)));
        if (to == piece) {
            fx.add(new Effect.SetLayer(Marks.TERRAPORT, piece, false));
            fx.add(new Effect.Note("terraport", List.of(piece), "Terraport: " + rules.square(piece)
                    + " is already on its destination and stays"));
            return fx;
        }
        if (s.owner(to) != null) {
            fx.add(new Effect.Note("terraport", List.of(piece, to), "Terraport: " + rules.square(to)
                    + " is taken, so the piece from " + rules.square(piece) + " is captured"));
            fx.add(new Effect.Remove(piece, "lost"));
            fx.add(new Effect.Count(kevyn, Counters.LOST, 1));
            return fx;
        }
        fx.add(new Effect.Note("terraport", List.of(piece, to), "Terraport: " + rules.square(piece) + " arrives on "
                + rules.square(to)));
        fx.add(new Effect.MovePiece(piece, to));
        fx.add(new Effect.SetLayer(Marks.TERRAPORT, to, false));
        if (!s.has(Layer.KING, piece) && rules.crownsOn(kevyn, to)) {
            fx.addAll(rules.crowning(s, piece, to));
        }
        return fx;
    }

    // ---- refusals -----------------------------------------------------------------------------------

    /** Why the power {@code a} is not legal now. */
    String refusal(GameState s, Decision.Act a) {
        Player me = s.player();
        Hero hero = rules.hero(me);
        String name = a.name();
        Hero owner = ownerOf(name);
        if (hero != owner && !name.equals(SUGGEST)) {
            return name + " is a power of " + owner.named() + "; " + me.title() + " plays "
                    + (hero == Hero.NONE ? "no character" : hero.named());
        }
        if (!s.pending().isEmpty() || name.equals(SUGGEST) || name.equals(NERVES) || name.equals(EXTRA_TURN)
                || name.equals(TACTICIAN) || name.equals(REGENERATE) || name.equals(TRANSPLANT)) {
            return whenOffered(name);
        }
        if (rules.neutralized(s, me)) {
            return neutralizedText(me);
        }
        int sq = a.squares().isEmpty() ? -1 : a.squares().get(0);
        int needed = name.equals(TERRAPORT) || name.equals(MASER) ? 2 : name.equals(ASK) ? 0 : 1;
        if (a.squares().size() != needed) {
            return name + (needed == 0 ? " takes no square" : needed == 1 ? " takes one square" : " takes two squares");
        }
        for (int x : a.squares()) {
            if (!Topology.DARK_SQUARES.contains(x)) {
                return name + " takes squares of the board";
            }
        }
        String on = sq >= 0 ? rules.square(sq) : "";
        int pennies = s.record(me).get(Counters.PENNIES);
        boolean capture = !jumps(s).isEmpty();
        switch (name) {
            case PLASMA_CANNON:
                if (pennies < 1) {
                    return "the Plasma Cannon costs 1 penny; " + me.title() + " has none";
                }
                if (s.owner(sq) != me.opponent()) {
                    return "there is no enemy piece on " + on;
                }
                if (!rules.mayBeJumped(s, sq)) {
                    return "the Plasma Cannon replaces a jump, and " + rules.whyNotJumped(s, sq);
                }
                if (s.window() == Window.MID_CHAIN) {
                    return "in the middle of a capture the Plasma Cannon only captures a piece the capturing piece on "
                            + rules.square(s.chain()) + " could jump next, and " + on + " is not one";
                }
                return "the Plasma Cannon only captures a piece one of your pieces could jump now, and " + on + " is not one";
            case TERRAPORT:
                if (s.window() != Window.MAIN) {
                    return "a terraport is set at the start of the turn, not in the middle of a capture";
                }
                if (terraportUnderWay(s, me) != null) {
                    return "a terraport is already under way (one die, one terraport at a time)";
                }
                if (s.owner(sq) != me || s.has(Marks.ILLUSION, sq)) {
                    return "there is no checker of yours on " + on;
                }
                return "the destination must be another square than " + on;
            case MASER:
                if (s.window() != Window.MAIN) {
                    return "the maser is used on the first jump of the turn only";
                }
                if (s.owner(a.squares().get(1)) == me.opponent() && !rules.mayBeJumped(s, a.squares().get(1))) {
                    return "the maser replaces a jump, and " + rules.whyNotJumped(s, a.squares().get(1));
                }
                return "no jump of yours goes from " + on + " over " + rules.square(a.squares().get(1));
            case ASK:
                if (s.window() != Window.MAIN) {
                    return "the best move is asked for before moving, not in the middle of a capture";
                }
                if (pennies < 1) {
                    return "asking costs 1 penny; " + me.title() + " has none";
                }
                return s.record(me).get(Counters.ASKED) > 0 ? "the opponent already named the best move this turn"
                        : "Master Sergeant Thurl has only one move: asking for the best one would change nothing";
            case DETONATE:
                if (capture) {
                    return "a capture is available and must be taken: detonate cannot replace it";
                }
                if (pennies < 1) {
                    return "the Biological Bomb costs 1 penny; " + me.title() + " has none";
                }
                return "there is no checker of yours on " + on;
            case HEAL:
                if (s.window() != Window.MAIN) {
                    return "a heal is made before moving or at the start of the opponent's turn, not in the middle of"
                            + " a capture";
                }
                if (pennies < 2) {
                    return "a heal costs 2 pennies; " + me.title() + " has " + pennies;
                }
                if (s.record(me.opponent()).get(Counters.POOL) < 1) {
                    return "none of your checkers is captured (" + me.opponent().title() + "'s pool holds none)";
                }
                long where = healSquares(s, me);
                if ((where & (1L << sq)) != 0 && capture) {
                    return "a capture is available and must be taken: a checker healed onto " + on
                            + " would leave no capture to take";
                }
                return where == 0 ? "there is no free square to heal onto" : "a healed checker goes on the free square "
                        + "nearest your home row: " + squares(where);
            default:
                return name + " is not legal now";
        }
    }

    private String squares(long mask) {
        StringBuilder sb = new StringBuilder();
        for (long m = mask; m != 0; m &= m - 1) {
            sb.append(sb.length() == 0 ? "" : ", ").append(rules.square(Long.numberOfTrailingZeros(m)));
        }
        return sb.toString();
    }

    /** When a power that is not used in the main window is offered. */
    static String whenOffered(String name) {
        switch (name) {
            case SUGGEST:
                return "a best move is suggested when Master Sergeant Thurl asks for one";
            case NERVES:
                return "Nerves of Steel is used in the opponent's turn, right after one of Captain Tagon's pieces is jumped";
            case EXTRA_TURN:
                return "another turn is taken at the end of Master Sergeant Thurl's turn";
            case TACTICIAN:
                return "Superior Tactician is used at the start of a turn, Admiral Breya's or her opponent's, when it"
                        + " would neutralize something";
            case REGENERATE:
                return "Regeneration comes when Sergeant Schlock's checker is kinged";
            case TRANSPLANT:
                return "the robot body's kings are chosen at the start of the turn after Lieutenant DerTrihs "
                        + "is down to four pieces";
            default:
                return name + " is not legal now";
        }
    }

    /** The character that has the power {@code name}. */
    static Hero ownerOf(String name) {
        switch (name) {
            case PLASMA_CANNON:
            case REGENERATE:
                return Hero.SCHLOCK;
            case NERVES:
                return Hero.TAGON;
            case TACTICIAN:
                return Hero.BREYA;
            case TERRAPORT:
                return Hero.KEVYN;
            case MASER:
                return Hero.ENNESBY;
            case ASK:
            case EXTRA_TURN:
                return Hero.THURL;
            case DETONATE:
                return Hero.CHVORTHQ;
            case HEAL:
                return Hero.BUNNIGUS;
            case TRANSPLANT:
                return Hero.DERTRIHS;
            default:
                return Hero.NONE;
        }
    }
}
