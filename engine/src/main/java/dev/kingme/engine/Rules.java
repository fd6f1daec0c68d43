package dev.kingme.engine;

/**
 * The options of a game of American checkers (seed: the Checkers text).
 *
 * @param huffing captures are not forced; a player who declines one may have a piece that could have
 *     captured removed ("huffed") by the opponent before the opponent moves
 * @param noProgressMoves the game is drawn after this many moves by each side in a row with no capture
 *     and no man's move (0 turns the rule off)
 * @param repetitions the game is drawn when one position (pieces and side to move) occurs this many times
 *     (0 turns the rule off)
 */
public record Rules(boolean huffing, int noProgressMoves, int repetitions) {
    public static final Rules STANDARD = new Rules(false, 40, 3);

    public Rules {
        if (noProgressMoves < 0) {
            throw new IllegalArgumentException("no-progress limit must be 0 (off) or positive, got " + noProgressMoves);
        }
        if (repetitions < 0 || repetitions == 1) {
            throw new IllegalArgumentException("repetition count must be 0 (off) or at least 2, got " + repetitions);
        }
    }

    public Rules withHuffing(boolean on) {
        return new Rules(on, noProgressMoves, repetitions);
    }

    public Rules withNoProgressMoves(int moves) {
        return new Rules(huffing, moves, repetitions);
    }

    public Rules withRepetitions(int count) {
        return new Rules(huffing, noProgressMoves, count);
    }
}
