package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.GameStateBuilder;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules.TypedExample;
import dev.kingme.rules.Verdict;
import java.util.List;

/**
 * One power of a character: its title, cost and the sentence of the rules text it comes from, as data,
 * and the hooks through which it takes part in a game (each does nothing unless the power overrides it).
 * The frame ({@link CharacterRules}) calls a hook only for a side whose powers are active: a neutralized
 * side's (Superior Tactician) are not asked at all. Every hook gets the frame, to wound, capture and name
 * squares with, and the state it acts in; {@code owner} is the side whose character has the power.
 *
 * <p>A power's decisions are {@link Decision.Act}s named by {@link #acts()}; the pending items it puts in
 * the state's queue are named by {@link #pendings()}, and the frame hands each back to the power that
 * named it.
 */
public abstract class Power {
    private final String title;
    private final int cost;
    private final String when;
    private final String summary;
    private final String seed;
    private List<String> acts = List.of();
    private List<String> pendings = List.of();

    /**
     * @param title   its name in the character's list ({@code Fireball})
     * @param cost    the pennies it costs each time (0: none)
     * @param when    when it is used, where the list says so ({@code in the opponent's turn}), or null
     * @param summary what it does, in a few words, or null when the title says it ({@code Starts with a penny})
     * @param seed    the sentence of the rules text it comes from
     */
    protected Power(String title, int cost, String when, String summary, String seed) {
        this.title = title;
        this.cost = cost;
        this.when = when;
        this.summary = summary;
        this.seed = seed;
    }

    public String title() {
        return title;
    }

    /** The pennies it costs each time it is used (0: none). */
    public int cost() {
        return cost;
    }

    /**
     * The power in the character's list: {@code Fireball (3 pennies): along a clear diagonal, ...}, or
     * {@code Nerves of Steel (1 penny, in the opponent's turn): ...}.
     */
    public String text() {
        String terms = terms();
        return title + (terms == null ? "" : " (" + terms + ")") + (summary == null ? "" : ": " + summary);
    }

    /** What it costs and when it is used, as its list says in parentheses ({@code 1 penny, in your turn}), or null. */
    /** What it costs each time, in words: {@code 1 penny}, {@code 3 pennies}. */
    public String costWords() {
        return cost + (cost == 1 ? " penny" : " pennies");
    }

    public String terms() {
        return cost > 0 ? cost + (cost == 1 ? " penny" : " pennies") + (when == null ? "" : ", " + when) : when;
    }

    /** When it is used, where its list says so, or null. */
    public String when() {
        return when;
    }

    /** What it does in a few words, or null when its title says it. */
    public String summary() {
        return summary;
    }

    /** The sentence of the rules text it comes from. */
    public String seed() {
        return seed;
    }

    // ---- what it is called ----------------------------------------------------------------------

    /** Names the decisions that use this power ({@code fireball}); its constructor calls it, if it has any. */
    protected final void decides(String... names) {
        acts = List.of(names);
    }

    /** Names the pending items this power puts in the queue; its constructor calls it, if it has any. */
    protected final void queues(String... kinds) {
        pendings = List.of(kinds);
    }

    /** The names of the decisions that use this power; none unless its constructor named them. */
    final List<String> acts() {
        return acts;
    }

    /** The names of the pending items this power puts in the queue; none unless its constructor named them. */
    final List<String> pendings() {
        return pendings;
    }

    /**
     * The squares its decision {@code a} reaches in {@code s}, for interfaces' previews (a blast, a line of
     * fire); none unless the power overrides it.
     */
    protected List<Integer> area(GameState s, Decision.Act a) {
        return List.of();
    }

    /** How its decisions are typed, for help texts. */
    protected List<TypedExample> examples() {
        return List.of();
    }

    /** How the decisions it asks of the opponent are typed (seeing through an illusion), for help texts. */
    protected List<TypedExample> answerExamples() {
        return List.of();
    }

    // ---- the side's own main window -------------------------------------------------------------

    /** Adds its decisions in its owner's main window (the owner is to move); a capture may be available. */
    protected void decisions(CharacterRules rules, GameState s, boolean captureAvailable, List<Decision> out) {
    }

    /** Adds what the opponent of its owner may decide about it in the opponent's own main window. */
    protected void answers(CharacterRules rules, GameState s, List<Decision> out) {
    }

    /** True when the decision {@code a} (one of {@link #acts()}) is an answer: its owner's opponent's, not its owner's. */
    protected boolean isAnswer(Decision.Act a) {
        return false;
    }

    /** The effects of an answer to it (legal, from {@link #answers}). */
    protected List<Effect> answerEffects(CharacterRules rules, GameState s, Decision.Act a) {
        throw new IllegalStateException(title + " has no answer " + a.name());
    }

    /** Why an answer to it is not legal now (the side to move asked for it), for refusals. */
    protected String answerRefusal(CharacterRules rules, GameState s, Decision.Act a) {
        return a.name() + " is not legal now";
    }

