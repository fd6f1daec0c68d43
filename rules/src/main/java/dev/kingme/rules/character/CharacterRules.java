package dev.kingme.rules.character;

import dev.kingme.rules.Counter;
import dev.kingme.rules.Decision;
import dev.kingme.rules.Direction;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Options;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Persona;
import dev.kingme.rules.Player;
import dev.kingme.rules.SquareCount;
import dev.kingme.rules.SquareMark;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Transition;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.Window;
import dev.kingme.rules.checkers.CheckersFen;
import dev.kingme.rules.checkers.CheckersRules;
import java.util.ArrayList;
import java.util.List;

/**
 * The character games in the general model, Fantasy RPG Checkers and Schlock Mercenary Checkers and any
 * mix of the two: checkers plus levels (the pool of captured checkers), saving throws, wounds, pennies and
 * each side's character ({@link Hero}), whose powers ({@link Power}) take part through hooks. This class is
 * the frame: it knows no character; it asks each side's powers, through the one registry that knows which
 * are active ({@link #powers}), what they offer, do and forbid.
 *
 * <p>What interrupts a turn works through the state's pending queue ({@link Pending}): a saving throw is a
 * chance node of the saving side, a reaction or a choice inside an effect is a decision in the
 * {@link Window#REACTION} window, and the rest of a move waits at the back of the queue ({@link TurnFlow}).
 * Rulings on the texts are in {@code docs/rules/fantasy-rpg.md} and {@code docs/rules/schlock-mercenary.md}.
 */
final class CharacterRules extends CheckersRules {
    /** What an illusion on the board is, whoever cast it: the frame's, not a character's power. */
    private static final Illusions ILLUSIONS = new Illusions();

    private final Hero black;
    private final Hero white;
    private final GameKind kind;
    private final TurnFlow flow = new TurnFlow(this);
    private final Harm harm = new Harm(this);
    private final CharacterText text = new CharacterText(this);
    /**
     * True under rulings 1, as games were played before the rulings that changed when powers are offered
     * (F12, S9, S12, S17, S21): kept so that games recorded then replay as they were played.
     */
    final boolean earlierRulings;

    CharacterRules(GameKind kind, Options options) {
        super(options);
        this.kind = kind;
        this.black = Hero.byId(options.get(FantasyRpg.BLACK));
        this.white = Hero.byId(options.get(FantasyRpg.WHITE));
        this.earlierRulings = options.get(FantasyRpg.RULINGS).equals("1");
    }

    @Override
    public GameKind kind() {
        return kind;
    }

    // ---- the characters and their powers ------------------------------------------------------------

    /** The character {@code p} plays. */
    Hero hero(Player p) {
        return p == Player.BLACK ? black : white;
    }

    /**
     * The powers {@code p} has now: its character's, less those its opponent (Admiral Breya) neutralized for
     * this turn, at the start of her turn or of {@code p}'s own (S9). Every hook is asked through here: the
     * one place a neutralization is checked.
     */
    List<Power> powers(GameState s, Player p) {
        Hero h = hero(p);
        if (s.record(p.opponent()).get(Counters.TACTICS) == 0) {
            return h.powers();
        }
        List<Power> out = new ArrayList<>();
        for (Power power : h.powers()) {
            if (!power.neutralizable()) {
                out.add(power);
            }
        }
        return out;
    }

    /** Does {@code p} hold an active power of the class {@code power} now? */
    boolean holds(GameState s, Player p, Class<? extends Power> power) {
        for (Power held : powers(s, p)) {
            if (power.isInstance(held)) {
                return true;
            }
        }
        return false;
    }

    /** True when {@code p}'s powers are neutralized this turn (Superior Tactician). */
    boolean neutralized(GameState s, Player p) {
        return hero(p) != Hero.NONE && s.record(p.opponent()).get(Counters.TACTICS) > 0;
    }

    /** Does either side play a Fantasy RPG character (then levels matter to someone)? */
    boolean levelsMatter() {
        return black.set() == Hero.Sets.FANTASY || white.set() == Hero.Sets.FANTASY;
    }

    /**
     * The power whose decision is named {@code name} in {@code s}: the side to move's own, an answer the
     * opponent's powers allow it (resisting a charm), the frame's (seeing through an illusion); or null.
     */
    Power powerOfAct(GameState s, String name) {
        Player me = s.player();
        for (Power p : hero(me).powers()) {
            if (p.acts().contains(name) && !p.isAnswer(Decision.Act.of(name))) {
                return p;
            }
        }
        for (Power p : hero(me.opponent()).powers()) {
            if (p.acts().contains(name) && p.isAnswer(Decision.Act.of(name))) {
                return p;
            }
        }
        return ILLUSIONS.acts().contains(name) ? ILLUSIONS : null;
    }

