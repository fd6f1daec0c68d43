package dev.kingme.engine.egdb;

/**
 * The board as the databases see it. The engine's bitboards leave a ghost bit after every two rows (see
 * {@link dev.kingme.engine.Squares}); here square {@code s} is simply bit {@code s - 1} of an int, which is
 * what the indexing counts over. Turning the board round (square {@code s} to {@code 33 - s}) is then
 * reversing the 32 bits, and that is how a position with White to move becomes one with Black to move: the
 * databases store only the positions of a side moving up the board, and look the others up turned round
 * with the colours swapped.
 */
final class Board {
    private Board() {
    }

    /** The engine's bitboard as 32 square bits. */
    static int compact(long bits) {
        return (int) ((bits & 0xFFL) | ((bits >>> 1) & 0xFF00L) | ((bits >>> 2) & 0xFF0000L)
                | ((bits >>> 3) & 0xFF000000L));
    }

    /** 32 square bits as the engine's bitboard. */
    static long expand(int squares) {
        long c = squares & 0xFFFFFFFFL;
        return (c & 0xFFL) | ((c & 0xFF00L) << 1) | ((c & 0xFF0000L) << 2) | ((c & 0xFF000000L) << 3);
    }

    /** The engine's bitboard with the board turned round: square {@code s} goes to {@code 33 - s}. */
    static long turn(long bits) {
        return dev.kingme.engine.Squares.turn(bits);
    }
}
