package dev.kingme.app.session;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.Verdict;

/**
 * What a flag fall decides (docs/rules/clock.md): the side whose time ran out loses, unless the other
 * side cannot win by any sequence of moves, which here means it has no piece of its own on the board;
 * then the game is drawn.
 */
public final class FlagFall {
    private FlagFall() {
    }

    /** The verdict when {@code flagged}'s time runs out in {@code state}. */
    public static Verdict verdict(GameState state, Player flagged) {
        Player other = flagged.opponent();
        if (!canWin(state, other)) {
            return Verdict.draw(flagged.title() + " ran out of time, and " + other.title()
                    + " has no piece left to win with");
        }
        return Verdict.win(other, flagged.title() + " ran out of time");
    }

    /**
     * True when {@code side} could still win by some sequence of moves, both sides' moves chosen to let
     * it: whenever it has a piece on the board (the ruling's reason is in docs/rules/clock.md).
     */
    static boolean canWin(GameState state, Player side) {
        return state.pieces(side) != 0;
    }
}