    /** The effects of one of its decisions (legal, from {@link #decisions}). */
    protected List<Effect> effects(CharacterRules rules, GameState s, Decision.Act a) {
        throw new IllegalStateException(title + " has no decision " + a.name());
    }

    /** Why one of its decisions is not legal now (the side to move asked for it), for refusals. */
    protected String refusal(CharacterRules rules, GameState s, Decision.Act a) {
        return a.name() + " is not legal now";
    }

    /**
     * False for what is no special power but a victory condition or part of the frame (Loot!, a mercenary's
     * pennies) or a disadvantage (head in a jar): Superior Tactician does not neutralize it (S9).
     */
    protected boolean neutralizable() {
        return true;
    }

    /** Pennies in the purse that win the game at once (0: this power gives no such victory). */
    protected int pennyVictory() {
        return 0;
    }

    /** True when the power is paid for from the purse, so the status shows the purse. */
    protected boolean usesPurse() {
        return cost > 0;
    }

    /** Sets up its owner's side of the starting position (pennies on every checker, pennies in the purse). */
    protected void atSetUp(CharacterRules rules, GameStateBuilder b, Player owner) {
    }

    /** Adds its decisions while its owner's capture is under way (the Plasma Cannon), given the hops it may make. */
    protected void midCapture(CharacterRules rules, GameState s, List<Decision> hops, List<Decision> out) {
    }

    /** True when its decision is made only in the opponent's turn (a reaction), never in its owner's own. */
    protected boolean inOpponentsTurn() {
        return false;
    }

    /** When its decision may be made, in words for its card, when its class knows better than its list; or null. */
    protected String cardWhen() {
        return null;
    }

    /**
     * Why its owner, the side to move in {@code s}, cannot use it now whatever it aims at, in the words of its
     * refusals, or null when it may or when only a target could say: by default, when it takes decisions and
     * its owner cannot pay for it.
     */
    protected String whyNotNow(CharacterRules rules, GameState s) {
        if (inOpponentsTurn()) {
            return title + " is used " + cardWhen();
        }
        return acts().isEmpty() ? null : Frame.cannotPay(s, s.player(), this, title);
    }


    /** The notation of one of its decisions when the default (name and squares) will not do, or null. */
    protected String notation(CharacterRules rules, Decision.Act a) {
        return null;
    }

    /** True when its pending item {@code head} is answered by the side asked in the interest of the other (S12). */
    protected boolean answeredForTheOther(Pending head) {
        return false;
    }

    /** Adds the marks its owner's state puts on squares, for boards to draw (a terraport's destination). */
    protected void marks(CharacterRules rules, GameState s, Player owner, List<dev.kingme.rules.SquareMark> out) {
    }

    /**
     * Where in the start of a turn its item comes: 0 the neutralizing offer, 1 the countdowns (Black's first),
     * 2 the mover's own, 3 the opponent's offers; -1 when it has none.
     */
    protected int startOrder() {
        return -1;
    }

    /** True when its decision {@code a} is used before moving, leaving the move still to make. */
    protected boolean beforeMoving(Decision.Act a) {
        return false;
    }

    /** Could its decision {@code a}, used before moving by a side with no move, give it one? */
    protected boolean couldGiveAMove(CharacterRules rules, GameState s, Decision.Act a) {
        return false;
    }

    // ---- jumps and captures ---------------------------------------------------------------------

    /** May the piece of its owner on {@code square} be jumped by the side to move? */
    protected boolean mayBeJumped(CharacterRules rules, GameState s, Player owner, int square) {
        return true;
    }

    /** Why the piece of its owner on {@code square} may not be jumped, or null when this power is not why. */
    protected String whyNotJumped(CharacterRules rules, GameState s, Player owner, int square) {
        return null;
    }

    /** May its owner's capture go on after a hop? */
    protected boolean mayContinue(CharacterRules rules, GameState s, Player owner) {
        return true;
    }

    /** Why its owner's capture may not go on when {@link #mayContinue} says so. */
    protected String whyNoMoreJumps() {
        return title + ": the capture stops after one jump";
    }

    /** The blocks a character file wrote it in, or null for a power class. */
    public PowerSpec spec() {
        return null;
    }

    /**
     * Why {@code a}, the decision its queue item {@code head} asks of the side to move, is refused for what it
     * aims at, or null when that is not why.
     */
    protected String queuedRefusal(CharacterRules rules, GameState s, Pending head, Decision.Act a) {
        return null;
    }

    /** Adds the hops its owner's piece on {@code from} may make besides the straight ones (bent jumps). */
    protected void moreJumps(CharacterRules rules, GameState s, Player owner, int from, List<Decision> out) {
    }

