package dev.kingme.engine.puzzles;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import java.util.List;
import java.util.Locale;

/**
 * One puzzle: a position from a real game where one move alone keeps the win or the draw, and the line that follows.
 *
 * @param start the position, the solver to move
 * @param solution the solver's and the opponent's moves in turn, the solver's first and last (see
 *     {@link SolutionLine})
 * @param goal what the solution keeps: {@link Proof.Result#WIN} or {@link Proof.Result#DRAW}
 * @param theme what it trains
 * @param source where the position comes from: an archive game's players and event, or engine self-play
 * @param difficulty 1 (easy) to {@value Difficulty#MAX} (hard), see {@link Difficulty}
 */
public record Puzzle(Position start, List<Move> solution, Proof.Result goal, Theme theme, String source, int difficulty) {
    public Puzzle {
        solution = List.copyOf(solution);
        if (solution.isEmpty() || solution.size() % 2 == 0) {
            throw new IllegalArgumentException("a solution has the solver's moves first and last, got " + solution);
        }
        if (goal != Proof.Result.WIN && goal != Proof.Result.DRAW) {
            throw new IllegalArgumentException("a puzzle keeps a win or a draw, not " + goal);
        }
        if (difficulty < 1 || difficulty > Difficulty.MAX) {
            throw new IllegalArgumentException("difficulty must be 1 to " + Difficulty.MAX + ", got " + difficulty);
        }
    }

    /** The puzzle {@code line} makes, with {@code theme}, from {@code source}. */
    public static Puzzle of(SolutionLine line, Theme theme, String source) {
        return new Puzzle(line.start().position(), line.moves(), line.goal(), theme, source, Difficulty.of(line));
    }

    /** The puzzle's name in files and addresses: the start position's hash in twelve hexadecimal digits. */
    public String id() {
        return String.format(Locale.ROOT, "%012x", start.hash() >>> 16);
    }

    /** The start position in PDN FEN. */
    public String fen() {
        return Fen.format(start);
    }

    /** The side that solves the puzzle. */
    public Side solver() {
        return start.toMove();
    }

    /** {@code Black to move and win}, {@code White to move and draw}. */
    public String prompt() {
        return (solver() == Side.BLACK ? "Black" : "White") + " to move and " + (goal == Proof.Result.WIN ? "win" : "draw");
    }
}
