package dev.kingme.engine;

/**
 * Legal moves of American checkers on bitboards, side-relative: {@code me} is the side to move.
 *
 * <p>Rules implemented (seed: the Checkers text): men step and jump diagonally forward, kings in all four
 * diagonal directions but one square at a time; captures are mandatory unless the huffing option lifts
 * that duty; a capture must be completed, but the player picks the piece and the sequence, not
 * necessarily the longest; a man that reaches the far row is crowned and its move ends there, even in
 * the middle of a capture. A jumped piece stays on the board until the move is over: it cannot be jumped
 * twice and cannot be landed on. The moving piece has left its square, so a capturing king may land on or
 * pass through the square it started from.
 *
 * <p>"Plus" directions (shifts left by 4 and 5) go towards White's side: forward for Black's men.
 * Everything here works on primitives and allocates nothing.
 */
public final class MoveGenerator {
    private MoveGenerator() {
    }

    /** Pieces of {@code me} that may step or jump in the plus directions. */
    static long plusMovers(long me, long kings, boolean black) {
        return black ? me : me & kings;
    }

    static long minusMovers(long me, long kings, boolean black) {
        return black ? me & kings : me;
    }

    /** The pieces of the side to move that have at least one capture. */
    public static long jumpers(long me, long opp, long kings, boolean black) {
        long empty = ~(me | opp) & Squares.ALL;
        long plus = plusMovers(me, kings, black);
        long minus = minusMovers(me, kings, black);
        return plus & (((opp >>> 4) & (empty >>> 8)) | ((opp >>> 5) & (empty >>> 10)))
                | minus & (((opp << 4) & (empty << 8)) | ((opp << 5) & (empty << 10)));
    }

    /** The pieces of the side to move that have at least one simple (non-capturing) move. */
    public static long steppers(long me, long opp, long kings, boolean black) {
        long empty = ~(me | opp) & Squares.ALL;
        return plusMovers(me, kings, black) & ((empty >>> 4) | (empty >>> 5))
                | minusMovers(me, kings, black) & ((empty << 4) | (empty << 5));
    }

    /**
     * Fills {@code out} with every legal move. When {@code capturesForced} is false (huffing), captures
     * and simple moves are both listed.
     */
    public static void generate(long me, long opp, long kings, boolean black, boolean capturesForced, MoveList out) {
        out.size = 0;
        long empty = ~(me | opp) & Squares.ALL;
        long jumpers = jumpers(me, opp, kings, black);
        if (jumpers != 0) {
            long crown = black ? Squares.WHITE_BACK_ROW : Squares.BLACK_BACK_ROW;
            for (long j = jumpers; j != 0; j &= j - 1) {
                long from = j & -j;
                int fromBit = Long.numberOfTrailingZeros(from);
                boolean king = (kings & from) != 0;
                jumps(out, fromBit, from, king, black, opp, empty | from, crown, 0L, 0L);
            }
            if (capturesForced) {
                return;
            }
        }
        generateSteps(me, opp, kings, black, empty, out);
    }

    private static void generateSteps(long me, long opp, long kings, boolean black, long empty, MoveList out) {
        long plus = plusMovers(me, kings, black);
        long minus = minusMovers(me, kings, black);
        for (long t = (plus << 4) & empty; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            out.add(MoveList.pack(to - 4, to, 0L), 0L);
        }
        for (long t = (plus << 5) & empty; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            out.add(MoveList.pack(to - 5, to, 0L), 0L);
        }
        for (long t = (minus >>> 4) & empty; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            out.add(MoveList.pack(to + 4, to, 0L), 0L);
        }
        for (long t = (minus >>> 5) & empty; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            out.add(MoveList.pack(to + 5, to, 0L), 0L);
        }
    }

    /** Depth-first over the jumps from {@code at}; {@code opp} holds the opponents not yet jumped. */
    private static void jumps(MoveList out, int fromBit, long at, boolean king, boolean black, long opp, long empty,
                              long crown, long captured, long path) {
        boolean plus = king || black;
        boolean minus = king || !black;
        boolean any = false;
        if (plus) {
            any |= hop(out, fromBit, at << 4, at << 8, king, black, opp, empty, crown, captured, path);
            any |= hop(out, fromBit, at << 5, at << 10, king, black, opp, empty, crown, captured, path);
        }
        if (minus) {
            any |= hop(out, fromBit, at >>> 4, at >>> 8, king, black, opp, empty, crown, captured, path);
            any |= hop(out, fromBit, at >>> 5, at >>> 10, king, black, opp, empty, crown, captured, path);
        }
        if (!any && captured != 0) {
            out.add(MoveList.pack(fromBit, Long.numberOfTrailingZeros(at), captured), path);
        }
    }

    private static boolean hop(MoveList out, int fromBit, long over, long land, boolean king, boolean black, long opp,
                               long empty, long crown, long captured, long path) {
        if ((over & opp) == 0 || (land & empty) == 0) {
            return false;
        }
        int landBit = Long.numberOfTrailingZeros(land);
        long nextPath = MoveList.extendPath(path, landBit);
        if (!king && (land & crown) != 0) {
            // Crowning ends the move, even in the middle of a capture.
            out.add(MoveList.pack(fromBit, landBit, captured | over), nextPath);
        } else {
            jumps(out, fromBit, land, king, black, opp & ~over, empty, crown, captured | over, nextPath);
        }
        return true;
    }

    /**
     * The number of legal moves, counted without listing them (bulk counting for perft). Capture routes
     * that take the same pieces to the same square count separately.
     */
    public static int count(long me, long opp, long kings, boolean black) {
        long empty = ~(me | opp) & Squares.ALL;
        long plus = plusMovers(me, kings, black);
        long minus = minusMovers(me, kings, black);
        long jumpers = plus & (((opp >>> 4) & (empty >>> 8)) | ((opp >>> 5) & (empty >>> 10)))
                | minus & (((opp << 4) & (empty << 8)) | ((opp << 5) & (empty << 10)));
        if (jumpers == 0) {
            return Long.bitCount((plus << 4) & empty) + Long.bitCount((plus << 5) & empty)
                    + Long.bitCount((minus >>> 4) & empty) + Long.bitCount((minus >>> 5) & empty);
        }
        long crown = black ? Squares.WHITE_BACK_ROW : Squares.BLACK_BACK_ROW;
        int n = 0;
        for (long j = jumpers; j != 0; j &= j - 1) {
            long from = j & -j;
            n += countJumps(from, (kings & from) != 0, black, opp, empty | from, crown);
        }
        return n;
    }

    /** Number of complete capture routes from {@code at}, or 0 if it has no jump. */
    private static int countJumps(long at, boolean king, boolean black, long opp, long empty, long crown) {
        int n = 0;
        if (king || black) {
            n += countHop(at << 4, at << 8, king, black, opp, empty, crown);
            n += countHop(at << 5, at << 10, king, black, opp, empty, crown);
        }
        if (king || !black) {
            n += countHop(at >>> 4, at >>> 8, king, black, opp, empty, crown);
            n += countHop(at >>> 5, at >>> 10, king, black, opp, empty, crown);
        }
        return n;
    }

    private static int countHop(long over, long land, boolean king, boolean black, long opp, long empty, long crown) {
        if ((over & opp) == 0 || (land & empty) == 0) {
            return 0;
        }
        if (!king && (land & crown) != 0) {
            return 1;
        }
        int further = countJumps(land, king, black, opp & ~over, empty, crown);
        return further == 0 ? 1 : further;
    }
}