    /** What follows a hop of its owner ({@code j}, made in {@code s}): items queued before the move goes on. */
    protected void afterOwnHop(CharacterRules rules, GameState s, Player owner, Decision.Jump j, List<Pending> queue) {
    }

    /** What follows a hop over a piece of its owner, in the opponent's turn: reactions offered at once. */
    protected void afterHopOverMine(CharacterRules rules, GameState s, Player owner, Decision.Jump j, List<Pending> queue) {
    }

    /** Why the piece of its owner on {@code square} takes no wound at all now (an aura), or null. */
    protected String woundShield(CharacterRules rules, GameState s, Player owner, int square) {
        return null;
    }

    /** Wounds the piece of its owner on {@code square} takes off something else first (pennies on it). */
    protected int absorbs(CharacterRules rules, GameState s, Player owner, int square) {
        return 0;
    }

    /**
     * The effects by which it answers its owner's checker on {@code square} being captured otherwise than
     * by a jump in the opponent's turn (a reaction queued), or null when it does not.
     */
    protected List<Effect> beforeCapture(CharacterRules rules, GameState s, Player owner, int square) {
        return null;
    }

    // ---- what captures earn, and the end of a move ----------------------------------------------

    /** What its owner's move earns by its hops ({@code s.hops()}): the Smart penny, a mercenary's pennies. */
    protected void forHops(CharacterRules rules, GameState s, Player owner, List<Effect> fx) {
    }

    /** What {@code captures} captures worth {@code levels} levels earn its owner (by a jump or otherwise). */
    protected void forCaptures(CharacterRules rules, GameState s, Player owner, int levels, int captures, List<Effect> fx) {
    }

    /** Items queued at the end of its owner's move, before the turn passes ({@code crowned}: a man was crowned). */
    protected void atEndOfMove(CharacterRules rules, GameState s, Player owner, boolean crowned, List<Pending> queue) {
    }

    /** Effects at the end of the opponent's move, for what its owner lost in it (clerical status). */
    protected void afterOpponentsMove(CharacterRules rules, GameState s, Player owner, List<Effect> fx) {
    }

    /** Items queued, and effects, at the start of a turn ({@code s.player()} is to move; its owner may not be). */
    protected void atStartOfTurn(CharacterRules rules, GameState s, Player owner, List<Pending> queue, List<Effect> fx) {
    }

    // ---- the queue ------------------------------------------------------------------------------

    /** Who acts on its pending item {@code head}: chance (its roll's label) or a side; null for a side. */
    protected String chance(CharacterRules rules, GameState s, Pending head) {
        return null;
    }

    /** The effects of chance rolling {@code roll} for its pending item {@code head} (already taken off). */
    protected List<Effect> rolled(CharacterRules rules, GameState s, Pending head, int roll) {
        throw new IllegalStateException(title + " rolls nothing for " + head.kind());
    }

    /** The decisions offered on its pending item {@code head} (a pass is added unless {@link #passable}). */
    protected List<Decision> offered(CharacterRules rules, GameState s, Pending head) {
        return List.of();
    }

    /** May its pending item {@code head} be declined with a pass? */
    protected boolean passable(Pending head) {
        return true;
    }

    /** The effects of a decision on its pending item {@code head} (already taken off the queue). */
    protected List<Effect> reaction(CharacterRules rules, GameState s, Pending head, Decision.Act a) {
        throw new IllegalStateException(title + " takes no decision on " + head.kind());
    }

    /** What declining its pending item {@code head} does, beyond taking it off the queue. */
    protected List<Effect> declined(CharacterRules rules, GameState s, Pending head) {
        return List.of();
    }

    /** The effects of its pending item {@code head} when nobody decides it now, or null when someone must. */
    protected List<Effect> automatic(CharacterRules rules, GameState s, Pending head) {
        return null;
    }

    /** What its pending item {@code head} asks, in words. */
    protected String question(CharacterRules rules, Pending head) {
        return head.kind();
    }

    // ---- the end of the game, and text ----------------------------------------------------------

    /** The game won by its owner now by this power's special condition, or null. */
    protected Verdict victory(CharacterRules rules, GameState s, Player owner) {
        return null;
    }

    /** Adds to its owner's line of the status text (", arrows 2, shots this turn 0 of 2"). */
    protected void describe(CharacterRules rules, GameState s, Player owner, StringBuilder line) {
    }

    /** Its share of its owner's prospects, in checkers' worth, for players that must stop searching. */
    protected double prospects(CharacterRules rules, GameState s, Player owner) {
        return 0;
    }

    /**
     * Could neutralizing it at the start of this turn change something in it, now that {@code s.player()} is
     * to move? (Superior Tactician is offered only then.) Decisions it offers are compared by the frame;
     * this says whether it would act by itself (a reaction, another turn, a countdown, what a capture earns).
     */
    protected boolean actsThisTurn(CharacterRules rules, GameState s, Player owner, boolean captureAvailable) {
        return false;
    }
}
