package dev.kingme.rules.character.block;

import dev.kingme.rules.Counter;
import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.GameStateBuilder;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules.TypedExample;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.character.CharacterRules;
import dev.kingme.rules.character.Counters;
import dev.kingme.rules.character.Frame;
import dev.kingme.rules.character.Power;
import dev.kingme.rules.character.PowerSpec.Act;
import dev.kingme.rules.character.PowerSpec.Window;
import dev.kingme.rules.character.PowerSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * A power a character file builds from blocks ({@link PowerSpec}): the hooks of {@link Power} answered from its
 * data by the Block* parts (targets, effects, windows, refusals, passives, gains, traps, moves).
 */
final class BlockPower extends Power {
    private final PowerSpec spec;
    private final Act act;
    private final Counter gameUses;
    private final PowerSpec.Effect.Trap trap;
    /** Where in the start of a turn it acts ({@link Power#startOrder}). */
    private final int startOrder;

    /** A power of its blocks; {@code perGame}: which of its character's powers limited per game it is, or -1. */
    BlockPower(PowerSpec spec, int perGame) {
        super(spec.title(), spec.cost(), spec.when(), spec.summary(), spec.seed());
        this.spec = spec;
        this.act = spec.act();
        this.gameUses = perGame < 0 ? null : Counters.GAME_USES.get(perGame);
        this.trap = BlockEffects.first(act, PowerSpec.Effect.Trap.class);
        this.startOrder = BlockWindows.startOrder(act, trap != null
                || spec.gains().stream().anyMatch(g -> g.per() == PowerSpec.Gain.Per.OWN_TURN));
        if (act != null) {
            decides(BlockEffects.has(act, PowerSpec.Effect.OpponentNamesBestMove.class)
                    ? new String[] {act.name(), BlockWindows.SUGGEST} : new String[] {act.name()});
            queues(BlockWindows.pendings(act).toArray(String[]::new));
        }
    }

    @Override
    public PowerSpec spec() {
        return spec;
    }

    Act act() {
        return act;
    }

    /** The counter of its uses this game, or null. */
    Counter gameUses() {
        return gameUses;
    }

    /** The trap its decision sets, or null. */
    PowerSpec.Effect.Trap trap() {
        return trap;
    }

    /** How a sentence names one use: its file's {@code called}, else "the" and its title without a closing "!". */
    String called() {
        if (act.called() != null) {
            return act.called();
        }
        String t = title();
        return "the " + (t.endsWith("!") ? t.substring(0, t.length() - 1) : t);
    }

    /** The squares its decision's effects reach beyond the target ({@link BlockEffects#area}). */
    @Override
    protected List<Integer> area(GameState s, Decision.Act a) {
        return act == null || !a.name().equals(act.name()) ? List.of() : BlockEffects.area(act, a.squares());
    }

    @Override
    protected List<TypedExample> examples() {
        return act == null || act.typed() == null ? List.of() : List.of(new TypedExample(act.typed(), act.meaning()));
    }

    @Override
    protected List<TypedExample> answerExamples() {
        return act != null && BlockEffects.has(act, PowerSpec.Effect.OpponentNamesBestMove.class)
                ? List.of(new TypedExample("suggest 9-13", "when asked: the move you think is the asker's best"))
                : List.of();
    }

    /** Its terms as its list gives them: a cost in pennies is said; one in arrows or dimes is its summary's. */
    @Override
    public String terms() {
        return act != null && act.pays() != PowerSpec.Resource.PENNIES ? when() : super.terms();
    }

    /** What it costs each time in what it is paid in: {@code 1 arrow} for a shot of the Shortbow's. */
    @Override
    public String costWords() {
        return act == null ? super.costWords() : BlockGains.counter(act.pays()).count(cost());
    }

    @Override
    protected boolean neutralizable() {
        return spec.neutralizable();
    }

    @Override
    protected boolean usesPurse() {
        return BlockGains.usesPurse(spec);
    }

    // ---- the decision in its owner's turn ---------------------------------------------------------------

    @Override
    protected boolean beforeMoving(Decision.Act a) {
        return act != null && act.in(Window.BEFORE_MOVING) && a.name().equals(act.name());
    }

    @Override
    protected void decisions(CharacterRules rules, GameState s, boolean captureAvailable, List<Decision> out) {
        Player me = s.player();
        if (act == null || !BlockTargets.usable(rules, this, s, me)) {
            return;
        }
        if (act.in(Window.INSTEAD_OF_A_JUMP)) {
            if (captureAvailable) {
                midCapture(rules, s, rules.lookups().hops(s), out);
            }
            return;
        }
        if (act.in(Window.INSTEAD_OF_THE_FIRST_JUMP)) {
            List<Decision> jumps = new ArrayList<>();
            for (Decision d : rules.lookups().hops(s)) {
                Decision.Jump j = (Decision.Jump) d;
                Decision.Act shot = Decision.Act.of(act.name(), j.from(), j.over());
                if (!jumps.contains(shot)) {
                    jumps.add(shot);
                }
            }
            out.addAll(jumps);
            return;
        }
        boolean before = act.in(Window.BEFORE_MOVING);
        if (!before && !(act.in(Window.INSTEAD_OF_MOVING) && !captureAvailable)) {
            return;
        }
        if (act.target() == null) {
            out.add(Decision.Act.of(act.name()));
            return;
        }
        BlockTargets.offer(rules, act, s, me, before && captureAvailable && !rules.earlierRulings, out);
    }

