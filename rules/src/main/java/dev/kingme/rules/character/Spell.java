package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules.TypedExample;
import java.util.ArrayList;
import java.util.List;

/**
 * A Spellcaster's spell, cast instead of moving on one square, for its cost in pennies: offered while no
 * capture is available (F11) and the caster can pay, on the squares {@link #targets} gives; it ends the
 * turn. A spell says what it does ({@link #cast}) and why a square is no target ({@link #noTarget}).
 */
public abstract class Spell extends Power {
    private final String name;
    private final String typed;
    private final String meaning;

    /**
     * @param name    the decision's name ({@code fireball})
     * @param typed   an example of it typed ({@code fireball 19})
     * @param meaning what the example does, for help texts
     */
    protected Spell(String title, int cost, String summary, String seed, String name, String typed, String meaning) {
        super(title, cost, null, summary, seed);
        decides(name);
        this.name = name;
        this.typed = typed;
        this.meaning = meaning;
    }

    @Override
    protected List<TypedExample> examples() {
        return List.of(new TypedExample(typed, meaning));
    }

    /** The squares the spell may be cast on now, by the side to move. */
    protected abstract long targets(CharacterRules rules, GameState s);

    /** What the spell does on {@code square} after it is paid for, the end of the move aside. */
    protected abstract List<Effect> cast(CharacterRules rules, GameState s, int square);

    /** Why {@code square} is no target of the spell now. */
    protected abstract String noTarget(CharacterRules rules, GameState s, int square);

    @Override
    protected final void decisions(CharacterRules rules, GameState s, boolean captureAvailable, List<Decision> out) {
        if (!captureAvailable && s.record(s.player()).get(Counters.PENNIES) >= cost()) {
            Frame.add(out, name, targets(rules, s));
        }
    }

    @Override
    protected final List<Effect> effects(CharacterRules rules, GameState s, Decision.Act a) {
        List<Effect> fx = new ArrayList<>();
        fx.add(Frame.spend(s.player(), this));
        fx.addAll(cast(rules, s, a.squares().get(0)));
        return fx;
    }

    @Override
    protected final String refusal(CharacterRules rules, GameState s, Decision.Act a) {
        String wrong = Frame.squaresWrong(a, 1, rules.topology());
        if (wrong != null) {
            return wrong;
        }
        if (s.window() != dev.kingme.rules.Window.MAIN) {
            return Frame.underWay(name);
        }
        if (rules.lookups().captureAvailable(s)) {
            return Frame.mustCapture(name);
        }
        String poor = Frame.cannotPay(s, s.player(), this, name);
        return poor != null ? poor : noTarget(rules, s, a.squares().get(0));
    }

    /** As its refusals say it, whatever it would be cast on: mid-capture, a capture to make, its cost. */
    @Override
    protected String whyNotNow(CharacterRules rules, GameState s) {
        if (s.window() != dev.kingme.rules.Window.MAIN) {
            return Frame.underWay(name);
        }
        if (rules.lookups().captureAvailable(s)) {
            return Frame.mustCapture(name);
        }
        return Frame.cannotPay(s, s.player(), this, name);
    }

    /** A note that {@code caster} casts {@code spell} on {@code square} ("at" an enemy, "on" its own). */
    protected static Effect cast(CharacterRules rules, Player caster, String spell, String preposition, int square) {
        return new Effect.Note(spell.toLowerCase(java.util.Locale.ROOT).replace(' ', '-'), List.of(square), caster.title() + " casts " + spell + " " + preposition + " "
                + rules.square(square));
    }

    /** The end of the move, queued after what the spell queued. */
    protected static Pending end(Player caster) {
        return Frame.end(caster, true);
    }

    /** "there is no enemy piece on 9", or null when there is. */
    protected static String noEnemy(CharacterRules rules, GameState s, int square) {
        return s.owner(square) != s.player().opponent() ? "there is no enemy piece on " + rules.square(square) : null;
    }
}
