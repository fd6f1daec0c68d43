package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.GameStateBuilder;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules.TypedExample;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.Window;
import dev.kingme.rules.character.PowerSpec.Act;
import java.util.ArrayList;
import java.util.List;

/**
 * A power a character file builds from blocks ({@link PowerSpec}): the hooks of {@link Power} answered from
 * its data. Its decision's targets and conditions are {@link BlockTargets}'; its resources, gains and
 * victories are {@link BlockGains}'.
 */
final class BlockPower extends Power {
    private final PowerSpec spec;
    private final Act act;

    BlockPower(PowerSpec spec) {
        super(spec.title(), spec.cost(), spec.when(), spec.summary(), spec.seed());
        this.spec = spec;
        this.act = spec.act();
        if (act != null) {
            decides(act.name());
        }
    }

    PowerSpec spec() {
        return spec;
    }

    @Override
    List<TypedExample> examples() {
        return act == null || act.typed() == null ? List.of() : List.of(new TypedExample(act.typed(), act.meaning()));
    }

    /** Its terms as its list gives them: a cost in pennies is said; one in arrows or dimes is its summary's. */
    @Override
    String terms() {
        return act != null && act.pays() != PowerSpec.Resource.PENNIES ? when() : super.terms();
    }

    @Override
    boolean neutralizable() {
        return spec.neutralizable();
    }

    @Override
    boolean usesPurse() {
        return BlockGains.usesPurse(spec);
    }

    // ---- the decision -----------------------------------------------------------------------------------

    private boolean before() {
        return act.window() == PowerSpec.Window.BEFORE_MOVING;
    }

    @Override
    boolean beforeMoving(Decision.Act a) {
        return before();
    }

    @Override
    void decisions(CharacterRules rules, GameState s, boolean captureAvailable, List<Decision> out) {
        if (act == null || (!before() && captureAvailable) || BlockTargets.usesLeft(this, s) <= 0
                || BlockTargets.unmet(act, s) != null) {
            return;
        }
        long targets = BlockTargets.targets(rules, act, s);
        if (before() && captureAvailable && !rules.earlierRulings) {
            targets &= ~BlockTargets.takesTheCapture(rules, act, s, targets);
        }
        Frame.add(out, act.name(), targets);
    }

    @Override
    List<Effect> effects(CharacterRules rules, GameState s, Decision.Act a) {
        Player me = s.player();
        int sq = a.squares().get(0);
        List<Effect> fx = new ArrayList<>();
        if (cost() > 0) {
            fx.add(new Effect.Count(me, BlockGains.counter(act.pays()), -cost()));
        }
        if (before() && BlockTargets.limited(act)) {
            fx.add(new Effect.Count(me, Counters.SHOTS, 1));
        }
        fx.add(new Effect.Note(act.name(), List.of(sq), says(rules, s, sq)));
        List<Effect> heals = new ArrayList<>();
        List<Pending> queue = new ArrayList<>();
        List<Effect> after = new ArrayList<>();
        for (PowerSpec.Effect e : act.effects()) {
            if (e instanceof PowerSpec.Effect.Wound w) {
                int n = wounds(w, s);
                for (int target : BlockTargets.where(w.where(), s, sq)) {
                    if (before() && !w.save()) {
                        after.addAll(rules.harm().wound(s, target, n));
                    } else {
                        queue.add(strike(s, target, n, w.save()));
                    }
                }
            } else if (e instanceof PowerSpec.Effect.Heal h) {
                for (int target : BlockTargets.where(h.where(), s, sq)) {
                    heals.add(new Effect.SetLayer(Marks.WOUNDED, target, false));
                }
            } else if (e instanceof PowerSpec.Effect.Capture c) {
                for (int target : BlockTargets.where(c.where(), s, sq)) {
                    after.addAll(s.owner(target) == me ? rules.harm().kill(s, target, me) : rules.harm().capture(s, target));
                }
            }
        }
        fx.addAll(heals);
        if (!before()) {
            queue.add(Frame.end(me, true));
        }
        if (!queue.isEmpty()) {
            fx.add(new Effect.Enqueue(queue));
        }
        fx.addAll(after);
        return fx;
    }

