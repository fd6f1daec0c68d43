package dev.kingme.engine.puzzles;

import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import dev.kingme.engine.Squares;
import java.util.List;
import java.util.Optional;

/**
 * Which {@link Theme} a solution shows, the first that fits of:
 * <ul>
 *   <li>{@link Theme#SHOT}: an opponent's reply in the line captures (the solver gave a piece away), a later move of
 *       the solver takes two or more pieces in one jump, and at the end of the line the solver is no worse off in
 *       pieces, against the opponent's, than at the start;
 *   <li>{@link Theme#BREAKTHROUGH}: a man of the solver is crowned in the line (the proof says the opponent cannot
 *       stop it without losing more);
 *   <li>{@link Theme#ENDGAME_TECHNIQUE}: at most {@value #FEW_PIECES} pieces at the start, and the proof of every
 *       move there rests on the endgame database.
 * </ul>
 * A solution that fits none has no theme, and is no puzzle of the trainer's.
 */
public final class Themes {
    /** The most pieces of an ending. */
    public static final int FEW_PIECES = 8;

    private Themes() {
    }

    /** The theme of {@code line}, or empty when none fits. */
    public static Optional<Theme> of(SolutionLine line) {
        Position start = line.start().position();
        List<Move> moves = line.moves();
        if (isShot(start, moves)) {
            return Optional.of(Theme.SHOT);
        }
        if (isBreakthrough(start, moves)) {
            return Optional.of(Theme.BREAKTHROUGH);
        }
        boolean database = line.start().proofs().stream().allMatch(Proof::database);
        if (database && Long.bitCount(start.black() | start.white()) <= FEW_PIECES) {
            return Optional.of(Theme.ENDGAME_TECHNIQUE);
        }
        return Optional.empty();
    }

    private static boolean isShot(Position start, List<Move> moves) {
        int given = -1;
        for (int i = 1; i < moves.size(); i += 2) {
            if (moves.get(i).isCapture()) {
                given = i;
                break;
            }
        }
        if (given < 0) {
            return false;
        }
        boolean multiJump = false;
        for (int i = given + 1; i < moves.size(); i += 2) {
            multiJump |= Long.bitCount(moves.get(i).capturedMask()) >= 2;
        }
        return multiJump && balance(end(start, moves), start.toMove()) >= balance(start, start.toMove());
    }

    private static boolean isBreakthrough(Position start, List<Move> moves) {
        Position at = start;
        for (int i = 0; i < moves.size(); i++) {
            Move m = moves.get(i);
            boolean man = (at.kings() & Squares.mask(m.from())) == 0;
            if (i % 2 == 0 && man && (Squares.mask(m.to()) & at.toMove().crownRow()) != 0) {
                return true;
            }
            at = at.apply(m);
        }
        return false;
    }

    private static Position end(Position start, List<Move> moves) {
        Position at = start;
        for (Move m : moves) {
            at = at.apply(m);
        }
        return at;
    }

    /** The pieces of {@code side} less the opponent's. */
    private static int balance(Position p, Side side) {
        return Long.bitCount(p.pieces(side)) - Long.bitCount(p.pieces(side.opponent()));
    }
}
