package dev.kingme.rules.character.builtin;

import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules.TypedExample;
import dev.kingme.rules.Topology;
import dev.kingme.rules.character.CharacterRules;
import dev.kingme.rules.character.Marks;
import dev.kingme.rules.character.Spell;
import java.util.List;

/**
 * The Bard's Illusion: a quarter on an empty dark square, a piece of the Bard's that moves as a man (F21).
 * What an illusion is once on the board (no checker, seen through by a save, jumped or jumping) is the
 * frame's ({@link Illusions}): it stays so when the Bard's powers are neutralized.
 */
final class Illusion extends Spell {
    Illusion() {
        super("Illusion", 2, "a quarter that moves as a checker of yours until the opponent saves against it",
                "Illusion (Spell) - Spend 2 pennies to put a quarter on the board and use it as a normal checker. Your"
                        + " opponent can make a save every time he or she has to jump it, is blocked from moving by it, or is"
                        + " jumped by it.", "illusion", "illusion 17",
                "Illusion (2 pennies), instead of moving: an illusory checker on 17");
    }

    @Override
    protected List<TypedExample> answerExamples() {
        return List.of(new TypedExample("disbelieve 17", "before you move: try to see through the illusion on 17 (a saving throw)"));
    }

    @Override
    protected long targets(CharacterRules rules, GameState s) {
        return Topology.DARK_SQUARES.squares() & ~s.occupied();
    }

    @Override
    protected List<Effect> cast(CharacterRules rules, GameState s, int square) {
        Player me = s.player();
        return List.of(new Effect.Note("spell", List.of(square), me.title() + " casts Illusion"),
                new Effect.SetLayer(Layer.of(me), square, true), new Effect.SetLayer(Marks.ILLUSION, square, true),
                new Effect.Enqueue(List.of(end(me))));
    }

    @Override
    protected String noTarget(CharacterRules rules, GameState s, int square) {
        return rules.square(square) + " is not empty";
    }
}
