package dev.kingme.rules;

/**
 * Moves counted as checkers counts them: move 1 is Black's first and White's first together, so a game
 * record numbers its moves in pairs ({@code 1. 11-15 24-20 2. ...}) and a status line names the move the
 * game is at by the same number. A game begun with White to move (a set position) numbers White's first
 * move 1 and the Black's that answers it 2, as PDN does.
 */
public final class MoveNumbers {
    private MoveNumbers() {
    }

    /** The number of the move {@code s} is in, in a game begun in {@code start}. */
    public static int of(GameState start, GameState s) {
        int whiteFirst = start.player() == Player.WHITE ? 1 : 0;
        return (s.turn() - start.turn() + whiteFirst) / 2 + 1;
    }
}
