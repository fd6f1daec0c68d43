package dev.kingme.rules;

import java.util.List;

/**
 * What a side may choose: a closed set of shapes that every game's decisions fit. Squares are board
 * indices (see {@link Topology}).
 */
public sealed interface Decision {
    /** A piece moves to a square without capturing. */
    record Step(int from, int to) implements Decision {
    }

    /** One hop of a capture: the piece on {@code from} jumps {@code over} and lands on {@code to}. */
    record Jump(int from, int over, int to) implements Decision {
    }

    /** Puts something named {@code what} on a square (a pawn at setup). */
    record Place(String what, int square) implements Decision {
    }

    /**
     * A named action on some squares, with an optional choice: a Lilypad pawn move, a huff, and later the
     * characters' powers. {@code name} is the action's name in the game's own words.
     */
    record Act(String name, List<Integer> squares, String choice) implements Decision {
        public Act {
            squares = List.copyOf(squares);
            choice = choice == null ? "" : choice;
        }

        public static Act of(String name, int... squares) {
            Integer[] boxed = new Integer[squares.length];
            for (int i = 0; i < squares.length; i++) {
                boxed[i] = squares[i];
            }
            return new Act(name, List.of(boxed), "");
        }
    }

    /** Declines: ends a window in which doing nothing is allowed. */
    record Pass() implements Decision {
    }
}