    /** The power that put {@code head} in the queue (the asked side's first, then the other's), or null for the frame's. */
    Power powerOfPending(Pending head) {
        if (ILLUSIONS.pendings().contains(head.kind())) {
            return ILLUSIONS;
        }
        for (Player p : new Player[] {head.player(), head.player().opponent()}) {
            for (Power power : hero(p).powers()) {
                if (power.pendings().contains(head.kind())) {
                    return power;
                }
            }
        }
        return null;
    }

    // ---- levels -------------------------------------------------------------------------------------

    static int level(GameState s, Player p) {
        return s.record(p).get(Counters.POOL) + s.record(p).get(Counters.POOL_PENNIES);
    }

    /** Level difference: {@code p}'s level minus its opponent's. */
    static int ld(GameState s, Player p) {
        return level(s, p) - level(s, p.opponent());
    }

    /** The saving throw: a die plus LD of 4 or more, or a natural 6, saves. */
    static boolean saves(int roll, int ld) {
        return roll == 6 || roll + ld >= 4;
    }

    static String signed(int n) {
        return n > 0 ? "+" + n : String.valueOf(n);
    }

    /** " (LD +2)": {@code p}'s level difference, for the label of its saving throw. */
    static String ldText(GameState s, Player p) {
        return " (LD " + signed(ld(s, p)) + ")";
    }

    // ---- the start ----------------------------------------------------------------------------------

    @Override
    public GameState initial() {
        return atTurnStart(setUp(startingPosition()).build());
    }

    @Override
    public GameState initial(String fen) {
        return atTurnStart(position(fen).build());
    }

    /** The position of a PDN FEN with what the characters start with, before its first turn starts. */
    GameState.Builder position(String fen) {
        return setUp(CheckersFen.parse(fen));
    }

    /** What each side's character starts with (pennies on its checkers, in its purse). */
    private GameState.Builder setUp(GameState.Builder b) {
        for (Player p : Player.values()) {
            for (Power power : hero(p).powers()) {
                power.atSetUp(this, b, p);
            }
        }
        return b;
    }

    /**
     * {@code s} (the side to move in its main window, nothing pending) with what happens at the start of a
     * turn done or waiting in the queue. Scenario set-ups use it after changing a position.
     */
    public GameState atTurnStart(GameState s) {
        return flow.atTurnStart(s);
    }

    // ---- who acts -----------------------------------------------------------------------------------

    @Override
    public ToAct toAct(GameState s) {
        if (s.agreed() != null) {
            return new ToAct.Terminal(s.agreed());
        }
        if (s.pending().isEmpty()) {
            return super.toAct(s);
        }
        Pending head = s.pending().get(0);
        String chance = flow.chanceLabel(s, head);
        return chance != null ? new ToAct.Chance(chance, Outcome.d6("d6")) : new ToAct.Choice(head.player(), Window.REACTION);
    }

    /** Material, wounds, pennies toward a penny victory, level difference and what powers promise ({@link Prospects}). */
    @Override
    public double heuristic(GameState s, Player p) {
        return Prospects.of(this, s, p);
    }

    /** A side asked to answer in the interest of the other (Thurl's best move, S12) serves the other. */
    @Override
    public Player inInterestOf(GameState s) {
        if (s.agreed() == null && !s.pending().isEmpty()) {
            Pending head = s.pending().get(0);
            Power p = powerOfPending(head);
            if (p != null && p.answeredForTheOther(head)) {
                return head.player().opponent();
            }
        }
        return super.inInterestOf(s);
    }

    @Override
    protected Verdict variantVerdict(GameState s) {
        return immediateVerdict(s);
    }