    /** A shot at each piece one of the {@code hops} goes over, instead of that jump. */
    @Override
    protected void midCapture(CharacterRules rules, GameState s, List<Decision> hops, List<Decision> out) {
        if (act != null && act.in(Window.INSTEAD_OF_A_JUMP) && BlockTargets.usable(rules, this, s, s.player())) {
            for (int over : BlockTargets.jumped(hops)) {
                out.add(Decision.Act.of(act.name(), over));
            }
        }
    }

    @Override
    protected List<Effect> effects(CharacterRules rules, GameState s, Decision.Act a) {
        return BlockEffects.of(rules, this, s, a, s.player(), null);
    }

    @Override
    protected String refusal(CharacterRules rules, GameState s, Decision.Act a) {
        return BlockRefusals.refusal(rules, this, s, a);
    }

    @Override
    protected String queuedRefusal(CharacterRules rules, GameState s, Pending head, Decision.Act a) {
        return BlockRefusals.queuedTarget(rules, this, s, head, a);
    }

    @Override
    protected String whyNotNow(CharacterRules rules, GameState s) {
        return act == null ? null : BlockRefusals.whyNotNow(rules, this, s);
    }

    @Override
    protected boolean couldGiveAMove(CharacterRules rules, GameState s, Decision.Act a) {
        return beforeMoving(a) && BlockTargets.couldGiveAMove(rules, act, s, a);
    }

    @Override
    protected boolean isAnswer(Decision.Act a) {
        return a.name().equals(BlockWindows.SUGGEST) && act != null
                && BlockEffects.has(act, PowerSpec.Effect.OpponentNamesBestMove.class);
    }

    @Override
    protected String answerRefusal(CharacterRules rules, GameState s, Decision.Act a) {
        Player asker = rules.hero(Player.BLACK).powers().contains(this) ? Player.BLACK : Player.WHITE;
        return "a best move is suggested when " + rules.hero(asker).title() + " asks for one";
    }

    @Override
    protected String notation(CharacterRules rules, Decision.Act a) {
        return isAnswer(a) ? BlockWindows.SUGGEST + " " + Frame.route(rules, a.squares()) : null;
    }

    // ---- its windows in the queue -----------------------------------------------------------------------

    @Override
    protected boolean answeredForTheOther(Pending head) {
        return head.kind().equals(BlockWindows.SUGGEST);
    }

    @Override
    protected int startOrder() {
        return startOrder;
    }

    @Override
    protected void afterHopOverMine(CharacterRules rules, GameState s, Player owner, Decision.Jump j, List<Pending> queue) {
        if (act != null) {
            BlockWindows.afterHopOverMine(act, owner, j, queue);
        }
    }

    @Override
    protected void afterOwnHop(CharacterRules rules, GameState s, Player owner, Decision.Jump j, List<Pending> queue) {
        BlockWindows.afterOwnHop(act, s, owner, j, queue);
    }

    @Override
    protected List<Effect> beforeCapture(CharacterRules rules, GameState s, Player owner, int square) {
        if (BlockPassives.wards(this) && BlockEffects.warded(s, square)) {
            return BlockEffects.wardHolds(rules, square);
        }
        return act == null ? null : BlockWindows.beforeCapture(this, s, owner, square);
    }

    @Override
    protected void atStartOfTurn(CharacterRules rules, GameState s, Player owner, List<Pending> queue, List<Effect> fx) {
        if (owner == s.player()) {
            BlockGains.forTurn(this, owner, fx);
            BlockTraps.countDown(this, s, owner, fx);
        }
        if (act != null) {
            BlockWindows.atStartOfTurn(rules, act, s, owner, queue);
        }
    }

    @Override
    protected void atEndOfMove(CharacterRules rules, GameState s, Player owner, boolean crowned, List<Pending> queue) {
        if (act != null) {
            BlockWindows.atEndOfMove(act, s, owner, crowned, queue);
        }
    }

    @Override
    protected String chance(CharacterRules rules, GameState s, Pending head) {
        return BlockMoves.owns(act, head) ? BlockMoves.chance(rules, act, head) : null;
    }

    @Override
    protected List<Effect> rolled(CharacterRules rules, GameState s, Pending head, int roll) {
        return BlockMoves.rolled(rules, act, head, roll);
    }

