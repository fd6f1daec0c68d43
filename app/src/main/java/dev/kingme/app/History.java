package dev.kingme.app;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Line;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Player;
import dev.kingme.rules.Verdict;
import java.util.ArrayList;
import java.util.List;

/**
 * What happened in a terminal game, oldest first, from the state it started in: the whole moves the sides
 * played, the chance outcomes the program rolled, and the endings the players agreed. Saving and undoing
 * work on it; the current state is the last step's.
 */
final class History {
    /** One thing that happened, with the states on either side of it. */
    sealed interface Step {
        GameState before();

        GameState after();
    }

    /** A side chose a whole move, written {@code text} in the game's notation. */
    record Played(GameState before, Player player, Line line, String text) implements Step {
        @Override
        public GameState after() {
            return line.after();
        }
    }

    /** Chance produced {@code outcome}. */
    record Rolled(GameState before, Outcome outcome, GameState after) implements Step {
    }

    /** The players ended the game by agreement: a draw, or a resignation. */
    record Agreed(GameState before, Verdict verdict, GameState after) implements Step {
    }

    private final GameState start;
    private final List<Step> steps = new ArrayList<>();

    History(GameState start) {
        this.start = start;
    }

    GameState start() {
        return start;
    }

    GameState current() {
        return steps.isEmpty() ? start : steps.get(steps.size() - 1).after();
    }

    List<Step> steps() {
        return List.copyOf(steps);
    }

    void add(Step step) {
        steps.add(step);
    }

    /**
     * Takes back the last thing a side did (a move, or an agreed ending) together with the chance outcomes
     * rolled after it. Chance rolled before it stays, so the side decides again facing the same roll: undo
     * must never be a way to roll again.
     *
     * @return the step taken back
     * @throws IllegalStateException when no side has done anything yet
     */
    Step undo() {
        int i = steps.size() - 1;
        while (i >= 0 && steps.get(i) instanceof Rolled) {
            i--;
        }
        if (i < 0) {
            throw new IllegalStateException("nothing to undo");
        }
        Step undone = steps.get(i);
        steps.subList(i, steps.size()).clear();
        return undone;
    }
}
