package dev.kingme.rules.character.builtin;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.character.CharacterRules;
import dev.kingme.rules.character.Power;
import dev.kingme.rules.character.Reach;

/**
 * Lieutenant DerTrihs's stages: with 9 pieces or more he plays normally, with 5 to 8 his captures stop after
 * one hop (head in a jar), with 4 or fewer he has the big robot body (S16). A disadvantage, never neutralized.
 */
final class HeadInAJar extends Power {
    HeadInAJar() {
        super("Head in a jar", 0, null, "with 5 to 8 pieces, your captures stop after one jump",
                "If he has more than four checkers and less than nine, then his checkers may not double-jump.");
    }

    @Override
    protected boolean neutralizable() {
        return false;
    }

    private static int pieces(GameState s, Player p) {
        return Long.bitCount(Reach.checkers(s, p));
    }

    @Override
    protected boolean mayContinue(CharacterRules rules, GameState s, Player owner) {
        int n = pieces(s, owner);
        return !(n > 4 && n < 9);
    }

    /** Why a hop after the first is refused. */
    @Override
    protected String whyNoMoreJumps() {
        return "Lieutenant DerTrihs's head in a jar: with 5 to 8 pieces his captures stop after one jump";
    }

    @Override
    protected void describe(CharacterRules rules, GameState s, Player owner, StringBuilder line) {
        int n = pieces(s, owner);
        line.append(n > 8 ? ", normal checkers" : n > 4 ? ", head in a jar (no double jumps)" : ", big robot body");
    }
}
