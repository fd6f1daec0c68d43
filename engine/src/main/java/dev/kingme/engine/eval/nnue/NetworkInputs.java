package dev.kingme.engine.eval.nnue;

import dev.kingme.engine.Squares;

/**
 * The network's sparse inputs: 128 for each perspective, one for each kind of piece (the perspective's own
 * men, its kings, the opponent's men, the opponent's kings) on each of the 32 squares, the board as that side
 * sees it (Black's as it stands, White's turned round). A position switches on one input a piece in each
 * perspective. Because each side sees the board from its own end, a position and its colour-flipped mirror
 * switch on the same inputs for the side to move and for the other side.
 */
public final class NetworkInputs {
    /** Inputs a perspective. */
    public static final int COUNT = 128;
    /** The perspective of Black, the side whose view of the board is the board as it stands. */
    public static final int BLACK = 0;
    /** The perspective of White, who sees the board turned round. */
    public static final int WHITE = 1;

    /** By perspective, the piece's colour (0 Black, 1 White), king (0 or 1) and bit: the input's number. */
    private static final short[] INDEX = new short[2 * 2 * 2 * 64];

    static {
        for (int bit = 0; bit < 64; bit++) {
            int square = Squares.squareOfBit(bit);
            if (square == 0) {
                continue;
            }
            for (int perspective = 0; perspective < 2; perspective++) {
                int seen = perspective == BLACK ? square - 1 : 32 - square;
                for (int colour = 0; colour < 2; colour++) {
                    for (int king = 0; king < 2; king++) {
                        int kind = (colour == perspective ? 0 : 2) + king;
                        INDEX[slot(perspective, colour, king, bit)] = (short) (kind * 32 + seen);
                    }
                }
            }
        }
    }

    private NetworkInputs() {
    }

    private static int slot(int perspective, int colour, int king, int bit) {
        return ((perspective * 2 + colour) * 2 + king) * 64 + bit;
    }

    /**
     * The input a piece of {@code colour} (0 Black, 1 White), a king when {@code king} is 1, on bit {@code bit}
     * switches on for {@code perspective}.
     */
    public static int index(int perspective, int colour, int king, int bit) {
        return INDEX[slot(perspective, colour, king, bit)];
    }

    /**
     * Writes into {@code into} the inputs the pieces switch on for {@code perspective} and returns how many
     * (at most 24 in a legal game, 32 at most on any board).
     */
    public static int active(long black, long white, long kings, int perspective, int[] into) {
        int n = 0;
        for (long m = black; m != 0; m &= m - 1) {
            int bit = Long.numberOfTrailingZeros(m);
            into[n++] = index(perspective, 0, (int) (kings >>> bit) & 1, bit);
        }
        for (long m = white; m != 0; m &= m - 1) {
            int bit = Long.numberOfTrailingZeros(m);
            into[n++] = index(perspective, 1, (int) (kings >>> bit) & 1, bit);
        }
        return n;
    }
}