    /**
     * The endings that hold the moment they happen, even in the middle of a turn: a side without checkers
     * (both at once is a draw), then each side's special victory conditions, the side to move's first.
     */
    Verdict immediateVerdict(GameState s) {
        Player p = s.player();
        int mine = Long.bitCount(Reach.checkers(s, p));
        int theirs = Long.bitCount(Reach.checkers(s, p.opponent()));
        if (mine == 0 && theirs == 0) {
            return Verdict.draw("both sides lost their last pieces at once");
        }
        for (Player side : new Player[] {p.opponent(), p}) {
            if (Reach.checkers(s, side) == 0) {
                return Verdict.win(side.opponent(), side.title() + " has no pieces left"
                        + (s.pieces(side) != 0 ? " (only illusions, which are not checkers)" : ""));
            }
        }
        for (Player side : new Player[] {p, p.opponent()}) {
            for (Power power : hero(side).powers()) {
                Verdict v = power.victory(this, s, side);
                if (v != null) {
                    return v;
                }
            }
        }
        return null;
    }

    // ---- what may be decided ------------------------------------------------------------------------

    @Override
    public List<Decision> legalDecisions(GameState s) {
        if (s.agreed() != null) {
            return List.of();
        }
        if (s.pending().isEmpty()) {
            List<Decision> out = super.legalDecisions(s);
            if (s.window() == Window.MID_CHAIN && !out.isEmpty()) {
                List<Decision> hops = out;
                out = new ArrayList<>(hops);
                for (Power p : powers(s, s.player())) {
                    p.midCapture(this, s, hops, out);
                }
            }
            return out;
        }
        Pending head = s.pending().get(0);
        Power power = powerOfPending(head);
        if (power == null || !(toAct(s) instanceof ToAct.Choice)) {
            return List.of();
        }
        List<Decision> out = new ArrayList<>(power.offered(this, s, head));
        if (power.passable(head)) {
            out.add(new Decision.Pass());
        }
        return out;
    }

    /**
     * The powers beside the moves: the side to move's answers to illusions and charms, then its own powers.
     * A side that has no move has lost (checkers' rule), so when nothing it could do replaces the move, a
     * power used before moving is offered only where it could give the side a move (a shot or a heal that
     * clears or makes the way, a save against an illusion or a charm in the way), never where it cannot
     * (Kevyn's terraport, Thurl's question): a blocked side is not asked to pay for nothing before it loses (S21).
     */
    @Override
    protected List<Decision> extraDecisions(GameState s, boolean captureAvailable) {
        Player me = s.player();
        List<Decision> out = new ArrayList<>();
        ILLUSIONS.answers(this, s, out);
        for (Power p : powers(s, me.opponent())) {
            p.answers(this, s, out);
        }
        for (Power p : powers(s, me)) {
            p.decisions(this, s, captureAvailable, out);
        }
        if (earlierRulings || captureAvailable || !plainMoves(s).isEmpty()) {
            return out;
        }
        for (Decision d : out) {
            Decision.Act a = (Decision.Act) d;
            if (!powerOfAct(s, a.name()).beforeMoving(a)) {
                return out;  // a power that replaces the move: the side can act
            }
        }
        out.removeIf(d -> !powerOfAct(s, ((Decision.Act) d).name()).couldGiveAMove(this, s, (Decision.Act) d));
        return out;
    }

    @Override
    protected List<Effect> extraEffects(GameState s, Decision d) {
        Decision.Act a = (Decision.Act) d;
        Power p = powerOfAct(s, a.name());
        return p.isAnswer(a) ? p.answerEffects(this, s, a) : p.effects(this, s, a);
    }

    // ---- jumps --------------------------------------------------------------------------------------

    @Override
    protected boolean mayBeJumped(GameState s, int square) {
        if (s.has(Marks.SHIELDED, square)) {
            return false;
        }
        Player owner = s.owner(square);
        if (owner == null) {
            return true;
        }
        for (Power p : powers(s, owner)) {
            if (!p.mayBeJumped(this, s, owner, square)) {
                return false;
            }
        }
        return true;
    }

    /** Why the piece on {@code square} may not be jumped now. */
    String whyNotJumped(GameState s, int square) {
        if (s.has(Marks.SHIELDED, square)) {
            return square(square) + " was saved this turn (Cure Critical Wounds or Nerves of Steel) and may not be "
                    + "jumped again";
        }
        Player owner = s.owner(square);
        for (Power p : powers(s, owner)) {
            String why = p.whyNotJumped(this, s, owner, square);
            if (why != null) {
                return why;
            }
        }
        return square(square) + " may not be jumped now";
    }

    /** May {@code p}'s capture go on after a hop? (Not for a head in a jar.) */
    boolean mayContinue(GameState s, Player p) {
        for (Power power : hero(p).powers()) {
            if (!power.mayContinue(this, s, p)) {
                return false;
            }
        }
        return true;
    }

