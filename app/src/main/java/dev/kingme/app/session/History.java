package dev.kingme.app.session;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Line;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Player;
import dev.kingme.rules.Verdict;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What happened in a terminal game, oldest first, from the state it started in: the whole moves the sides
 * played, the chance outcomes the program rolled, and the endings the players agreed. Saving and undoing
 * work on it; the current state is the last step's. A game loaded from a record also keeps what the record
 * said about it besides its moves (PDN tags: the event, the players, the date), so saving it again says
 * the same, and knows whether it is still the game as recorded.
 */
public final class History {
    /** One thing that happened, with the states on either side of it. */
    public sealed interface Step {
        GameState before();

        GameState after();
    }

    /** A side chose a whole move, written {@code text} in the game's notation. */
    public record Played(GameState before, Player player, Line line, String text) implements Step {
        @Override
        public GameState after() {
            return line.after();
        }
    }

    /** Chance produced {@code outcome}. */
    public record Rolled(GameState before, Outcome outcome, GameState after) implements Step {
    }

    /** The players ended the game by agreement: a draw, or a resignation. */
    public record Agreed(GameState before, Verdict verdict, GameState after) implements Step {
    }

    private final GameState start;
    private final List<Step> steps = new ArrayList<>();
    /** The steps as others see them: read-only, and as they are now (not a copy made at each call). */
    private final List<Step> readOnly = java.util.Collections.unmodifiableList(steps);
    private final Map<String, String> tags;
    /** How many steps the record had; how many of them are still here, untouched by undo. */
    private int recorded;
    private int kept;

    public History(GameState start) {
        this(start, Map.of());
    }

    /** A history for a game read from a record with these tags, its steps to be added as recorded. */
    public History(GameState start, Map<String, String> tags) {
        this.start = start;
        this.tags = new LinkedHashMap<>(tags);
    }

    /** What the record this game was loaded from said about it, by tag name; empty for a game begun here. */
    public Map<String, String> tags() {
        return Collections.unmodifiableMap(tags);
    }

    /** Marks the steps so far as the record's own: {@link #asRecorded()} is true until they change. */
    public void recorded() {
        recorded = steps.size();
        kept = recorded;
    }

    /** True when the steps are exactly those of the record the game was loaded from. */
    public boolean asRecorded() {
        return kept == recorded && steps.size() == recorded;
    }

    public GameState start() {
        return start;
    }

    public GameState current() {
        return steps.isEmpty() ? start : steps.get(steps.size() - 1).after();
    }

    /** The steps, oldest first: a read-only view of them as they are (not a copy; it changes as they do). */
    public List<Step> steps() {
        return readOnly;
    }

    /** How many steps there are. */
    public int size() {
        return steps.size();
    }

    /** The last step, or null before the first. */
    public Step last() {
        return steps.isEmpty() ? null : steps.get(steps.size() - 1);
    }

    public void add(Step step) {
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
    public Step undo() {
        int i = steps.size() - 1;
        while (i >= 0 && steps.get(i) instanceof Rolled) {
            i--;
        }
        if (i < 0) {
            throw new IllegalStateException("nothing to undo");
        }
        Step undone = steps.get(i);
        steps.subList(i, steps.size()).clear();
        kept = Math.min(kept, i);
        return undone;
    }
}
