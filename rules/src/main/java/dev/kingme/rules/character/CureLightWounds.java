package dev.kingme.rules.character;

import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import java.util.List;

/** The Stalwart Cleric's Cure Light Wounds: a wounded checker of the Cleric's is turned face up (F18). */
final class CureLightWounds extends Spell {
    CureLightWounds() {
        super("Cure Light Wounds", 1, "a wounded checker of yours is healed",
                "Cure Light Wounds (Spell) - Spend a penny to flip a face-down checker face up.", "cure-light-wounds",
                "cure-light-wounds 6", "Cure Light Wounds (1 penny), instead of moving: heal your checker on 6");
    }

    @Override
    long targets(CharacterRules rules, GameState s) {
        return Reach.checkers(s, s.player()) & s.layer(Marks.WOUNDED);
    }

    @Override
    List<Effect> cast(CharacterRules rules, GameState s, int square) {
        return List.of(cast(rules, s.player(), "Cure Light Wounds", "on", square),
                new Effect.SetLayer(Marks.WOUNDED, square, false), new Effect.Enqueue(List.of(end(s.player()))));
    }

    @Override
    String noTarget(CharacterRules rules, GameState s, int square) {
        return "there is no wounded checker of yours on " + rules.square(square);
    }
}