    /** Straight jumps, and those the owner's powers add (Tactical Master's bends). */
    @Override
    protected void addJumps(GameState s, int from, List<Decision> out) {
        super.addJumps(s, from, out);
        Player owner = s.owner(from);
        if (owner != null) {
            for (Power p : powers(s, owner)) {
                p.moreJumps(this, s, owner, from, out);
            }
        }
    }

    /** An illusion is never crowned; a checker's crown comes from the opponent's pool while it has checkers. */
    @Override
    protected List<Effect> crowning(GameState s, int from, int to) {
        if (s.has(Marks.ILLUSION, from)) {
            return List.of(new Effect.Note("illusion", List.of(to), "an illusion is not crowned"));
        }
        Player crowner = s.owner(from).opponent();
        if (s.record(crowner).get(Counters.POOL) > 0) {
            return List.of(new Effect.Crown(to), new Effect.Note("crown", List.of(to), "the crown comes out of "
                    + crowner.title() + "'s pool of captured checkers"), new Effect.Count(crowner, Counters.POOL, -1));
        }
        return List.of(new Effect.Crown(to), new Effect.Note("crown", List.of(to), "the crown is a spare checker"));
    }

    /** An illusion is no checker: jumping it puts nothing in the pool. */
    @Override
    protected int checkersIn(GameState s, int square) {
        return s.has(Marks.ILLUSION, square) ? 0 : super.checkersIn(s, square);
    }

    // ---- what follows -------------------------------------------------------------------------------

    @Override
    public Transition step(GameState s, Decision d) {
        if (!legalDecisions(s).contains(d)) {
            throw new IllegalDecisionException(refusal(s, d, legalDecisions(s)));
        }
        return flow.step(s, d);
    }

    @Override
    public Transition chance(GameState s, Outcome outcome) {
        if (!(toAct(s) instanceof ToAct.Chance c) || !c.outcomes().contains(outcome)) {
            throw new IllegalDecisionException("\"" + outcome.label() + "\" is not a chance outcome now");
        }
        return flow.chance(s, outcome.value());
    }

    // ---- for the powers and the frame's parts -------------------------------------------------------

    /** The effects of a move by the plain rules (a step, a hop), before the frame queues what follows it. */
    List<Effect> plainEffects(GameState s, Decision d) {
        return effects(s, d);
    }

    List<Effect> wound(GameState s, int square, int n) {
        return harm.wound(s, square, n);
    }

    List<Effect> capture(GameState s, int square) {
        return harm.capture(s, square);
    }

    List<Effect> kill(GameState s, int square, Player by) {
        return harm.kill(s, square, by);
    }

    /** What {@code captures} captures worth {@code levels} levels earn {@code p}. */
    List<Effect> rewards(GameState s, Player p, int levels, int captures) {
        return harm.rewards(s, p, levels, captures);
    }

    /** Would one wound capture the piece on {@code square}: an illusion, or a wounded checker nothing shields? */
    boolean kills(GameState s, int square) {
        return harm.kills(s, square);
    }

    /** The note of a saving throw rolled: "White rolls 5, LD -1: 4, saved - ...". */
    Effect rollNote(GameState s, Pending head, int roll) {
        return flow.rollNote(s, head, roll);
    }

    /** The end of a move; {@code progress}: it did something irreversible. */
    static Pending end(Player mover, boolean progress) {
        return end(mover, progress, false);
    }

    /** The end of a move; {@code crowned}: the move crowned a man (Regeneration comes after what it earned). */
    static Pending end(Player mover, boolean progress, boolean crowned) {
        return Pending.of(Frame.END, mover, (progress ? 1 : 0) | (crowned ? 2 : 0));
    }

    static void add(List<Decision> out, String name, long squares) {
        for (long m = squares; m != 0; m &= m - 1) {
            out.add(Decision.Act.of(name, Long.numberOfTrailingZeros(m)));
        }
    }

    String square(int sq) {
        return name(sq);
    }

    /** The squares of {@code mask} by number, in board order: "9, 14". */
    String squares(long mask) {
        StringBuilder sb = new StringBuilder();
        for (long m = mask; m != 0; m &= m - 1) {
            sb.append(sb.length() == 0 ? "" : ", ").append(name(Long.numberOfTrailingZeros(m)));
        }
        return sb.toString();
    }

    boolean crownsOn(Player p, int square) {
        return crowns(p, square);
    }

    List<Effect> crowningOf(GameState s, int from, int to) {
        return crowning(s, from, to);
    }

