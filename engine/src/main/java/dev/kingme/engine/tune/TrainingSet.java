package dev.kingme.engine.tune;

import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import java.util.Arrays;

/**
 * Positions with the result their game reached, for the side to move there (a win 1, a draw 1/2, a loss 0),
 * in parallel primitive arrays: a few million of them fit in little memory and are walked once per step of
 * the fit. Each position remembers the game it came from, so a whole game goes to either the training or
 * the validation share, never both.
 */
public final class TrainingSet {
    /** The score of a position no search has scored yet. */
    static final int NO_SCORE = Integer.MIN_VALUE;

    long[] black = new long[1024];
    long[] white = new long[1024];
    long[] kings = new long[1024];
    boolean[] whiteToMove = new boolean[1024];
    /** The result for the side to move: 0 lost, 1 drawn, 2 won. */
    byte[] result = new byte[1024];
    int[] game = new int[1024];
    /** A search's score of the position where the game's player searched it, else {@link #NO_SCORE}. */
    int[] score = new int[1024];
    int size;

    /** Adds {@code p} from game number {@code gameNumber}, where the side to move went on to score {@code points}. */
    public void add(Position p, double points, int gameNumber) {
        add(p, points, gameNumber, NO_SCORE);
    }

    /** As {@link #add(Position, double, int)}, with the score a search gave {@code p} (or {@link #NO_SCORE}). */
    void add(Position p, double points, int gameNumber, int searched) {
        if (size == black.length) {
            int n = size * 2;
            black = Arrays.copyOf(black, n);
            white = Arrays.copyOf(white, n);
            kings = Arrays.copyOf(kings, n);
            whiteToMove = Arrays.copyOf(whiteToMove, n);
            result = Arrays.copyOf(result, n);
            game = Arrays.copyOf(game, n);
            score = Arrays.copyOf(score, n);
        }
        black[size] = p.black();
        white[size] = p.white();
        kings[size] = p.kings();
        whiteToMove[size] = p.toMove() == Side.WHITE;
        result[size] = (byte) Math.round(points * 2);
        game[size] = gameNumber;
        score[size] = searched;
        size++;
    }

    public int size() {
        return size;
    }

    /** Position number {@code i}. */
    Position position(int i) {
        return Position.of(black[i], white[i], kings[i], whiteToMove[i] ? Side.WHITE : Side.BLACK);
    }

    /** The points the side to move of position {@code i} scored: 0, 0.5 or 1. */
    double points(int i) {
        return result[i] / 2.0;
    }

    /**
     * Positions where the evaluation has the last word in a search: the side to move has no capture (a
     * position with one is always searched further, since captures are forced).
     */
    public static boolean quiet(Position p) {
        return !p.hasCapture();
    }
}
