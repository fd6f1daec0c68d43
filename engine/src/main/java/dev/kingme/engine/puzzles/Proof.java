package dev.kingme.engine.puzzles;

/**
 * What is proved about a position for the side to move: a win or a loss in so many plies, a draw, or nothing.
 *
 * @param result the proved result, {@link Result#UNPROVED} when neither the database nor the search settled it
 * @param plies the plies to the end of the game with best play, for a win or a loss; 0 otherwise
 * @param database true when the proof rests on the endgame database (the position is in it, or the search that
 *     settled it looked positions up there)
 */
public record Proof(Result result, int plies, boolean database) {
    /** The results a proof can have, best first for the side to move. */
    public enum Result {
        WIN, DRAW, LOSS, UNPROVED;

        /** The result for the other side. */
        Result reversed() {
            return switch (this) {
                case WIN -> LOSS;
                case LOSS -> WIN;
                default -> this;
            };
        }
    }

    public Proof {
        if (plies < 0) {
            throw new IllegalArgumentException("plies must not be negative, got " + plies);
        }
    }

    static Proof win(int plies, boolean database) {
        return new Proof(Result.WIN, plies, database);
    }

    static Proof loss(int plies, boolean database) {
        return new Proof(Result.LOSS, plies, database);
    }

    static Proof draw() {
        return new Proof(Result.DRAW, 0, true);
    }

    static Proof unproved() {
        return new Proof(Result.UNPROVED, 0, false);
    }

    /** True when the result is settled: a win, a draw or a loss. */
    public boolean proved() {
        return result != Result.UNPROVED;
    }

    /**
     * The proof for the side that moved into this position: this one's result reversed, a ply further from the
     * end.
     */
    public Proof forMover() {
        boolean decisive = result == Result.WIN || result == Result.LOSS;
        return new Proof(result.reversed(), decisive ? plies + 1 : 0, database);
    }

    /**
     * True when this proof is better for its side than {@code other}: a better result, or the same win sooner, or
     * the same loss later.
     */
    public boolean betterThan(Proof other) {
        if (result != other.result) {
            return result.ordinal() < other.result.ordinal();
        }
        return result == Result.WIN ? plies < other.plies : result == Result.LOSS && plies > other.plies;
    }

    /** {@code win in 7}, {@code draw}, {@code loss in 4}, {@code unproved}. */
    @Override
    public String toString() {
        return switch (result) {
            case WIN -> "win in " + plies;
            case LOSS -> "loss in " + plies;
            case DRAW -> "draw";
            case UNPROVED -> "unproved";
        };
    }
}
