package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Direction;
import dev.kingme.rules.Effect;
import dev.kingme.rules.Event;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Options;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Resolver;
import dev.kingme.rules.Rules;
import dev.kingme.rules.SideRecord;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Topology;
import dev.kingme.rules.Transition;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.Window;
import dev.kingme.rules.checkers.CheckersFen;
import dev.kingme.rules.checkers.CheckersRules;
import java.util.ArrayList;
import java.util.List;

/**
 * The character games in the general model, Fantasy RPG Checkers and Schlock Mercenary Checkers and any
 * mix of the two: checkers plus levels (the pool of captured checkers), saving throws, wounds, pennies,
 * dimes and the sixteen characters' powers.
 *
 * <p>The powers that interrupt a turn work through the state's pending queue ({@link Pending}): a saving
 * throw is a chance node of the saving side, a reaction (Cure Critical Wounds) or a choice inside an
 * effect (where Leap &amp; Stab's wounds go) is a decision in the {@link Window#REACTION} window, and the
 * rest of a move (the next hop, the end of the turn) waits at the back of the queue until all of that is
 * done. The start of every turn is an item of the queue too, so that what happens then (a terraport's
 * countdown, a heal offered to the opponent, Superior Tactician) happens in order. Rulings on the texts are
 * in {@code docs/rules/fantasy-rpg.md} and {@code docs/rules/schlock-mercenary.md}.
 */
final class CharacterRules extends CheckersRules {
    // pending kinds: chance
    static final String SAVE = "save";
    static final String DISBELIEVE = "disbelieve";
    static final String RESIST = "resist-charm";
    static final String ILLUSION_JUMP = "illusion-jump";
    static final String PORT_ROLL = "terraport-roll";
    // pending kinds: decisions
    static final String CURE_JUMP = "cure-jump";
    static final String CURE_KILL = "cure-kill";
    static final String STAB = "stab";
    static final String NERVES = "nerves-of-steel";
    static final String REGENERATE = "regenerate";
    static final String TACTICIAN = "superior-tactician";
    static final String HEAL = "heal";
    static final String TRANSPLANT = "transplant";
    static final String HINT = "suggest";
    static final String EXTRA = "extra-turn";
    // pending kinds: automatic
    static final String WOUND = "wound";
    static final String FINISH = "finish";
    static final String END = "end";
    static final String PASS_TURN = "pass-turn";
    static final String START = "start";
    static final String COUNTDOWN = "countdown";
    static final String MASER_PAY = "maser-pay";

    private final Hero black;
    private final Hero white;
    private final Powers powers;
    private final Mercenaries mercs;
    private final GameKind kind;
    /**
     * True under rulings 1, as games were played before the rulings that changed when powers are offered
     * (F12, S9, S12, S17, S21): kept so that games recorded then replay as they were played.
     */
    final boolean earlierRulings;

    CharacterRules(GameKind kind, Options options) {
        super(options);
        this.kind = kind;
        this.earlierRulings = options.get(FantasyRpg.RULINGS).equals("1");
        this.black = Hero.byId(options.get(FantasyRpg.BLACK));
        this.white = Hero.byId(options.get(FantasyRpg.WHITE));
        this.powers = new Powers(this);
        this.mercs = new Mercenaries(this);
    }

    @Override
    public GameKind kind() {
        return kind;
    }

    /** The character {@code p} plays. */
    Hero hero(Player p) {
        return p == Player.BLACK ? black : white;
    }

    /**
     * The character whose powers {@code p} has now: its own, or none in a turn for which its opponent
     * (Admiral Breya) neutralized all of its special powers, at the start of her turn or of its own (S9).
     * Victory conditions and the frame (levels, the mercenaries' pennies) are not powers and stay.
     */
    Hero active(GameState s, Player p) {
        return s.record(p.opponent()).get(Counters.TACTICS) > 0 ? Hero.NONE : hero(p);
    }