    @Override
    protected List<Decision> offered(CharacterRules rules, GameState s, Pending head) {
        return BlockWindows.offered(rules, this, s, head);
    }

    @Override
    protected boolean passable(Pending head) {
        return BlockWindows.passable(act, head);
    }

    @Override
    protected List<Effect> reaction(CharacterRules rules, GameState s, Pending head, Decision.Act a) {
        return head.kind().equals(BlockWindows.SUGGEST) ? BlockEffects.suggestion(rules, head, a)
                : BlockEffects.of(rules, this, s, a, head.player(), head);
    }

    @Override
    protected List<Effect> declined(CharacterRules rules, GameState s, Pending head) {
        return BlockWindows.declined(rules, act, s, head);
    }

    @Override
    protected List<Effect> automatic(CharacterRules rules, GameState s, Pending head) {
        return BlockWindows.automatic(rules, this, s, head);
    }

    @Override
    protected String question(CharacterRules rules, Pending head) {
        return BlockWindows.question(rules, this, head);
    }

    // ---- without a decision -----------------------------------------------------------------------------

    @Override
    protected void atSetUp(CharacterRules rules, GameStateBuilder b, Player owner) {
        BlockGains.atSetUp(spec, b, owner);
    }

    @Override
    protected String woundShield(CharacterRules rules, GameState s, Player owner, int square) {
        return BlockPassives.woundShield(rules, this, s, owner, square);
    }

    @Override
    protected int absorbs(CharacterRules rules, GameState s, Player owner, int square) {
        return BlockPassives.absorbs(spec.passive(), s, square);
    }

    @Override
    protected void moreJumps(CharacterRules rules, GameState s, Player owner, int from, List<Decision> out) {
        BlockPassives.moreJumps(rules, spec.passive(), s, owner, from, out);
    }

    @Override
    protected boolean mayBeJumped(CharacterRules rules, GameState s, Player owner, int square) {
        return BlockPassives.mayBeJumped(this, s, owner, square);
    }

    @Override
    protected String whyNotJumped(CharacterRules rules, GameState s, Player owner, int square) {
        return BlockPassives.whyNotJumped(rules, this, s, owner, square);
    }

    @Override
    protected boolean mayContinue(CharacterRules rules, GameState s, Player owner) {
        return BlockPassives.mayContinue(spec.passive(), s, owner);
    }

    @Override
    protected void afterOpponentsMove(CharacterRules rules, GameState s, Player owner, List<Effect> fx) {
        BlockPassives.afterOpponentsMove(this, s, owner, fx);
        BlockTraps.sprung(rules, this, s, owner, fx);
    }

    // ---- resources, gains, victories ----------------------------------------------------------------

    @Override
    protected void forHops(CharacterRules rules, GameState s, Player owner, List<Effect> fx) {
        BlockGains.forHops(this, s, owner, fx);
    }

    @Override
    protected void forCaptures(CharacterRules rules, GameState s, Player owner, int levels, int captures, List<Effect> fx) {
        BlockGains.forCaptures(spec, owner, levels, captures, fx);
    }

    @Override
    protected int pennyVictory() {
        return BlockGains.pennyVictory(spec);
    }

    @Override
    protected Verdict victory(CharacterRules rules, GameState s, Player owner) {
        return BlockGains.victory(rules, this, s, owner);
    }

    @Override
    protected void describe(CharacterRules rules, GameState s, Player owner, StringBuilder line) {
        BlockRefusals.describe(this, s, owner, line);
        if (trap != null) {
            BlockTraps.describe(rules, trap, s, owner, line);
        }
        BlockMoves.describe(rules, act, s, owner, line);
        BlockPassives.describe(spec.passive(), s, owner, spec.neutralizable() && !rules.powers(s, owner).contains(this), line);
    }

    @Override
    protected double prospects(CharacterRules rules, GameState s, Player owner) {
        double v = BlockGains.prospects(spec, s, owner) + BlockMoves.prospects(rules, act, s, owner);
        if (act != null && BlockEffects.has(act, PowerSpec.Effect.SkipTurns.class)) {
            v -= 0.7 * s.record(owner).get(Counters.SKIPS);  // turns to pass are a cost
        }
        return v;
    }

    @Override
    protected boolean actsThisTurn(CharacterRules rules, GameState s, Player owner, boolean captureAvailable) {
        return spec.neutralizable() && s.player() == owner && captureAvailable && BlockGains.earnsByCapturing(spec)
                || act != null && BlockWindows.actsThisTurn(rules, this, s, owner, captureAvailable);
    }

    @Override
    protected void marks(CharacterRules rules, GameState s, Player owner, List<dev.kingme.rules.SquareMark> out) {
        if (trap != null) {
            BlockTraps.marks(trap, s, owner, out);
        }
        BlockMoves.marks(act, s, owner, out);
    }
}
