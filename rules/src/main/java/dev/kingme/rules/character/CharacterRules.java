package dev.kingme.rules.character;

import dev.kingme.rules.Counter;
import dev.kingme.rules.Decision;
import dev.kingme.rules.Direction;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.GameStateBuilder;
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
public final class CharacterRules extends CheckersRules {
    private final Sides sides;
    private final GameKind kind;
    private final TurnFlow flow = new TurnFlow(this);
    private final Harm harm = new Harm(this);
    private final CharacterText text = new CharacterText(this);
    private final Lookups lookups = new Lookups(this);
    private final Offers offers = new Offers(this);
    /**
     * True under rulings 1, as games were played before the rulings that changed when powers are offered
     * (F12, S9, S12, S17, S21): kept so that games recorded then replay as they were played.
     */
    public final boolean earlierRulings;

    CharacterRules(GameKind kind, Options options) {
        this(kind, options, Hero.byId(options.get(FantasyRpg.BLACK)), Hero.byId(options.get(FantasyRpg.WHITE)));
    }

    /** The rules for two given characters (one not yet in the {@link Roster}, while it is being written). */
    CharacterRules(GameKind kind, Options options, Hero black, Hero white) {
        super(options);
        this.kind = kind;
        this.sides = new Sides(black, white);
        this.earlierRulings = options.get(FantasyRpg.RULINGS).equals("1");
    }

    @Override
    public GameKind kind() {
        return kind;
    }

    // ---- the characters and their powers ------------------------------------------------------------

    /** The two sides' characters, and which of their powers are active. */
    public Sides sides() {
        return sides;
    }

    /** The character {@code p} plays. */
    public Hero hero(Player p) {
        return sides.hero(p);
    }

    /** The powers {@code p} has now ({@link Sides#powers}: the one place a neutralization is checked). */
    public List<Power> powers(GameState s, Player p) {
        return sides.powers(s, p);
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
    GameStateBuilder position(String fen) {
        return setUp(CheckersFen.parse(fen));
    }

    private GameStateBuilder setUp(GameStateBuilder b) {
        return sides.setUp(this, b);
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
        Player served = offers.servedBy(s);
        return served != null ? served : super.inInterestOf(s);
    }

    @Override
    protected Verdict variantVerdict(GameState s) {
        return immediateVerdict(s);
    }

    /** The endings that hold the moment they happen, even in the middle of a turn ({@link Sides#verdict}). */
    Verdict immediateVerdict(GameState s) {
        return sides.verdict(this, s);
    }

    // ---- what may be decided ------------------------------------------------------------------------

    @Override
    public List<Decision> legalDecisions(GameState s) {
        if (s.agreed() != null) {
            return List.of();
        }
        if (!s.pending().isEmpty()) {
            return toAct(s) instanceof ToAct.Choice ? offers.onPending(s) : List.of();
        }
        List<Decision> out = super.legalDecisions(s);
        return s.window() == Window.MID_CHAIN && !out.isEmpty() ? offers.midCapture(s, out) : out;
    }

    /** The powers beside the moves ({@link Offers#beside}). */
    @Override
    protected List<Decision> extraDecisions(GameState s, boolean captureAvailable) {
        return offers.beside(s, captureAvailable);
    }

    @Override
    protected List<Effect> extraEffects(GameState s, Decision d) {
        return offers.effects(s, (Decision.Act) d);
    }

    // ---- jumps --------------------------------------------------------------------------------------

    @Override
    public boolean mayBeJumped(GameState s, int square) {
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

    @Override
    protected long closedTo(GameState s, Player mover) {
        return sides.closedTo(s, mover);
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

    /** An illusion is never crowned; a checker's crown comes from the opponent's pool ({@link TurnFlow#crowning}). */
    @Override
    protected List<Effect> crowning(GameState s, int from, int to) {
        return flow.crowning(s, from, to);
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

    /** Wounds and captures that are no jumps, and what captures earn. */
    public Harm harm() {
        return harm;
    }

    /** The note of a saving throw rolled, with what follows when it saved and when it failed. */
    public Effect rollNote(GameState s, Pending head, int roll, String ifSaved, String ifFailed) {
        return flow.rollNote(s, head, roll, ifSaved, ifFailed);
    }

    public String square(int sq) {
        return name(sq);
    }

    public boolean crownsOn(Player p, int square) {
        return crowns(p, square);
    }

    public List<Effect> crowningOf(GameState s, int from, int to) {
        return crowning(s, from, to);
    }

    public Direction[] directionsOf(GameState s, int square) {
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

    /** The moves the plain rules give the side to move (captures if any, else steps), powers aside. */
    List<Decision> plainMovesOf(GameState s) {
        return plainMoves(s);
    }

    /** What the powers look up about a position: hops, routes, captures that remain, exposed squares. */
    public Lookups lookups() {
        return lookups;
    }

    // ---- text and what interfaces show ------------------------------------------------------------

    /** Why the piece on {@code square} may not be jumped now. */
    public String whyNotJumped(GameState s, int square) {
        return text.whyNotJumped(s, square);
    }

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
        String written = text.notation(d);
        return written != null ? written : super.notation(s, d);
    }

    /** A line with a bent jump is written decision by decision, each naming its jumped square. */
    @Override
    public String notation(GameState s, List<Decision> line) {
        boolean bent = line.stream().anyMatch(d -> d instanceof Decision.Jump j && BentJumps.bent(j));
        return bent ? dev.kingme.rules.Rules.decisionByDecision(this, s, line) : super.notation(s, line);
    }

    @Override
    public java.util.Map<String, Integer> standing(GameState s, Player p) {
        return text.standing(s, p);
    }

    @Override
    public String whyNot(GameState s, String power) {
        return text.whyNot(s, power);
    }

    /** The title of the power {@code d} uses; "" for a move, an answer, or a decline. */
    @Override
    public String power(GameState s, Decision d) {
        return text.power(s, d);
    }

    /** The squares the power {@code d} uses reaches ({@link Power#area}); none for a move, an answer or a decline. */
    @Override
    public List<Integer> area(GameState s, Decision d) {
        return lookups.area(s, d);
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
        return text.typedExamples(hero(Player.BLACK), hero(Player.WHITE));
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
        return sides.marks(this, s);
    }
}