    Direction[] directionsOf(GameState s, int square) {
        return directions(s, square);
    }

    boolean mayMoveFrom(GameState s, int square) {
        return mayMove(s, square);
    }

    /** The captured pieces on {@code jumped} counted into the pool of the side to move, as they leave the board. */
    Effect pooledOf(GameState s, long jumped) {
        return pooled(s, jumped);
    }

    /** Every hop the piece on {@code from} can make now. */
    List<Decision> jumpsFrom(GameState s, int from) {
        List<Decision> out = new ArrayList<>();
        addJumps(s, from, out);
        return out;
    }

    /** Every hop the side to move's pieces can make now. */
    List<Decision> hops(GameState s) {
        List<Decision> out = new ArrayList<>();
        for (long m = s.pieces(s.player()); m != 0; m &= m - 1) {
            addJumps(s, Long.numberOfTrailingZeros(m), out);
        }
        return out;
    }

    /** Is a capture available to the side to move? */
    boolean captureAvailable(GameState s) {
        for (Decision d : legalDecisions(s)) {
            if (d instanceof Decision.Jump) {
                return true;
            }
        }
        return false;
    }

    /** Does a jump of the piece on {@code from} go over ({@code over}) or land on {@code square}? */
    boolean jumpsTouch(GameState s, int from, int square, boolean over) {
        List<Decision> jumps = new ArrayList<>();
        addJumps(s, from, jumps);
        for (Decision d : jumps) {
            Decision.Jump j = (Decision.Jump) d;
            if ((over ? j.over() : j.to()) == square) {
                return true;
            }
        }
        return false;
    }

    /**
     * Every whole move {@code p} could make now, as the squares it passes: a step's two squares, or a
     * capture's start and each landing square.
     */
    List<int[]> routes(GameState s, Player p) {
        GameState mine = s.player() == p ? s : s.toBuilder().player(p).window(Window.MAIN).pending(List.of()).build();
        List<int[]> out = new ArrayList<>();
        for (Decision d : plainMoves(mine)) {
            if (d instanceof Decision.Step st) {
                out.add(new int[] {st.from(), st.to()});
            } else if (d instanceof Decision.Jump j) {
                extend(mine, j, new int[] {j.from(), j.to()}, out);
            }
        }
        return out;
    }

    private void extend(GameState s, Decision.Jump j, int[] route, List<int[]> out) {
        boolean man = !s.has(Layer.KING, j.from());
        GameState after = s.toBuilder().move(j.from(), j.to()).jumped(s.jumped() | 1L << j.over()).hops(s.hops() + 1)
                .build();
        List<Decision> more = new ArrayList<>();
        if (!(man && crowns(s.owner(j.from()), j.to())) && mayContinue(after, s.owner(j.from()))) {
            addJumps(after, j.to(), more);
        }
        if (more.isEmpty()) {
            out.add(route);
            return;
        }
        for (Decision d : more) {
            Decision.Jump next = (Decision.Jump) d;
            int[] longer = java.util.Arrays.copyOf(route, route.length + 1);
            longer[route.length] = next.to();
            extend(after, next, longer, out);
        }
    }

    /** The empty dark squares of {@code p}'s home row (pieces jumped this move still stand on theirs). */
    long homeRowVacancies(GameState s, Player p) {
        long out = 0;
        for (long m = dev.kingme.rules.Topology.DARK_SQUARES.squares() & ~s.occupied(); m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            if (dev.kingme.rules.Topology.row(sq) == p.backRow()) {
                out |= 1L << sq;
            }
        }
        return out;
    }

    /**
     * Has the move under way jumped {@code p}'s last checker? Jumped pieces leave the board only as the turn
     * passes, so until then the game is won without the ending showing on the board.
     */
    static boolean lastCheckerTaken(GameState s, Player p) {
        return (Reach.checkers(s, p) & ~s.jumped()) == 0;
    }

    /**
     * Would the side to move still have a capture with the pieces on {@code gone} off the board and
     * checkers of its own put on {@code added}? A power used before the move may not be what takes away
     * the capture the side must make ("if you have a capture available to you, you must take that
     * capture": F12, S17).
     */
    boolean captureRemains(GameState s, long gone, long added) {
        List<Decision> moves = plainMoves(boardAfter(s, gone, added));
        return !moves.isEmpty() && moves.get(0) instanceof Decision.Jump;
    }