    /** The wounds a wound block deals, its amount of the owner's level where it says so. */
    private static int wounds(PowerSpec.Effect.Wound w, GameState s) {
        return BlockTargets.amount(w.amount(), w.of(), s, s.player());
    }

    /**
     * Wounds on one square: with a saving throw, the owner of the piece saves (an illusion takes them
     * straight); without one, the side to move deals them.
     */
    private static Pending strike(GameState s, int square, int wounds, boolean save) {
        Player owner = s.owner(square);
        if (!save) {
            return Pending.of(Frame.WOUND, s.player(), wounds, square);
        }
        return s.has(Marks.ILLUSION, square) ? Pending.of(Frame.WOUND, owner, wounds, square)
                : Pending.of(Frame.SAVE, owner, wounds, square);
    }

    /** The log's line, the act's {@code says} filled in. */
    private String says(CharacterRules rules, GameState s, int sq) {
        String wounds = "";
        for (PowerSpec.Effect e : act.effects()) {
            if (e instanceof PowerSpec.Effect.Wound w && wounds.isEmpty()) {
                int n = wounds(w, s);
                wounds = n + (n == 1 ? " wound" : " wounds");
            }
        }
        return act.says().replace("{side}", s.player().title()).replace("{power}", title())
                .replace("{target}", rules.square(sq)).replace("{wounds}", wounds);
    }

    @Override
    String refusal(CharacterRules rules, GameState s, Decision.Act a) {
        return BlockTargets.refusal(rules, this, s, a);
    }

    @Override
    boolean couldGiveAMove(CharacterRules rules, GameState s, Decision.Act a) {
        int sq = a.squares().get(0);
        return before() && rules.harm().kills(s, sq) && rules.lookups().moveRemains(s, 1L << sq, 0);
    }

    // ---- resources, gains, victories ----------------------------------------------------------------

    @Override
    void atSetUp(CharacterRules rules, GameStateBuilder b, Player owner) {
        for (PowerSpec.Start start : spec.starts()) {
            if (start.onCheckers()) {
                for (long m = b.layer(Layer.of(owner)); m != 0; m &= m - 1) {
                    Marks.COINS.set(b, Long.numberOfTrailingZeros(m), start.amount());
                }
            } else {
                b.record(owner, b.record(owner).plus(BlockGains.counter(start.resource()), start.amount()));
            }
        }
    }

    @Override
    int absorbs(CharacterRules rules, GameState s, Player owner, int square) {
        return spec.passive() != null && spec.passive().penniesAbsorbWounds() ? Marks.COINS.get(s, square) : 0;
    }

    @Override
    void moreJumps(CharacterRules rules, GameState s, Player owner, int from, List<Decision> out) {
        if (spec.passive() != null && spec.passive().bentJumpsAtLd() != null
                && Levels.ld(s, owner) >= spec.passive().bentJumpsAtLd()) {
            TacticalMaster.addBentJumps(rules, s, owner, from, out);
        }
    }

    @Override
    void forHops(CharacterRules rules, GameState s, Player owner, List<Effect> fx) {
        BlockGains.forHops(this, s, owner, fx);
    }

    @Override
    void forCaptures(CharacterRules rules, GameState s, Player owner, int levels, int captures, List<Effect> fx) {
        BlockGains.forCaptures(spec, owner, levels, captures, fx);
    }

    @Override
    int pennyVictory() {
        return BlockGains.pennyVictory(spec);
    }

    @Override
    Verdict victory(CharacterRules rules, GameState s, Player owner) {
        return BlockGains.victory(rules, this, s, owner);
    }

    @Override
    void describe(CharacterRules rules, GameState s, Player owner, StringBuilder line) {
        BlockTargets.describe(this, s, owner, line);
    }

    @Override
    double prospects(CharacterRules rules, GameState s, Player owner) {
        return BlockGains.prospects(spec, s, owner);
    }

    @Override
    boolean actsThisTurn(CharacterRules rules, GameState s, Player owner, boolean captureAvailable) {
        return spec.neutralizable() && s.player() == owner && captureAvailable
                && (act != null && before() || BlockGains.earnsByCapturing(spec));
    }

    Act act() {
        return act;
    }
}
