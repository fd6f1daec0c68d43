package dev.kingme.rules.fantasy;

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
import dev.kingme.rules.SideRecord.Counter;
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
 * Fantasy RPG Checkers in the general model: checkers plus levels (the pool of captured checkers),
 * saving throws, wounds, pennies and the six characters' powers.
 *
 * <p>The powers that interrupt a turn work through the state's pending queue ({@link Pending}): a saving
 * throw is a chance node of the saving side, a reaction (Cure Critical Wounds) or a choice inside an
 * effect (where Leap &amp; Stab's wounds go) is a decision in the {@link Window#REACTION} window, and the
 * rest of a move (the next hop, the end of the turn) waits at the back of the queue until all of that is
 * done. Rulings on the text are in {@code docs/rules/fantasy-rpg.md}.
 */
final class FantasyRules extends CheckersRules {
    // pending kinds: chance
    static final String SAVE = "save";
    static final String DISBELIEVE = "disbelieve";
    static final String RESIST = "resist-charm";
    static final String ILLUSION_JUMP = "illusion-jump";
    // pending kinds: decisions
    static final String CURE_JUMP = "cure-jump";
    static final String CURE_KILL = "cure-kill";
    static final String STAB = "stab";
    // pending kinds: automatic
    static final String WOUND = "wound";
    static final String FINISH = "finish";
    static final String END = "end";

    private final Hero black;
    private final Hero white;
    private final Powers powers;

    FantasyRules(Options options) {
        super(options);
        this.black = Hero.byId(options.get(FantasyRpg.BLACK));
        this.white = Hero.byId(options.get(FantasyRpg.WHITE));
        this.powers = new Powers(this);
    }

    @Override
    public GameKind kind() {
        return FantasyRpg.GAME;
    }

    Hero hero(Player p) {
        return p == Player.BLACK ? black : white;
    }

    Hero heroOf(GameState s, int square) {
        Player p = s.owner(square);
        return p == null ? Hero.NONE : hero(p);
    }

    // ---- levels -------------------------------------------------------------------------------------

    static int level(GameState s, Player p) {
        return s.record(p).level();
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
        return withPennies(startingPosition());
    }

    @Override
    public GameState initial(String fen) {
        return withPennies(CheckersFen.parse(fen));
    }

    /** The Smart Fighter's checkers start with a penny each (Loads of HP). */
    private GameState withPennies(GameState.Builder b) {
        for (Player p : Player.values()) {
            if (hero(p) == Hero.FIGHTER) {
                for (long m = b.layer(Layer.of(p)); m != 0; m &= m - 1) {
                    b.coins(Long.numberOfTrailingZeros(m), 1);
                }
            }
        }
        return b.build();
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
                return new ToAct.Chance(chanceLabel(s, head), Outcome.d6("d6"));
            default:
                return new ToAct.Choice(head.player(), Window.REACTION);
        }
    }

    private String chanceLabel(GameState s, Pending h) {
        String who = h.player().title();
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
        Player p = s.player();
        for (Player side : new Player[] {p.opponent(), p}) {
            if (Reach.checkers(s, side) == 0) {
                return Verdict.win(side.opponent(), side.title() + " has no checkers left (an illusion is not a checker)");
            }
        }
        for (Player side : new Player[] {p, p.opponent()}) {
            if (hero(side) == Hero.THIEF && ld(s, side) >= 3) {
                return Verdict.win(side, "Loot!: " + side.title() + "'s Thief has LD " + signed(ld(s, side)));
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
            return super.legalDecisions(s);
        }
        Pending head = s.pending().get(0);
        List<Decision> out = new ArrayList<>();
        switch (head.kind()) {
            case CURE_JUMP:
            case CURE_KILL:
                out.add(Decision.Act.of(Powers.CURE_CRITICAL, head.square()));
                out.add(new Decision.Pass());
                break;
            case STAB:
                for (long m = stabTargets(s, head); m != 0; m &= m - 1) {
                    out.add(Decision.Act.of(Powers.STAB, Long.numberOfTrailingZeros(m)));
                }
                out.add(new Decision.Pass());
                break;
            default:
                break;
        }
        return out;
    }

    @Override
    protected List<Decision> extraDecisions(GameState s, boolean captureAvailable) {
        return powers.decisions(s, captureAvailable);
    }

    @Override
    protected List<Effect> extraEffects(GameState s, Decision d) {
        return powers.effects(s, d);
    }

    @Override
    protected boolean mayBeJumped(GameState s, int square) {
        if (s.has(Layer.SHIELDED, square)) {
            return false;
        }
        return !(heroOf(s, square) == Hero.BARD && s.coins(square) > 0 && !s.has(Layer.ILLUSION, square));
    }

    /** Straight jumps, and with the Smart Fighter's positive LD the bent ones of Tactical Master. */
    @Override
    protected void addJumps(GameState s, int from, List<Decision> out) {
        int before = out.size();
        super.addJumps(s, from, out);
        Player owner = s.owner(from);
        if (owner == null || hero(owner) != Hero.FIGHTER || ld(s, owner) <= 0 || !mayMove(s, from)) {
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
        if (s.has(Layer.ILLUSION, from)) {
            return List.of(new Effect.Note("illusion", List.of(to), "an illusion is not crowned"));
        }
        Player crowner = s.owner(from).opponent();
        if (s.record(crowner).pool() > 0) {
            return List.of(new Effect.Crown(to), new Effect.Count(crowner, Counter.POOL, -1));
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
        if (s.history().length > 0 || !s.pending().isEmpty() || s.window() != Window.MAIN) {
            return s;
        }
        return s.toBuilder().history(new long[] {s.positionHash()}).build();
    }

    /** A move, a power or a spell in the main window or mid-capture; the end of the move is queued. */
    private List<Effect> turnEffects(GameState s, Decision d) {
        List<Effect> fx = new ArrayList<>(effects(s, d));
        Effect last = fx.isEmpty() ? null : fx.get(fx.size() - 1);
        Player mover = s.player();
        if (d instanceof Decision.Jump j) {
            fx.remove(fx.size() - 1);
            boolean crowned = !s.has(Layer.KING, j.from()) && crowns(mover, j.to());
            List<Pending> queue = new ArrayList<>();
            if (s.has(Layer.ILLUSION, j.from())) {
                queue.add(Pending.of(ILLUSION_JUMP, mover.opponent(), 0, j.to(), j.over()));
            }
            if (hero(mover.opponent()) == Hero.CLERIC && !s.has(Layer.ILLUSION, j.over())) {
                queue.add(Pending.of(CURE_JUMP, mover.opponent(), 0, j.over()));
            }
            if (hero(mover) == Hero.RANGER && s.hops() + 1 == 2) {
                queue.add(Pending.of(STAB, mover, 1 + Math.max(0, ld(s, mover)), j.to()));
            }
            queue.add(Pending.of(FINISH, mover, crowned ? 1 : 0, j.to()));
            fx.add(new Effect.Enqueue(queue));
            if (hero(mover) == Hero.THIEF && s.hops() + 1 >= 3) {
                fx.add(new Effect.Agree(Verdict.win(mover, "Loot!: " + mover.title() + "'s Thief made a triple jump")));
            }
        } else if (last instanceof Effect.EndTurn e) {
            // an arrow shot earlier in the turn wounded something: that is progress too
            boolean progress = e.progress() || s.record(mover).shots() > 0;
            fx.set(fx.size() - 1, new Effect.Enqueue(List.of(Pending.of(END, mover, progress ? 1 : 0))));
        }
        return fx;
    }

    /** A decision in the reaction window: the head of the queue is dealt with. */
    private List<Effect> reactionEffects(GameState s, Decision d) {
        Pending head = s.pending().get(0);
        if (d instanceof Decision.Pass) {
            return pass(s, head);
        }
        Decision.Act a = (Decision.Act) d;
        int sq = a.squares().get(0);
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Dequeue());
        if (a.name().equals(Powers.CURE_CRITICAL)) {
            Player cleric = head.player();
            fx.add(new Effect.Count(cleric, Counter.PENNIES, -3));
            fx.add(new Effect.Count(cleric, Counter.SKIPS, 1));
            fx.add(new Effect.Note("spell", List.of(sq), cleric.title() + " casts Cure Critical Wounds: " + name(sq)
                    + " is not captured, and " + cleric.title() + " will pass the next turn"));
            if (head.kind().equals(CURE_JUMP)) {
                fx.add(new Effect.Unjump(sq));
            }
            fx.add(new Effect.SetLayer(Layer.SHIELDED, sq, true));
        } else {
            fx.add(new Effect.Note("stab", List.of(sq), "Leap & Stab: " + name(sq) + " takes a wound"));
            if (head.amount() > 1) {
                fx.add(new Effect.Enqueue(List.of(Pending.of(STAB, head.player(), head.amount() - 1, head.square()))));
            }
            fx.addAll(wound(s, sq, 1));
        }
        return fx;
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
                fx.add(saved ? new Effect.Remove(sq, "dispelled") : new Effect.SetLayer(Layer.TRIED, sq, true));
                break;
            case RESIST:
                fx.add(saved ? new Effect.Coins(sq, -s.coins(sq)) : new Effect.SetLayer(Layer.TRIED, sq, true));
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
    private Transition drain(Transition t) {
        GameState s = t.state();
        List<Event> events = new ArrayList<>(t.events());
        while (!s.pending().isEmpty() && s.agreed() == null) {
            Verdict wipedOut = wipedOut(s);
            List<Effect> fx = wipedOut != null ? List.of(new Effect.Agree(wipedOut)) : automatic(s, s.pending().get(0));
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
     * A side that lost its last checker while effects are still under way (an area spell's wounds go one
     * checker after the other) has lost at that moment, whatever else the effects would still do.
     */
    private static Verdict wipedOut(GameState s) {
        for (Player p : Player.values()) {
            if (Reach.checkers(s, p) == 0) {
                return Verdict.win(p.opponent(), p.title() + " has no checkers left");
            }
        }
        return null;
    }

    /** The effects of the queue's head when nobody decides it now, or null when someone must. */
    private List<Effect> automatic(GameState s, Pending h) {
        int sq = h.square();
        switch (h.kind()) {
            case END: {
                List<Effect> fx = new ArrayList<>();
                fx.add(new Effect.Dequeue());
                fx.addAll(endTurn(s, h.amount() == 1));
                return fx;
            }
            case FINISH: {
                List<Effect> fx = new ArrayList<>();
                fx.add(new Effect.Dequeue());
                List<Decision> more = new ArrayList<>();
                if (h.amount() == 0 && s.owner(sq) == s.player()) {
                    addJumps(s, sq, more);
                }
                if (more.isEmpty()) {
                    fx.addAll(endTurn(s, true));
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
                return s.owner(sq) == h.player() ? null : List.of(new Effect.Dequeue());
            case DISBELIEVE:
                return s.has(Layer.ILLUSION, sq) ? null : List.of(new Effect.Dequeue());
            case RESIST:
                return s.coins(sq) > 0 && s.owner(sq) == h.player().opponent() ? null : List.of(new Effect.Dequeue());
            case ILLUSION_JUMP:
                return s.has(Layer.ILLUSION, sq) && (s.jumped() & (1L << h.squares().get(1))) != 0 ? null
                        : List.of(new Effect.Dequeue());
            case CURE_JUMP:
                return s.record(h.player()).pennies() >= 3 && (s.jumped() & (1L << sq)) != 0 ? null : pass(s, h);
            case CURE_KILL:
                return s.record(h.player()).pennies() >= 3 && s.owner(sq) == h.player() ? null : pass(s, h);
            case STAB:
                return h.amount() > 0 && stabTargets(s, h) != 0 ? null : pass(s, h);
            default:
                throw new IllegalStateException("unknown pending " + h);
        }
    }

    /** Enemies next to the Ranger's checker that made the second jump (not the ones jumped this move). */
    long stabTargets(GameState s, Pending stab) {
        int at = stab.square();
        Player ranger = stab.player();
        if (s.owner(at) != ranger) {
            return 0;
        }
        return Reach.around(at) & s.pieces(ranger.opponent()) & ~s.jumped() & ~s.layer(Layer.SHIELDED);
    }

    /**
     * The end of the turn: the rewards of the captures made in it (arrows, pennies for levels gained, the
     * Smart penny), the turn passing, and the turns passed by a side that cast Cure Critical Wounds.
     */
    private List<Effect> endTurn(GameState s, boolean progress) {
        Player mover = s.player();
        List<Effect> fx = new ArrayList<>();
        int levels = 0;
        int captures = 0;
        for (long m = s.jumped(); m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            if (!s.has(Layer.ILLUSION, sq)) {
                levels += s.has(Layer.KING, sq) ? 2 : 1;
                captures++;
            }
        }
        if (hero(mover) == Hero.FIGHTER && s.hops() >= 2) {
            fx.add(new Effect.Note("smart", List.of(), "Smart: " + mover.title() + " puts a penny in the pool"));
            fx.add(new Effect.Count(mover, Counter.POOL_PENNIES, 1));
            levels++;
        }
        fx.addAll(rewards(mover, levels, captures));
        fx.add(new Effect.EndTurn(progress, 0, Window.MAIN));
        int[] skips = {s.record(Player.BLACK).skips(), s.record(Player.WHITE).skips()};
        Player next = mover.opponent();
        while (skips[next.ordinal()] > 0) {
            skips[next.ordinal()]--;
            fx.add(new Effect.Count(next, Counter.SKIPS, -1));
            fx.add(new Effect.Note("pass", List.of(), next.title() + " passes this turn (Cure Critical Wounds)"));
            fx.add(new Effect.EndTurn(false, 0, Window.MAIN));
            next = next.opponent();
        }
        return fx;
    }

    /** What {@code p} gains for {@code levels} new levels and {@code captures} captures. */
    List<Effect> rewards(Player p, int levels, int captures) {
        List<Effect> fx = new ArrayList<>();
        if (hero(p).spellcaster() && levels > 0) {
            fx.add(new Effect.Count(p, Counter.PENNIES, levels));
        }
        if (hero(p) == Hero.THIEF && captures > 0) {
            fx.add(new Effect.Count(p, Counter.ARROWS, captures));
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
        if (s.has(Layer.ILLUSION, square)) {
            fx.add(new Effect.Remove(square, "dispelled"));
            return fx;
        }
        int coins = hero(owner) == Hero.FIGHTER ? s.coins(square) : 0;
        boolean wounded = s.has(Layer.WOUNDED, square);
        for (int i = 0; i < n; i++) {
            if (coins > 0) {
                coins--;
                fx.add(new Effect.Coins(square, -1));
            } else if (!wounded) {
                wounded = true;
                fx.add(new Effect.SetLayer(Layer.WOUNDED, square, true));
            } else {
                if (hero(owner) == Hero.CLERIC && owner != s.player() && s.record(owner).pennies() >= 3) {
                    fx.add(new Effect.Enqueue(List.of(Pending.of(CURE_KILL, owner, 0, square))));
                } else {
                    fx.addAll(kill(s, square, s.player()));
                }
                break;
            }
        }
        return fx;
    }

    /** The piece on {@code square} is captured by wounds: into {@code by}'s pool unless it is {@code by}'s own. */
    List<Effect> kill(GameState s, int square, Player by) {
        List<Effect> fx = new ArrayList<>();
        Player owner = s.owner(square);
        int checkers = s.has(Layer.KING, square) ? 2 : 1;
        fx.add(new Effect.Remove(square, owner == by ? "lost" : "killed"));
        if (owner != by) {
            fx.add(new Effect.Count(by, Counter.POOL, checkers));
            fx.addAll(rewards(by, checkers, 1));
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
            return head.player().title() + " must first decide "
                    + (head.kind().equals(STAB) ? "where Leap & Stab's wounds go (stab a square next to "
                            + name(head.square()) + ", or pass)"
                            : "whether to cast Cure Critical Wounds on " + name(head.square()) + " (or pass)");
        }
        if (d instanceof Decision.Act a && !a.name().equals("huff")) {
            return powers.refusal(s, a);
        }
        if (d instanceof Decision.Jump j && s.owner(j.from()) == s.player() && s.owner(j.over()) == s.player().opponent()
                && !mayBeJumped(s, j.over())) {
            return s.has(Layer.SHIELDED, j.over())
                    ? name(j.over()) + " was saved by Cure Critical Wounds and may not be jumped again this turn"
                    : name(j.over()) + " is charmed: it may not be jumped (resist-charm " + name(j.over())
                            + " tries to break the charm)";
        }
        return super.refusal(s, d, legal);
    }

    Direction[] directionsOf(GameState s, int square) {
        return directions(s, square);
    }

    String square(int sq) {
        return name(sq);
    }

    /** A bent jump names the square it jumps: {@code 10x19(15)}. */
    @Override
    public String notation(GameState s, Decision d) {
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

    @Override
    public String describe(GameState s) {
        StringBuilder sb = new StringBuilder();
        for (Player p : Player.values()) {
            Hero h = hero(p);
            sb.append(sb.length() == 0 ? "" : "\n").append(p.title()).append(" (").append(h.title()).append("): level ")
                    .append(level(s, p)).append(", LD ").append(signed(ld(s, p))).append(", pool ")
                    .append(s.record(p).pool());
            if (s.record(p).poolPennies() > 0) {
                sb.append(" + ").append(s.record(p).poolPennies()).append(" penny");
            }
            if (h.spellcaster() || s.record(p).pennies() > 0) {
                sb.append(", pennies ").append(s.record(p).pennies());
            }
            if (h == Hero.THIEF) {
                sb.append(", arrows ").append(s.record(p).arrows()).append(", shots this turn ")
                        .append(s.record(p).shots()).append(" of ").append((level(s, p) + 1) / 2);
            }
            if (s.record(p).skips() > 0) {
                sb.append(", passes the next ").append(s.record(p).skips() == 1 ? "turn" : s.record(p).skips() + " turns");
            }
        }
        return sb.toString();
    }
}
