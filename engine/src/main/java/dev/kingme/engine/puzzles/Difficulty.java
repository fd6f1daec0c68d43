package dev.kingme.engine.puzzles;

import dev.kingme.engine.Move;

/**
 * How hard a puzzle is, from 1 (easy) to 5 (hard), counted from what makes a move hard to find: one point to
 * start with, and one for each of
 * <ul>
 *   <li>every move of the solver after the first (at most three: a long line must be seen to its end);
 *   <li>a first move that does not capture (a quiet move among many is harder to see than a capture);
 *   <li>a first move that gives a piece away (the opponent's reply captures);
 *   <li>{@value #MANY_MOVES} or more moves to choose from at the start.
 * </ul>
 */
public final class Difficulty {
    /** The most difficulty points. */
    public static final int MAX = 5;
    /** As many moves to choose from as make the start harder. */
    static final int MANY_MOVES = 7;

    private Difficulty() {
    }

    /** The difficulty of {@code line}, 1 to {@value #MAX}. */
    public static int of(SolutionLine line) {
        Move first = line.moves().get(0);
        int points = 1 + Math.min(3, line.solverMoves() - 1);
        if (!first.isCapture()) {
            points++;
        }
        if (line.moves().size() > 1 && line.moves().get(1).isCapture()) {
            points++;
        }
        if (line.start().moves().size() >= MANY_MOVES) {
            points++;
        }
        return Math.min(MAX, points);
    }
}