    /** Would the side to move have a move with the pieces on {@code gone} off the board and checkers of its own on {@code added}? */
    boolean moveRemains(GameState s, long gone, long added) {
        return !plainMoves(boardAfter(s, gone, added)).isEmpty();
    }

    private static GameState boardAfter(GameState s, long gone, long added) {
        GameState.Builder b = s.toBuilder();
        for (long m = gone; m != 0; m &= m - 1) {
            b.clear(Long.numberOfTrailingZeros(m));
        }
        for (long m = added; m != 0; m &= m - 1) {
            b.set(Layer.of(s.player()), Long.numberOfTrailingZeros(m), true);
        }
        return b.build();
    }

    /**
     * The state of {@code s} as the side to move's main window would be with nothing pending: what it could
     * do once what the start of its turn brings is dealt with.
     */
    static GameState mainWindow(GameState s) {
        return s.pending().isEmpty() ? s : s.toBuilder().pending(List.of()).window(Window.MAIN).build();
    }

    /** Has the side to move anything to decide in its main window? Without, it has lost, and nothing is offered first. */
    boolean moverCanAct(GameState s) {
        return !legalDecisions(mainWindow(s)).isEmpty();
    }

    /**
     * Could one of {@code p}'s opponent's pieces jump a piece of {@code p}'s standing on {@code square},
     * with the square {@code vacated} empty (a plain jump over a plain piece: powers aside)?
     */
    boolean exposedOn(GameState s, Player p, int square, int vacated) {
        dev.kingme.rules.Topology t = topology();
        long empty = ~s.occupied() | (1L << vacated);
        for (Direction d : Direction.DIAGONALS) {
            int from = t.neighbour(square, d);
            int to = t.neighbour(square, d.reverse());
            if (from < 0 || to < 0 || from == vacated || s.owner(from) != p.opponent() || (empty & (1L << to)) == 0) {
                continue;
            }
            for (Direction m : directions(s, from)) {
                if (m == d.reverse()) {
                    return true;
                }
            }
        }
        return false;
    }

    // ---- text and what interfaces show ------------------------------------------------------------

    @Override
    protected String refusal(GameState s, Decision d, List<Decision> legal) {
        String why = text.refusal(s, d);
        return why != null ? why : super.refusal(s, d, legal);
    }

    @Override
    public String question(GameState s) {
        return !s.pending().isEmpty() && toAct(s) instanceof ToAct.Choice ? text.question(s.pending().get(0)) : "";
    }

    /** A power's decision as the power writes it ({@code suggest 9-13}); a bent jump names the square it jumps: {@code 10x19(15)}. */
    @Override
    public String notation(GameState s, Decision d) {
        if (d instanceof Decision.Act a) {
            Power p = Roster.powerOfAct(a.name());
            String written = p == null ? null : p.notation(this, a);
            if (written != null) {
                return written;
            }
        }
        if (d instanceof Decision.Jump j && TacticalMaster.bent(j)) {
            return name(j.from()) + "x" + name(j.to()) + "(" + name(j.over()) + ")";
        }
        return super.notation(s, d);
    }

    @Override
    public String notation(GameState s, List<Decision> line) {
        for (Decision d : line) {
            if (d instanceof Decision.Jump j && TacticalMaster.bent(j)) {
                return dev.kingme.rules.Rules.decisionByDecision(this, s, line);
            }
        }
        return super.notation(s, line);
    }

    /** The title of the power {@code d} uses; "" for a move, an answer, or a decline. */
    @Override
    public String power(GameState s, Decision d) {
        return text.power(s, d);
    }

    @Override
    public String describe(GameState s) {
        return text.describe(s);
    }

    @Override
    public List<String> turnNotes(GameState s) {
        return text.turnNotes(s);
    }

    @Override
    public List<TypedExample> typedExamples() {
        return text.typedExamples(black, white);
    }

    @Override
    public Persona character(Player p) {
        return hero(p).persona();
    }

    @Override
    public List<Layer> layers() {
        return Marks.ALL;
    }

    @Override
    public List<Counter> counters() {
        return Counters.ALL;
    }

    @Override
    public List<SquareCount> squareCounts() {
        return List.of(Marks.COINS);
    }

    @Override
    public List<SquareMark> marks(GameState s) {
        List<SquareMark> out = new ArrayList<>();
        for (Player p : Player.values()) {
            for (Power power : hero(p).powers()) {
                power.marks(this, s, p, out);
            }
        }
        return out;
    }
}
