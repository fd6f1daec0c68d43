package dev.kingme.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * A game of American checkers in progress: the positions so far, the rules it is played by, and how it
 * ended (seed: the Checkers text).
 *
 * <p>A side with no piece or no legal move loses. Draws: a position (pieces and side to move) that occurs
 * for the {@code repetitions}-th time; {@code noProgressMoves} moves by each side in a row with neither a
 * capture nor a man's move (kings shuffling); and agreement. With the huffing option, captures are not
 * forced; when a player does not capture although one of their pieces could, the opponent may, at the
 * start of their own turn and before moving, remove one such piece.
 */
public final class Game {
    /** One thing that happened: a move, or a huff of the piece on {@code huffed}. */
    public record Step(Move move, int huffed, Position before) {
        public boolean isHuff() {
            return move == null;
        }
    }

    private final Rules rules;
    private final Position start;
    private final List<Step> steps = new ArrayList<>();
    private Position position;
    private Result agreed;
    private String agreedReason;

    public Game(Position start, Rules rules) {
        this.start = start;
        this.rules = rules;
        this.position = start;
    }

    public Game() {
        this(Position.initial(), Rules.STANDARD);
    }

    public Rules rules() {
        return rules;
    }

    public Position start() {
        return start;
    }

    public Position position() {
        return position;
    }

    public List<Step> steps() {
        return List.copyOf(steps);
    }

    /** The moves played so far (huffs left out). */
    public List<Move> moves() {
        List<Move> out = new ArrayList<>();
        for (Step s : steps) {
            if (!s.isHuff()) {
                out.add(s.move());
            }
        }
        return out;
    }

    public List<Move> legalMoves() {
        if (result() != Result.ONGOING) {
            return List.of();
        }
        return position.legalMoves(!rules.huffing());
    }

    /** Plays {@code move}, which must be legal. */
    public void play(Move move) {
        requireOngoing();
        for (Move m : legalMoves()) {
            if (m.equals(move)) {
                steps.add(new Step(move, 0, position));
                position = position.apply(move);
                return;
            }
        }
        throw new IllegalMoveException(move.toPdn() + " is not legal here");
    }

    /** Plays the move that {@code text} names, in PDN. */
    public Move play(String text) {
        requireOngoing();
        Move m = MoveText.resolve(legalMoves(), text);
        play(m);
        return m;
    }

    /** The squares whose pieces the side to move may huff now (empty unless the huffing option applies). */
    public int[] huffable() {
        return result() == Result.ONGOING ? huffableNow() : new int[0];
    }

    private int[] huffableNow() {
        if (!rules.huffing() || steps.isEmpty()) {
            return new int[0];
        }
        Step last = steps.get(steps.size() - 1);
        if (last.isHuff() || last.move().isCapture()) {
            return new int[0];
        }
        long couldCapture = last.before().jumpers();
        if (couldCapture == 0) {
            return new int[0];
        }
        // The piece that moved instead of capturing may itself have been one that could capture.
        long from = Squares.mask(last.move().from());
        if ((couldCapture & from) != 0) {
            couldCapture = (couldCapture & ~from) | Squares.mask(last.move().to());
        }
        return Squares.list(couldCapture & position.pieces(position.toMove().opponent()));
    }

    /** Huffs the piece on {@code square}: allowed only where {@link #huffable()} lists it. */
    public void huff(int square) {
        requireOngoing();
        for (int s : huffable()) {
            if (s == square) {
                steps.add(new Step(null, square, position));
                position = position.without(square);
                return;
            }
        }
        if (!rules.huffing()) {
            throw new IllegalMoveException("huffing is not part of these rules");
        }
        throw new IllegalMoveException("the piece on " + square + " cannot be huffed now"
                + (huffable().length == 0 ? " (nothing can be huffed)" : ""));
    }

    /** Takes back the last step (a move or a huff). */
    public void undo() {
        if (steps.isEmpty()) {
            throw new IllegalStateException("nothing to undo");
        }
        Step last = steps.remove(steps.size() - 1);
        position = last.before();
        agreed = null;
        agreedReason = null;
    }

    /** Ends the game as a draw by agreement. */
    public void agreeDraw() {
        requireOngoing();
        agreed = Result.DRAW;
        agreedReason = "draw by agreement";
    }

    /** Ends the game: {@code side} resigns. */
    public void resign(Side side) {
        requireOngoing();
        agreed = Result.winner(side.opponent());
        agreedReason = (side == Side.BLACK ? "Black" : "White") + " resigned";
    }

    private void requireOngoing() {
        if (result() != Result.ONGOING) {
            throw new IllegalMoveException("the game is over: " + reason());
        }
    }

    /** Plies since the last capture, man's move or huff. */
    public int pliesWithoutProgress() {
        int n = 0;
        for (int i = steps.size() - 1; i >= 0; i--) {
            Step s = steps.get(i);
            // A huff begins its side's turn: that turn, move included, is progress.
            if (s.isHuff() || s.before().isProgress(s.move()) || (i > 0 && steps.get(i - 1).isHuff())) {
                break;
            }
            n++;
        }
        return n;
    }

    /** How often the current position has occurred, counting only since the last irreversible step. */
    public int occurrences() {
        int n = 1;
        int plies = pliesWithoutProgress();
        for (int i = steps.size() - 1; i >= steps.size() - plies; i--) {
            if (steps.get(i).before().equals(position)) {
                n++;
            }
        }
        return n;
    }

    public Result result() {
        if (agreed != null) {
            return agreed;
        }
        Side mover = position.toMove();
        if (position.pieces(mover.opponent()) == 0) {
            // A side with no pieces loses even when it is not its turn: its last piece was huffed (or the
            // game was set up so).
            return Result.winner(mover);
        }
        if (position.pieces(mover) == 0) {
            return Result.winner(mover.opponent());
        }
        if (rules.repetitions() > 0 && occurrences() >= rules.repetitions()) {
            return Result.DRAW;
        }
        if (rules.noProgressMoves() > 0 && pliesWithoutProgress() >= 2 * rules.noProgressMoves()) {
            return Result.DRAW;
        }
        // With nothing to move a side has lost, unless it may first huff, which can free a move.
        if (position.legalMoves(!rules.huffing()).isEmpty() && huffableNow().length == 0) {
            return Result.winner(mover.opponent());
        }
        return Result.ONGOING;
    }

    /** Why the game ended, or "in progress". */
    public String reason() {
        if (agreed != null) {
            return agreedReason;
        }
        Result r = result();
        if (r == Result.ONGOING) {
            return "in progress";
        }
        if (r != Result.DRAW) {
            Side loser = r == Result.BLACK_WINS ? Side.WHITE : Side.BLACK;
            String name = loser == Side.BLACK ? "Black" : "White";
            return position.pieces(loser) == 0 ? name + " has no pieces left" : name + " has no legal move";
        }
        if (rules.repetitions() > 0 && occurrences() >= rules.repetitions()) {
            return "the same position occurred " + rules.repetitions() + " times";
        }
        int n = rules.noProgressMoves();
        return n + (n == 1 ? " move" : " moves") + " by each side without a capture or a man's move";
    }
}
