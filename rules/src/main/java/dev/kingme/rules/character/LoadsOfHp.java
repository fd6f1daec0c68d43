package dev.kingme.rules.character;

import dev.kingme.rules.GameState;
import dev.kingme.rules.GameStateBuilder;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;

/**
 * The Smart Fighter's Loads of HP: every checker starts with a penny on it, and a penny takes a wound in the
 * checker's place, always first (F16).
 */
final class LoadsOfHp extends Power {
    LoadsOfHp() {
        super("Loads of HP", 0, null, "every checker starts with a penny that takes a wound in its place",
                "Loads of HP - All of your checkers start with a penny on them. When a checker is about to take a wound,"
                        + " you can remove a penny from it instead of taking that wound.");
    }

    @Override
    void atSetUp(CharacterRules rules, GameStateBuilder b, Player owner) {
        for (long m = b.layer(Layer.of(owner)); m != 0; m &= m - 1) {
            Marks.COINS.set(b, Long.numberOfTrailingZeros(m), 1);
        }
    }

    @Override
    int absorbs(CharacterRules rules, GameState s, Player owner, int square) {
        return Marks.COINS.get(s, square);
    }
}
