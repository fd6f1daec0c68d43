package dev.kingme.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * An immutable American checkers position: where the men and kings of both sides stand and who moves.
 * Applying a move returns a new position (copy-make); the Zobrist hash is kept up to date incrementally.
 */
public final class Position {
    private final long black;
    private final long white;
    private final long kings;
    private final Side toMove;
    private final long hash;

    private Position(long black, long white, long kings, Side toMove, long hash) {
        this.black = black;
        this.white = white;
        this.kings = kings;
        this.toMove = toMove;
        this.hash = hash;
    }

    /**
     * A position from bitboards (see {@link Squares} for the layout).
     *
     * @throws IllegalArgumentException when the boards overlap, use a non-square bit, or a king is not on a
     *     piece
     */
    public static Position of(long black, long white, long kings, Side toMove) {
        if ((black & white) != 0) {
            throw new IllegalArgumentException("square " + Squares.lowestSquare(black & white)
                    + " holds a black and a white piece");
        }
        if (((black | white) & ~Squares.ALL) != 0) {
            throw new IllegalArgumentException("bitboard uses bits outside the 32 squares");
        }
        if ((kings & ~(black | white)) != 0) {
            throw new IllegalArgumentException("king on empty square " + Squares.lowestSquare(kings & ~(black | white)));
        }
        if (toMove == null) {
            throw new IllegalArgumentException("no side to move");
        }
        return new Position(black, white, kings, toMove, Zobrist.hash(black, white, kings, toMove == Side.WHITE));
    }

    /** The starting position: Black on 1-12, White on 21-32, Black to move. */
    public static Position initial() {
        long black = 0;
        long white = 0;
        for (int s = 1; s <= 12; s++) {
            black |= Squares.mask(s);
            white |= Squares.mask(s + 20);
        }
        return of(black, white, 0L, Side.BLACK);
    }

    public long black() {
        return black;
    }

    public long white() {
        return white;
    }

    public long kings() {
        return kings;
    }

    public Side toMove() {
        return toMove;
    }

    /** The pieces of {@code side}. */
    public long pieces(Side side) {
        return side == Side.BLACK ? black : white;
    }

    /** The Zobrist hash of this position (pieces and side to move). */
    public long hash() {
        return hash;
    }

    /** What stands on {@code square}. */
    public Piece pieceAt(int square) {
        long m = Squares.mask(square);
        if ((black & m) != 0) {
            return (kings & m) != 0 ? Piece.BLACK_KING : Piece.BLACK_MAN;
        }
        if ((white & m) != 0) {
            return (kings & m) != 0 ? Piece.WHITE_KING : Piece.WHITE_MAN;
        }
        return Piece.EMPTY;
    }

    /** This position with {@code side} to move and nothing else changed. */
    public Position withToMove(Side side) {
        return side == toMove ? this : new Position(black, white, kings, side, hash ^ Zobrist.WHITE_TO_MOVE);
    }

    /** This position with the piece on {@code square} removed (used by huffing). */
    public Position without(int square) {
        long m = Squares.mask(square);
        if (((black | white) & m) == 0) {
            throw new IllegalArgumentException("square " + square + " is empty");
        }
        return of(black & ~m, white & ~m, kings & ~m, toMove);
    }

    /** Every legal move with captures mandatory, ordered by origin square and then route. */
    public List<Move> legalMoves() {
        return legalMoves(true);
    }

    /** Every legal move; with {@code capturesForced} false, simple moves are listed beside captures. */
    public List<Move> legalMoves(boolean capturesForced) {
        MoveList list = new MoveList();
        boolean b = toMove == Side.BLACK;
        MoveGenerator.generate(b ? black : white, b ? white : black, kings, b, capturesForced, list);
        List<Move> out = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            out.add(new Move(list.move(i), list.path(i)));
        }
        out.sort(Position::compareMoves);
        return Collections.unmodifiableList(out);
    }

    private static int compareMoves(Move a, Move b) {
        if (a.from() != b.from()) {
            return Integer.compare(a.from(), b.from());
        }
        return java.util.Arrays.compare(a.path(), b.path());
    }

    /** True when the side to move has a capture. */
    public boolean hasCapture() {
        boolean b = toMove == Side.BLACK;
        return MoveGenerator.jumpers(b ? black : white, b ? white : black, kings, b) != 0;
    }

    /** The pieces of the side to move that could capture now. */
    public long jumpers() {
        boolean b = toMove == Side.BLACK;
        return MoveGenerator.jumpers(b ? black : white, b ? white : black, kings, b);
    }

    /** The position after {@code move}, which must be legal here (it is not checked). */
    public Position apply(Move move) {
        return applyPacked(move.packed());
    }

    /** The position after a packed move from a {@link MoveList} generated for this position. */
    public Position applyPacked(long move) {
        boolean b = toMove == Side.BLACK;
        int fromBit = MoveList.fromBit(move);
        int toBit = MoveList.toBit(move);
        long from = 1L << fromBit;
        long to = 1L << toBit;
        long cap = MoveList.captured(move);
        long me = b ? black : white;
        long opp = b ? white : black;
        boolean king = (kings & from) != 0;
        boolean crowned = !king && (to & toMove.crownRow()) != 0;
        long h = hash ^ Zobrist.WHITE_TO_MOVE;
        long[] myMan = b ? Zobrist.BLACK_MAN : Zobrist.WHITE_MAN;
        long[] myKing = b ? Zobrist.BLACK_KING : Zobrist.WHITE_KING;
        long[] oppMan = b ? Zobrist.WHITE_MAN : Zobrist.BLACK_MAN;
        long[] oppKing = b ? Zobrist.WHITE_KING : Zobrist.BLACK_KING;
        h ^= (king ? myKing : myMan)[fromBit] ^ (king || crowned ? myKing : myMan)[toBit];
        for (long c = cap; c != 0; c &= c - 1) {
            int cb = Long.numberOfTrailingZeros(c);
            h ^= ((kings >>> cb) & 1) != 0 ? oppKing[cb] : oppMan[cb];
        }
        me = (me & ~from) | to;
        opp &= ~cap;
        long k = kings & ~cap;
        if (king) {
            k = (k & ~from) | to;
        } else if (crowned) {
            k |= to;
        }
        return new Position(b ? me : opp, b ? opp : me, k, toMove.opponent(), h);
    }

    /** True when the move was a man's move or a capture: the events that reset the no-progress count. */
    public boolean isProgress(Move move) {
        return move.isCapture() || (kings & Squares.mask(move.from())) == 0;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Position)) {
            return false;
        }
        Position p = (Position) o;
        return p.black == black && p.white == white && p.kings == kings && p.toMove == toMove;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash);
    }

    /** The position in PDN FEN. */
    @Override
    public String toString() {
        return Fen.format(this);
    }
}