    /** True when {@code p}'s powers are neutralized this turn (Superior Tactician). */
    boolean neutralized(GameState s, Player p) {
        return hero(p) != Hero.NONE && active(s, p) == Hero.NONE;
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

    Hero heroOf(GameState s, int square) {
        Player p = s.owner(square);
        return p == null ? Hero.NONE : active(s, p);
    }

    /** Does either side play a Fantasy RPG character (then levels matter to someone)? */
    boolean levelsMatter() {
        return black.set() == Hero.Sets.FANTASY || white.set() == Hero.Sets.FANTASY;
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

    // ---- the start ----------------------------------------------------------------------------------

    @Override
    public GameState initial() {
        return atTurnStart(withPennies(startingPosition()).build());
    }

    @Override
    public GameState initial(String fen) {
        return atTurnStart(position(fen).build());
    }

    /** The position of a PDN FEN with the characters' starting pennies, before its first turn starts. */
    GameState.Builder position(String fen) {
        return withPennies(CheckersFen.parse(fen));
    }

    /**
     * The Smart Fighter's checkers start with a penny each (Loads of HP); the characters that start with
     * pennies get them; then the first turn starts.
     */
    private GameState.Builder withPennies(GameState.Builder b) {
        for (Player p : Player.values()) {
            if (hero(p) == Hero.FIGHTER) {
                for (long m = b.layer(Layer.of(p)); m != 0; m &= m - 1) {
                    Marks.COINS.set(b, Long.numberOfTrailingZeros(m), 1);
                }
            }
            b.record(p, b.record(p).plus(Counters.PENNIES, hero(p).startingPennies()));
        }
        return b;
    }

    /**
     * {@code s} (the side to move in its main window, nothing pending) with what happens at the start of a
     * turn done or waiting in the queue. Scenario set-ups use it after changing a position.
     */
    public GameState atTurnStart(GameState s) {
        if (!s.pending().isEmpty() || s.window() != Window.MAIN || s.agreed() != null) {
            return s;
        }
        return drain(Resolver.apply(s, topology(), List.of(new Effect.Enqueue(List.of(Pending.of(START, s.player(), 0))))))
                .state();
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
        switch (head.kind()) {
            case SAVE:
            case DISBELIEVE:
            case RESIST:
            case ILLUSION_JUMP:
            case PORT_ROLL:
                return new ToAct.Chance(chanceLabel(s, head), Outcome.d6("d6"));
            default:
                return new ToAct.Choice(head.player(), Window.REACTION);
        }
    }

    /** Material, wounds, pennies toward a penny victory, level difference and turns to pass ({@link Prospects}). */
    @Override
    public double heuristic(GameState s, Player p) {
        return Prospects.of(this, s, p);
    }

    /**
     * Asked for Master Sergeant Thurl's best move (Good Problem-solver, ruling S12), the opponent answers
     * honestly: in Thurl's interest, not its own.
     */
    @Override
    public Player inInterestOf(GameState s) {
        if (s.agreed() == null && !s.pending().isEmpty() && s.pending().get(0).kind().equals(HINT)) {
            return s.pending().get(0).player().opponent();
        }
        return super.inInterestOf(s);
    }

    private String chanceLabel(GameState s, Pending h) {
        String who = h.player().title();
        if (h.kind().equals(PORT_ROLL)) {
            return who + "'s terraport die: the turns until " + name(h.square()) + " moves to " + name(h.squares().get(1));
        }
        String ld = " (LD " + signed(ld(s, h.player())) + ")";
        switch (h.kind()) {
            case SAVE:
                return who + "'s saving throw for " + name(h.square()) + " against " + h.amount()
                        + (h.amount() == 1 ? " wound" : " wounds") + ld;
            case DISBELIEVE:
                return who + "'s saving throw against the illusion on " + name(h.square()) + ld;
            case RESIST:
                return who + "'s saving throw against the charm on " + name(h.square()) + ld;
            default:
                return who + "'s saving throw against the illusion jumping " + name(h.squares().get(1)) + ld;
        }
    }

    static String signed(int n) {
        return n > 0 ? "+" + n : String.valueOf(n);
    }

    @Override
    protected Verdict variantVerdict(GameState s) {
        return immediateVerdict(s);
    }

    /**
     * The endings that hold the moment they happen, even in the middle of a turn: a side without checkers
     * (both at once is a draw), Loot!'s level difference, a mercenary's pennies.
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
        if (hero(p) == Hero.THIEF && s.hops() >= 3) {
            return Verdict.win(p, "Loot!: " + p.title() + "'s Thief made a triple jump");
        }
        for (Player side : new Player[] {p, p.opponent()}) {
            if (hero(side) == Hero.THIEF && ld(s, side) >= 3) {
                return Verdict.win(side, "Loot!: " + side.title() + "'s Thief has LD " + signed(ld(s, side)));
            }
            int victory = hero(side).pennyVictory();
            if (victory > 0 && s.record(side).get(Counters.PENNIES) >= victory) {
                return Verdict.win(side, (hero(side) == Hero.TAGON ? "Very mercenary: " : "Mercenary: ")
                        + side.title() + "'s " + hero(side).title() + " has " + Counters.PENNIES.count(s.record(side).get(Counters.PENNIES)));
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
                out = new ArrayList<>(out);
                out.addAll(mercs.cannon(s, out));
            }
            return out;
        }
        Pending head = s.pending().get(0);
        Player who = head.player();
        List<Decision> out = new ArrayList<>();
        switch (head.kind()) {
            case CURE_JUMP:
            case CURE_KILL:
                out.add(Decision.Act.of(Powers.CURE_CRITICAL, head.square()));
                break;
            case NERVES:
                out.add(Decision.Act.of(Mercenaries.NERVES, head.square()));
                break;
            case STAB:
                add(out, Powers.STAB, stabTargets(s, head));
                break;
            case REGENERATE:
                add(out, Mercenaries.REGENERATE, homeRowVacancies(s, who));
                return out;
            case TACTICIAN:
                out.add(Decision.Act.of(Mercenaries.TACTICIAN));
                break;
            case HEAL:
                add(out, Mercenaries.HEAL, mercs.healSquares(s, who));
                break;
            case TRANSPLANT:
                add(out, Mercenaries.TRANSPLANT, Reach.checkers(s, who) & ~s.layer(Layer.KING));
                break;
            case HINT:
                for (int[] route : routes(s, who.opponent())) {
                    out.add(Decision.Act.of(Mercenaries.SUGGEST, route));
                }
                return out;
            case EXTRA:
                out.add(Decision.Act.of(Mercenaries.EXTRA_TURN));
                break;
            default:
                return out;
        }
        out.add(new Decision.Pass());
        return out;
    }

    static void add(List<Decision> out, String name, long squares) {
        for (long m = squares; m != 0; m &= m - 1) {
            out.add(Decision.Act.of(name, Long.numberOfTrailingZeros(m)));
        }
    }

    /** The empty dark squares of {@code p}'s home row (pieces jumped this move still stand on theirs). */
    long homeRowVacancies(GameState s, Player p) {
        long out = 0;
        for (long m = Topology.DARK_SQUARES.squares() & ~s.occupied(); m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            if (Topology.row(sq) == p.backRow()) {
                out |= 1L << sq;
            }
        }
        return out;
    }

    /**
     * Every whole move {@code p} could make now, as the squares it passes: a step's two squares, or a
     * capture's start and each landing square.
     */
    List<int[]> routes(GameState s, Player p) {
        GameState mine = s.player() == p ? s : s.toBuilder().player(p).window(Window.MAIN).pending(List.of()).build();
        List<int[]> out = new ArrayList<>();
        List<Decision> first = plainMoves(mine);
        for (Decision d : first) {
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

    /** May {@code p}'s capture go on after a hop? Not for Lieutenant DerTrihs with 5 to 8 pieces (head in a jar). */
    boolean mayContinue(GameState s, Player p) {
        int pieces = Long.bitCount(Reach.checkers(s, p));
        return !(hero(p) == Hero.DERTRIHS && pieces > 4 && pieces < 9);
    }

    /**
     * The powers beside the moves. A side that has no move has lost (checkers' rule), so when nothing it
     * could do replaces the move, a power used before moving is offered only where it could give the side a
     * move (a shot or a heal that clears or makes the way, a save against an illusion or a charm in the way),
     * never where it cannot (Kevyn's terraport, Thurl's question): a blocked side is not asked to pay for
     * nothing before it loses (S21).
     */
    @Override
    protected List<Decision> extraDecisions(GameState s, boolean captureAvailable) {
        List<Decision> out = new ArrayList<>(powers.decisions(s, captureAvailable));
        out.addAll(mercs.decisions(s, captureAvailable));
        if (earlierRulings || captureAvailable || !plainMoves(s).isEmpty()) {
            return out;
        }
        for (Decision d : out) {
            if (!BEFORE_MOVING.contains(((Decision.Act) d).name())) {
                return out;  // a power that replaces the move: the side can act
            }
        }
        out.removeIf(d -> !couldGiveAMove(s, (Decision.Act) d));
        return out;
    }

    /** Powers used before moving, that leave the move still to make. */
    private static final java.util.Set<String> BEFORE_MOVING = java.util.Set.of(Powers.SHOOT, Powers.DISBELIEVE,
            Powers.RESIST, Mercenaries.TERRAPORT, Mercenaries.ASK, Mercenaries.HEAL);

    /** Could the power {@code a}, used before moving, give the side to move a move it does not have now? */
    private boolean couldGiveAMove(GameState s, Decision.Act a) {
        int sq = a.squares().isEmpty() ? -1 : a.squares().get(0);
        switch (a.name()) {
            case Powers.SHOOT:
                return powers.kills(s, sq) && moveRemains(s, 1L << sq, 0);
            case Mercenaries.HEAL:
                return moveRemains(s, 0, 1L << sq);
            case Powers.DISBELIEVE:
            case Powers.RESIST:
                return true;  // a save may clear the way
            default:
                return false;
        }
    }

    /** Would the side to move have a move with the pieces on {@code gone} off the board and checkers of its own on {@code added}? */
    private boolean moveRemains(GameState s, long gone, long added) {
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

    @Override
    protected List<Effect> extraEffects(GameState s, Decision d) {
        return Mercenaries.owns(((Decision.Act) d).name()) ? mercs.effects(s, d) : powers.effects(s, d);
    }

    @Override
    protected boolean mayBeJumped(GameState s, int square) {
        if (s.has(Marks.SHIELDED, square)) {
            return false;
        }
        Hero h = heroOf(s, square);
        Player owner = s.owner(square);
        if (h == Hero.FOBIUS && owner != s.player() && s.record(owner).get(Counters.GUARD) > 0) {
            return false;
        }
        return !(h == Hero.BARD && Marks.COINS.get(s, square) > 0 && !s.has(Marks.ILLUSION, square));
    }

    /** Straight jumps, and with the Smart Fighter's positive LD the bent ones of Tactical Master. */
    @Override
    protected void addJumps(GameState s, int from, List<Decision> out) {
        int before = out.size();
        super.addJumps(s, from, out);
        Player owner = s.owner(from);
        if (owner == null || active(s, owner) != Hero.FIGHTER || ld(s, owner) <= 0 || !mayMove(s, from)) {
            return;
        }
        long opponents = s.pieces(owner.opponent()) & ~s.jumped();
        long occupied = s.occupied();
        Topology t = topology();
        for (Direction d : directions(s, from)) {
            int over = t.neighbour(from, d);
            if (over < 0 || (opponents & (1L << over)) == 0 || !mayBeJumped(s, over)) {
                continue;
            }
            for (Direction bend : Powers.bends(d)) {
                int to = t.neighbour(over, bend);
                if (to >= 0 && (occupied & (1L << to)) == 0) {
                    Decision.Jump j = new Decision.Jump(from, over, to);
                    if (!out.subList(before, out.size()).contains(j)) {
                        out.add(j);
                    }
                }
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

    // ---- what follows -------------------------------------------------------------------------------

    @Override
    public Transition step(GameState s, Decision d) {
        List<Decision> legal = legalDecisions(s);
        if (!legal.contains(d)) {
            throw new IllegalDecisionException(refusal(s, d, legal));
        }
        List<Effect> fx = s.pending().isEmpty() ? turnEffects(s, d) : reactionEffects(s, d);
        return drain(Resolver.apply(withStartRecorded(s), topology(), fx));
    }

    /**
     * The turn ends in a later application of effects than the one the turn starts in, so the position a
     * game started from is recorded for repetition here, before the first turn, rather than there.
     */
    private static GameState withStartRecorded(GameState s) {
        if (s.history().length > 0) {
            return s;
        }
        return s.toBuilder().history(new long[] {s.positionHash()}).build();
    }

    /** A move, a power or a spell in the main window or mid-capture; the end of the move is queued. */
    private List<Effect> turnEffects(GameState s, Decision d) {
        List<Effect> fx = new ArrayList<>(effects(s, d));
        // the move ends through the queue (its rewards, reactions, the turn passing): the pool is counted then
        fx.removeIf(e -> e instanceof Effect.Count c && c.quiet() && c.counter() == Counters.POOL);
        Effect last = fx.isEmpty() ? null : fx.get(fx.size() - 1);
        Player mover = s.player();
        if (d instanceof Decision.Jump j) {
            fx.remove(fx.size() - 1);
            boolean crowned = !s.has(Layer.KING, j.from()) && crowns(mover, j.to());
            List<Pending> queue = new ArrayList<>();
            if (s.has(Marks.ILLUSION, j.from())) {
                queue.add(Pending.of(ILLUSION_JUMP, mover.opponent(), 0, j.to(), j.over()));
            }
            if (s.has(Marks.ILLUSION, j.over())) {
                fx.add(new Effect.Note("illusion", List.of(j.over()), name(j.over()) + " is an illusion:"
                        + " jumping it captures nothing, and it vanishes when the move ends"));
            } else {
                if (hero(mover.opponent()) == Hero.CLERIC) {
                    queue.add(Pending.of(CURE_JUMP, mover.opponent(), 0, j.over()));
                } else if (hero(mover.opponent()) == Hero.TAGON) {
                    queue.add(Pending.of(NERVES, mover.opponent(), 0, j.over()));
                }
            }
            if (active(s, mover) == Hero.RANGER && s.hops() + 1 == 2) {
                queue.add(Pending.of(STAB, mover, 1 + Math.max(0, ld(s, mover)), j.to()));
            }
            queue.add(Pending.of(FINISH, mover, crowned ? 1 : 0, j.to()));
            fx.add(new Effect.Enqueue(queue));
        } else if (last instanceof Effect.EndTurn e) {
            // an arrow shot earlier in the turn wounded something: that is progress too
            boolean progress = e.progress() || s.record(mover).get(Counters.SHOTS) > 0;
            boolean crowned = d instanceof Decision.Step st && !s.has(Layer.KING, st.from()) && crowns(mover, st.to());
            fx.set(fx.size() - 1, new Effect.Enqueue(List.of(end(mover, progress, crowned))));
        }
        return fx;
    }

    static Pending end(Player mover, boolean progress) {
        return end(mover, progress, false);
    }

    /** The end of a move; {@code crowned}: the move crowned a man (Regeneration comes after what it earned). */
    static Pending end(Player mover, boolean progress, boolean crowned) {
        return Pending.of(END, mover, (progress ? 1 : 0) | (crowned ? 2 : 0));
    }

    /** A decision in the reaction window: the head of the queue is dealt with. */
    private List<Effect> reactionEffects(GameState s, Decision d) {
        Pending head = s.pending().get(0);
        if (d instanceof Decision.Pass) {
            return pass(s, head);
        }
        Decision.Act a = (Decision.Act) d;
        int sq = a.squares().isEmpty() ? -1 : a.squares().get(0);
        Player who = head.player();
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Dequeue());
        switch (head.kind()) {
            case CURE_JUMP:
            case CURE_KILL:
                fx.add(new Effect.Count(who, Counters.PENNIES, -3));
                fx.add(new Effect.Count(who, Counters.SKIPS, 1));
                fx.add(new Effect.Note("spell", List.of(sq), who.title() + " casts Cure Critical Wounds: " + name(sq)
                        + " is not captured, and " + who.title() + " will pass the next turn"));
                if (head.kind().equals(CURE_JUMP)) {
                    fx.add(new Effect.Unjump(sq));
                }
                fx.add(new Effect.SetLayer(Marks.SHIELDED, sq, true));
                return fx;
            case STAB:
                fx.add(new Effect.Note("stab", List.of(sq), "Leap & Stab: " + name(sq) + " takes a wound"));
                if (head.amount() > 1) {
                    fx.add(new Effect.Enqueue(List.of(Pending.of(STAB, who, head.amount() - 1, head.square()))));
                }
                fx.addAll(wound(s, sq, 1));
                return fx;
            default:
                fx.addAll(mercs.reaction(s, head, a));
                return fx;
        }
    }

    /** What declining the head of the queue (or its lapsing) does. */
    private List<Effect> pass(GameState s, Pending head) {
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Dequeue());
        if (head.kind().equals(CURE_KILL)) {
            fx.addAll(kill(s, head.square(), s.player()));
        }
        return fx;
    }

    @Override
    public Transition chance(GameState s, Outcome outcome) {
        if (!(toAct(s) instanceof ToAct.Chance c) || !c.outcomes().contains(outcome)) {
            throw new IllegalDecisionException("\"" + outcome.label() + "\" is not a chance outcome now");
        }
        Pending head = s.pending().get(0);
        int roll = outcome.value();
        if (head.kind().equals(PORT_ROLL)) {
            List<Effect> fx = new ArrayList<>();
            fx.add(new Effect.Dequeue());
            fx.addAll(mercs.portRolled(s, head, roll));
            return drain(Resolver.apply(s, topology(), fx));
        }
        int ld = ld(s, head.player());
        boolean saved = saves(roll, ld);
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Dequeue());
        fx.add(new Effect.Note("roll", head.squares(), head.player().title() + " rolls " + roll + (roll == 6 ? " (a natural 6)"
                : ", LD " + signed(ld) + ": " + (roll + ld)) + (saved ? ", saved" : ", failed") + " - " + chanceLabel(s, head)));
        int sq = head.square();
        switch (head.kind()) {
            case SAVE:
                int wounds = saved ? head.amount() - 1 : head.amount();
                if (wounds > 0) {
                    fx.add(new Effect.Enqueue(List.of(Pending.of(WOUND, head.player(), wounds, sq))));
                }
                break;
            case DISBELIEVE:
                fx.add(saved ? new Effect.Remove(sq, "dispelled") : new Effect.SetLayer(Marks.TRIED, sq, true));
                break;
            case RESIST:
                fx.add(saved ? new Effect.Tally(Marks.COINS, sq, -Marks.COINS.get(s, sq)) : new Effect.SetLayer(Marks.TRIED, sq, true));
                break;
            default:
                if (saved) {
                    fx.add(new Effect.Remove(sq, "dispelled"));
                    fx.add(new Effect.Unjump(head.squares().get(1)));
                }
                break;
        }
        return drain(Resolver.apply(s, topology(), fx));
    }

    // ---- the queue ----------------------------------------------------------------------------------

    /** Deals with every item of the queue that needs nobody to decide, until one does or it is empty. */
    Transition drain(Transition t) {
        GameState s = t.state();
        List<Event> events = new ArrayList<>(t.events());
        while (!s.pending().isEmpty() && s.agreed() == null) {
            Verdict now = immediateVerdict(s);
            List<Effect> fx = now != null ? settled(s, now) : automatic(s, s.pending().get(0));
            if (fx == null) {
                break;
            }
            Transition next = Resolver.apply(s, topology(), fx);
            events.addAll(next.events());
            s = next.state();
        }
        return new Transition(s, events);
    }

    /**
     * The game ends with {@code verdict} in the middle of a move: the captures made so far are settled
     * first (what they earn, when the move's end has not paid it yet, and the jumped pieces off the board
     * into the pool), so the final position and status are those of the move completed.
     */
    private List<Effect> settled(GameState s, Verdict verdict) {
        List<Effect> fx = new ArrayList<>();
        if (s.jumped() != 0) {
            boolean unpaid = false;
            for (Pending p : s.pending()) {
                unpaid |= p.kind().equals(FINISH) || p.kind().equals(END);
            }
            if (unpaid) {
                fx.addAll(captureRewards(s));
            }
            fx.add(pooled(s, s.jumped()));
            fx.add(new Effect.TakeJumped());
        }
        fx.add(new Effect.Agree(verdict));
        return fx;
    }

    /** The effects of the queue's head when nobody decides it now, or null when someone must. */
    private List<Effect> automatic(GameState s, Pending h) {
        int sq = h.square();
        Player who = h.player();
        switch (h.kind()) {
            case END:
                return endOfMove(s, (h.amount() & 1) != 0, (h.amount() & 2) != 0);
            case PASS_TURN:
                return passTurn(s, (h.amount() & 1) != 0, (h.amount() & 2) != 0);
            case START:
                return startOfTurn(s);
            case FINISH: {
                List<Effect> fx = new ArrayList<>();
                fx.add(new Effect.Dequeue());
                List<Decision> more = new ArrayList<>();
                if (h.amount() == 0 && s.owner(sq) == s.player() && mayContinue(s, s.player())) {
                    addJumps(s, sq, more);
                }
                if (more.isEmpty()) {
                    fx.add(new Effect.Enqueue(List.of(end(s.player(), true, h.amount() == 1))));
                } else {
                    fx.add(new Effect.ContinueChain(sq));
                }
                return fx;
            }
            case WOUND: {
                List<Effect> fx = new ArrayList<>();
                fx.add(new Effect.Dequeue());
                fx.addAll(wound(s, sq, h.amount()));
                return fx;
            }
            case SAVE:
                return s.owner(sq) == who ? null : List.of(new Effect.Dequeue());
            case DISBELIEVE:
                return s.has(Marks.ILLUSION, sq) ? null : List.of(new Effect.Dequeue());
            case RESIST:
                return Marks.COINS.get(s, sq) > 0 && s.owner(sq) == who.opponent() ? null : List.of(new Effect.Dequeue());
            case ILLUSION_JUMP:
                return s.has(Marks.ILLUSION, sq) && (s.jumped() & (1L << h.squares().get(1))) != 0 ? null
                        : List.of(new Effect.Dequeue());
            case CURE_JUMP:
                return active(s, who) == Hero.CLERIC && s.record(who).get(Counters.PENNIES) >= 3 && (s.jumped() & (1L << sq)) != 0
                        ? null : pass(s, h);
            case CURE_KILL:
                return active(s, who) == Hero.CLERIC && s.record(who).get(Counters.PENNIES) >= 3 && s.owner(sq) == who ? null
                        : pass(s, h);
            case STAB:
                return h.amount() > 0 && stabTargets(s, h) != 0 ? null : pass(s, h);
            default:
                return mercs.automatic(s, h);
        }
    }

    /** Enemies next to the Ranger's checker that made the second jump (not the ones jumped this move). */
    long stabTargets(GameState s, Pending stab) {
        int at = stab.square();
        Player ranger = stab.player();
        if (s.owner(at) != ranger) {
            return 0;
        }
        return Reach.around(at) & s.pieces(ranger.opponent()) & ~s.jumped() & ~s.layer(Marks.SHIELDED);
    }

    /**
     * The end of a move: the rewards of the captures made in it (arrows, pennies for levels gained, the
     * Smart penny, the mercenaries' pennies), Reverend Fobius's protection, then Sergeant Schlock's
     * Regeneration after a crowning, the offer of another turn (Master Sergeant Thurl) and the turn passing.
     */
    private List<Effect> endOfMove(GameState s, boolean progress, boolean crowned) {
        Player mover = s.player();
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Dequeue());
        fx.addAll(captureRewards(s));
        Player other = mover.opponent();
        if (hero(other) == Hero.FOBIUS) {
            int lost = s.record(other).get(Counters.LOST) + Long.bitCount(s.jumped() & Reach.checkers(s, other));
            int guard = lost > 0 ? 1 : 0;
            if (guard != s.record(other).get(Counters.GUARD)) {
                fx.add(new Effect.Count(other, Counters.GUARD, guard - s.record(other).get(Counters.GUARD)));
            }
            if (guard > 0) {
                fx.add(new Effect.Note("guard", List.of(), "Clerical status: none of " + other.title()
                        + "'s pieces may be jumped in " + mover.title() + "'s next turn"));
            }
        }
        List<Pending> queue = new ArrayList<>();
        if (crowned && active(s, mover) == Hero.SCHLOCK) {
            // after the pennies: a move that earned the winning penny has won, and nothing is asked (S2, S6)
            queue.add(Pending.of(REGENERATE, mover, 0));
        }
        if (active(s, mover) == Hero.THURL) {
            queue.add(Pending.of(EXTRA, mover, 0));
        }
        queue.add(Pending.of(PASS_TURN, mover, progress ? 1 : 0));
        fx.add(new Effect.Enqueue(queue));
        return fx;
    }

    /**
     * What the captures of the move under way earn the side to move: arrows, pennies for levels gained,
     * the Smart penny and the mercenaries' pennies (paid when the move ends, or when it wins before).
     */
    private List<Effect> captureRewards(GameState s) {
        Player mover = s.player();
        List<Effect> fx = new ArrayList<>();
        int levels = 0;
        int captures = 0;
        for (long m = s.jumped(); m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            if (!s.has(Marks.ILLUSION, sq)) {
                levels += s.has(Layer.KING, sq) ? 2 : 1;
                captures++;
            }
        }
        if (active(s, mover) == Hero.FIGHTER && s.hops() >= 2) {
            fx.add(new Effect.Note("smart", List.of(), "Smart: " + mover.title() + " puts a penny in the pool"));
            fx.add(new Effect.Count(mover, Counters.POOL_PENNIES, 1));
            levels++;
        }
        if (hero(mover).mercenary() && s.hops() >= 2) {
            int pennies = s.hops() - 1;
            fx.add(new Effect.Note("mercenary", List.of(), "Mercenary: " + mover.title() + " earns "
                    + Counters.PENNIES.count(pennies) + " for " + s.hops() + " jumps in one move"));
            fx.add(new Effect.Count(mover, Counters.PENNIES, pennies));
        }
        fx.addAll(rewards(s, mover, levels, captures));
        return fx;
    }

    /**
     * What the end of a turn clears before the turn passes: the captured pieces counted into the mover's pool
     * as they leave the board, and the marks and counts that last one turn.
     */
    private List<Effect> turnEnds(GameState s) {
        List<Effect> fx = new ArrayList<>();
        fx.add(pooled(s, s.jumped()));
        for (Layer l : Marks.FOR_THE_TURN) {
            if (s.layer(l) != 0) {
                fx.add(new Effect.ClearLayer(l));
            }
        }
        for (Player p : Player.values()) {
            for (dev.kingme.rules.Counter c : Counters.FOR_THE_TURN) {
                if (s.record(p).get(c) != 0) {
                    fx.add(new Effect.Count(p, c, -s.record(p).get(c), true));
                }
            }
        }
        return fx;
    }

    /** An illusion is no checker: jumping it puts nothing in the pool. */
    @Override
    protected int checkersIn(GameState s, int square) {
        return s.has(Marks.ILLUSION, square) ? 0 : super.checkersIn(s, square);
    }

    /**
     * The turn passes: to the opponent, or back to the mover when it takes another turn; a side that cast
     * Cure Critical Wounds passes its turns; then the next turn starts.
     */
    private List<Effect> passTurn(GameState s, boolean progress, boolean again) {
        Player mover = s.player();
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Dequeue());
        fx.addAll(turnEnds(s));
        fx.add(new Effect.EndTurn(progress, 0, Window.MAIN));
        Player next = mover.opponent();
        if (again) {
            fx.add(new Effect.Note("pass", List.of(), next.title() + "'s turn is skipped: " + mover.title() + " takes another turn"));
            fx.add(new Effect.EndTurn(false, 0, Window.MAIN));
            next = mover;
        }
        int[] skips = {s.record(Player.BLACK).get(Counters.SKIPS), s.record(Player.WHITE).get(Counters.SKIPS)};
        while (skips[next.ordinal()] > 0) {
            skips[next.ordinal()]--;
            fx.add(new Effect.Count(next, Counters.SKIPS, -1));
            fx.add(new Effect.Note("pass", List.of(), next.title() + " passes this turn (Cure Critical Wounds)"));
            fx.add(new Effect.EndTurn(false, 0, Window.MAIN));
            next = next.opponent();
        }
        fx.add(new Effect.Enqueue(List.of(Pending.of(START, next, 0))));
        return fx;
    }

    /** What happens at the start of a turn, in this order: Superior Tactician, the terraport, a transplant, a heal. */
    private List<Effect> startOfTurn(GameState s) {
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Dequeue());
        fx.addAll(mercs.startOfTurn(s));
        return fx;
    }

    /** What {@code p} gains for {@code levels} new levels and {@code captures} captures. */
    List<Effect> rewards(GameState s, Player p, int levels, int captures) {
        List<Effect> fx = new ArrayList<>();
        if (active(s, p).spellcaster() && levels > 0) {
            fx.add(new Effect.Count(p, Counters.PENNIES, levels));
        }
        if (active(s, p) == Hero.THIEF && captures > 0) {
            fx.add(new Effect.Count(p, Counters.ARROWS, captures));
        }
        if (active(s, p) == Hero.DERTRIHS && captures > 0 && Long.bitCount(Reach.checkers(s, p)) <= 4) {
            fx.add(new Effect.Note("robot", List.of(), "Big robot body: " + p.title() + " earns "
                    + Counters.PENNIES.count(captures) + " for " + (captures == 1 ? "a capture" : captures + " captures")));
            fx.add(new Effect.Count(p, Counters.PENNIES, captures));
        }
        return fx;
    }

    /**
     * {@code n} wounds to the piece on {@code square}, dealt by the side to move: an illusion vanishes; a
     * Smart Fighter's penny takes a wound first; a healthy checker is turned face down; a wounded one is
     * captured (into the wounding side's pool; a Stalwart Cleric may first react in the opponent's turn).
     */
    List<Effect> wound(GameState s, int square, int n) {
        Player owner = s.owner(square);
        List<Effect> fx = new ArrayList<>();
        if (owner == null || n <= 0) {
            return fx;
        }
        if (s.has(Marks.ILLUSION, square)) {
            fx.add(new Effect.Remove(square, "dispelled"));
            return fx;
        }
        int coins = active(s, owner) == Hero.FIGHTER ? Marks.COINS.get(s, square) : 0;
        boolean wounded = s.has(Marks.WOUNDED, square);
        for (int i = 0; i < n; i++) {
            if (coins > 0) {
                coins--;
                fx.add(new Effect.Tally(Marks.COINS, square, -1));
            } else if (!wounded) {
                wounded = true;
                fx.add(new Effect.SetLayer(Marks.WOUNDED, square, true));
            } else {
                fx.addAll(capture(s, square));
                break;
            }
        }
        return fx;
    }

    /**
     * The piece on {@code square} is captured otherwise than by a jump, by the side to move: an illusion
     * vanishes; a Stalwart Cleric's checker in the opponent's turn may first be cured; otherwise it goes.
     */
    List<Effect> capture(GameState s, int square) {
        Player owner = s.owner(square);
        if (owner == null) {
            return List.of();
        }
        if (s.has(Marks.ILLUSION, square)) {
            return List.of(new Effect.Remove(square, "dispelled"));
        }
        if (owner != s.player() && active(s, owner) == Hero.CLERIC && s.record(owner).get(Counters.PENNIES) >= 3) {
            return List.of(new Effect.Enqueue(List.of(Pending.of(CURE_KILL, owner, 0, square))));
        }
        return kill(s, square, s.player());
    }

    /**
     * The piece on {@code square} is captured otherwise than by a jump: into {@code by}'s pool, with what
     * that earns, unless it is {@code by}'s own, which goes to no pool.
     */
    List<Effect> kill(GameState s, int square, Player by) {
        List<Effect> fx = new ArrayList<>();
        Player owner = s.owner(square);
        if (s.has(Marks.ILLUSION, square)) {
            fx.add(new Effect.Remove(square, "dispelled"));
            return fx;
        }
        int checkers = s.has(Layer.KING, square) ? 2 : 1;
        fx.add(new Effect.Remove(square, owner == by ? "lost" : "killed"));
        fx.add(new Effect.Count(owner, Counters.LOST, 1));
        if (owner != by) {
            fx.add(new Effect.Count(by, Counters.POOL, checkers));
            fx.addAll(rewards(s, by, checkers, 1));
        }
        return fx;
    }

    // ---- refusals and text --------------------------------------------------------------------------

    @Override
    protected String refusal(GameState s, Decision d, List<Decision> legal) {
        ToAct who = toAct(s);
        if (who instanceof ToAct.Terminal t) {
            return "the game is over: " + t.verdict().reason();
        }
        if (who instanceof ToAct.Chance c) {
            return "no decision now: the dice decide (" + c.what() + ")";
        }
        if (!s.pending().isEmpty()) {
            Pending head = s.pending().get(0);
            return head.player().title() + " must first decide " + question(head);
        }
        if (d instanceof Decision.Act a && Mercenaries.owns(a.name())) {
            return mercs.refusal(s, a);
        }
        if (d instanceof Decision.Act a && !a.name().equals("huff")) {
            return powers.refusal(s, a);
        }
        if (d instanceof Decision.Jump j && s.owner(j.from()) == s.player() && s.owner(j.over()) == s.player().opponent()
                && !mayBeJumped(s, j.over())) {
            return whyNotJumped(s, j.over());
        }
        if (d instanceof Decision.Jump j && s.window() == Window.MID_CHAIN && s.owner(j.from()) == s.player()
                && !mayContinue(s, s.player())) {
            return "Lieutenant DerTrihs's head in a jar: with 5 to 8 pieces his captures stop after one jump";
        }
        return super.refusal(s, d, legal);
    }

    @Override
    public String question(GameState s) {
        return !s.pending().isEmpty() && toAct(s) instanceof ToAct.Choice ? question(s.pending().get(0)) : "";
    }

    /** Why the piece on {@code square} may not be jumped now. */
    String whyNotJumped(GameState s, int square) {
        if (s.has(Marks.SHIELDED, square)) {
            return name(square) + " was saved this turn (Cure Critical Wounds or Nerves of Steel) and may not be "
                    + "jumped again";
        }
        if (heroOf(s, square) == Hero.FOBIUS) {
            return "none of Reverend Fobius's pieces may be jumped this turn: one of them was captured in "
                    + s.player().title() + "'s last turn";
        }
        return name(square) + " is charmed: it may not be jumped (resist-charm " + name(square)
                + " tries to break the charm)";
    }

    /** What the head of the queue asks its side to decide, in words. */
    String question(Pending head) {
        String on = head.square() >= 0 ? name(head.square()) : "";
        switch (head.kind()) {
            case STAB:
                return "where Leap & Stab's wounds go (stab a square next to " + on + ", or pass)";
            case CURE_JUMP:
            case CURE_KILL:
                return "whether to cast Cure Critical Wounds on " + on + " (or pass)";
            case NERVES:
                return "whether Nerves of Steel keeps " + on + " (a penny, or pass)";
            case REGENERATE:
                return "where Regeneration puts the piece back (regenerate and a free square of the home row)";
            case TACTICIAN:
                return "whether to neutralize " + head.player().opponent().title() + "'s powers for this turn"
                        + " (superior-tactician for a penny, or pass)";
            case HEAL:
                return "whether to heal a captured checker (heal and a square, for 2 pennies, or pass)";
            case TRANSPLANT:
                return "which checker to king for the robot body (transplant and a square, or pass)";
            case HINT:
                return "which move they think is " + head.player().opponent().title() + "'s best (suggest and the move)";
            case EXTRA:
                return "whether to take another turn (extra-turn for 2 pennies, or pass)";
            default:
                return head.kind();
        }
    }

    boolean crownsOn(Player p, int square) {
        return crowns(p, square);
    }

    Direction[] directionsOf(GameState s, int square) {
        return directions(s, square);
    }

    /**
     * Could one of {@code p}'s opponent's pieces jump a piece of {@code p}'s standing on {@code square},
     * with the square {@code vacated} empty (a plain jump over a plain piece: powers aside)?
     */
    boolean exposedOn(GameState s, Player p, int square, int vacated) {
        Topology t = topology();
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

    String square(int sq) {
        return name(sq);
    }

    /** A bent jump names the square it jumps: {@code 10x19(15)}. */
    @Override
    public String notation(GameState s, Decision d) {
        if (d instanceof Decision.Act a && a.name().equals(Mercenaries.SUGGEST)) {
            return Mercenaries.SUGGEST + " " + mercs.route(a.squares());
        }
        if (d instanceof Decision.Jump j && Powers.bent(j)) {
            return name(j.from()) + "x" + name(j.to()) + "(" + name(j.over()) + ")";
        }
        return super.notation(s, d);
    }

    @Override
    public String notation(GameState s, List<Decision> line) {
        for (Decision d : line) {
            if (d instanceof Decision.Jump j && Powers.bent(j)) {
                return Rules.decisionByDecision(this, s, line);
            }
        }
        return super.notation(s, line);
    }

    /** The saves tried this turn, and the pieces saved this turn that may not be jumped again. */
    @Override
    public List<String> turnNotes(GameState s) {
        List<String> out = new ArrayList<>();
        if (s.layer(Marks.TRIED) != 0) {
            out.add("Saving throws already tried this turn against: " + squares(s.layer(Marks.TRIED)) + ".");
        }
        if (s.layer(Marks.SHIELDED) != 0) {
            out.add("May not be jumped again this turn: " + squares(s.layer(Marks.SHIELDED)) + ".");
        }
        return out;
    }

    /** The squares of {@code mask} by number, in board order: "9, 14". */
    String squares(long mask) {
        StringBuilder sb = new StringBuilder();
        for (long m = mask; m != 0; m &= m - 1) {
            sb.append(sb.length() == 0 ? "" : ", ").append(name(Long.numberOfTrailingZeros(m)));
        }
        return sb.toString();
    }

    @Override
    public List<Layer> layers() {
        return Marks.ALL;
    }

    @Override
    public List<dev.kingme.rules.Counter> counters() {
        return Counters.ALL;
    }

    @Override
    public List<dev.kingme.rules.SquareCount> squareCounts() {
        return List.of(Marks.COINS);
    }

    /** The square each terraport under way will move its piece to (Commander Kevyn's second dime). */
    @Override
    public List<dev.kingme.rules.SquareMark> marks(GameState s) {
        List<dev.kingme.rules.SquareMark> out = new ArrayList<>();
        for (Player p : Player.values()) {
            int port = s.record(p).get(Counters.PORT);
            if (port > 0 && port <= 64 && (s.pieces(p) & s.layer(Marks.TERRAPORT)) != 0) {
                out.add(new dev.kingme.rules.SquareMark(port - 1, p, "terraport-destination", "*", "terraport destination"));
            }
        }
        return out;
    }

    @Override
    public List<TypedExample> typedExamples() {
        return PowerForms.of(black, white);
    }

    @Override
    public dev.kingme.rules.Persona character(Player p) {
        return hero(p).persona();
    }

    @Override
    public String power(GameState s, Decision d) {
        return PowerNames.of(d);
    }

    @Override
    public String describe(GameState s) {
        StringBuilder sb = new StringBuilder();
        for (Player p : Player.values()) {
            Hero h = hero(p);
            SideRecord r = s.record(p);
            sb.append(sb.length() == 0 ? "" : "\n").append(p.title()).append(" (").append(h.title()).append("): ");
            if (levelsMatter()) {
                sb.append("level ").append(level(s, p)).append(", LD ").append(signed(ld(s, p))).append(", ");
            }
            sb.append("pool ").append(r.get(Counters.POOL));
            if (r.get(Counters.POOL_PENNIES) > 0) {
                sb.append(" + ").append(r.get(Counters.POOL_PENNIES)).append(" penny");
            }
            if (h.spellcaster() || h.set() == Hero.Sets.SCHLOCK || r.get(Counters.PENNIES) > 0) {
                sb.append(", pennies ").append(r.get(Counters.PENNIES));
                if (h.pennyVictory() > 0) {
                    sb.append(" (").append(h.pennyVictory()).append(" to win)");
                }
            }
            if (h == Hero.ENNESBY) {
                sb.append(", dimes ").append(r.get(Counters.DIMES)).append(" (the next maser costs ").append(r.get(Counters.DIMES) + 1)
                        .append(r.get(Counters.DIMES) == 0 ? " penny)" : " pennies)");
            }
            if (h == Hero.THIEF) {
                sb.append(", arrows ").append(r.get(Counters.ARROWS)).append(", shots this turn ")
                        .append(r.get(Counters.SHOTS)).append(" of ").append((level(s, p) + 1) / 2);
            }
            if (h == Hero.DERTRIHS) {
                int n = Long.bitCount(Reach.checkers(s, p));
                sb.append(n > 8 ? ", normal checkers" : n > 4 ? ", head in a jar (no double jumps)" : ", big robot body");
            }
            Integer port = Mercenaries.terraportUnderWay(s, p);
            if (port != null && port >= 0 && r.get(Counters.COUNTDOWN) > 0) {
                int left = r.get(Counters.COUNTDOWN);
                sb.append(", terraport ").append(name(port)).append(" to ").append(name(r.get(Counters.PORT) - 1))
                        .append(" in ").append(left).append(left == 1 ? " turn" : " turns");
            }
            if (h == Hero.FOBIUS && r.get(Counters.GUARD) > 0) {
                // the opponent's move is over (its turn is passing) when the protection was just earned
                boolean next = s.player() == p || s.pending().stream().anyMatch(q -> q.kind().equals(PASS_TURN));
                sb.append(", protected: no piece may be jumped in ").append(p.opponent().title()).append("'s ")
                        .append(next ? "next turn" : "turn");
            }
            if (r.get(Counters.TACTICS) > 0) {
                sb.append(", ").append(p.opponent().title()).append("'s powers neutralized this turn");
            }
            if (r.get(Counters.SKIPS) > 0) {
                sb.append(", passes the next ").append(r.get(Counters.SKIPS) == 1 ? "turn" : r.get(Counters.SKIPS) + " turns");
            }
        }
        return sb.toString();
    }
}
