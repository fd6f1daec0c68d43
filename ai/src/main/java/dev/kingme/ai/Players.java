package dev.kingme.ai;

import dev.kingme.rules.record.Chooser;
import dev.kingme.rules.record.RandomChooser;

/** The machine players an {@link AiSpec} names, each a fresh {@link Chooser} with its own seeded generator. */
public final class Players {
    private Players() {
    }

    /**
     * A new player for {@code spec}: random, greedy, or the AI of its level (see {@link AiChooser}), with or without the checkers engine. The
     * same spec and seed make the same decisions in the same game (with the AI, as far as its time budget
     * allows the same number of iterations).
     *
     * @throws IllegalArgumentException for a human, whom no machine can play
     */
    public static Chooser of(AiSpec spec, long seed) {
        return of(spec, 0, seed);
    }

    /**
     * As {@link #of(AiSpec, long)}, the AI taking {@code movetimeMillis} per decision instead of its level's
     * time (0: the level's); random and greedy players take no time to speak of and ignore it.
     */
    public static Chooser of(AiSpec spec, long movetimeMillis, long seed) {
        if (movetimeMillis < 0) {
            throw new IllegalArgumentException("a time per decision must not be negative, got " + movetimeMillis);
        }
        switch (spec.kind()) {
            case RANDOM:
                return new RandomChooser(seed);
            case GREEDY:
                return new Greedy(seed);
            case AI:
                return new AiChooser(spec.level(), movetimeMillis, seed);
            case MCTS:
                return new AiChooser(spec.level(), movetimeMillis, seed, false);
            default:
                throw human(spec);
        }
    }

    /**
     * As {@link #of(AiSpec, long)}, for a server that holds many games with an AI seat: the AI holds no
     * engine of its own but borrows one from a pool the process shares while it decides, so the memory the
     * AIs take grows with how many think at once, not with how many games are held.
     */
    public static Chooser pooled(AiSpec spec, long seed) {
        return switch (spec.kind()) {
            case AI -> AiChooser.pooled(spec.level(), seed, true);
            case MCTS -> AiChooser.pooled(spec.level(), seed, false);
            default -> of(spec, seed);
        };
    }

    /**
     * A player for {@code spec} whose decisions depend on the game and {@code seed} alone, never on the
     * clock: the same spec and seed make the same decisions in the same game on any machine, under any
     * load and on any thread. Random and greedy are so already; the AI searches by its level's cap on
     * MCTS iterations with no time limit (and plain checkers' engine by the level's depth alone). For runs
     * whose results must be reproduced, such as the balance lab's.
     */
    public static Chooser repeatable(AiSpec spec, long seed) {
        return repeatable(spec, 0, seed);
    }

    /**
     * As {@link #repeatable(AiSpec, long)}, the AI's MCTS making {@code iterations} iterations a decision
     * instead of its level's cap (0: the level's); random and greedy ignore it.
     */
    public static Chooser repeatable(AiSpec spec, int iterations, long seed) {
        switch (spec.kind()) {
            case RANDOM:
                return new RandomChooser(seed);
            case GREEDY:
                return new Greedy(seed);
            case AI:
                return AiChooser.repeatable(spec.level(), iterations, seed, true);
            case MCTS:
                return AiChooser.repeatable(spec.level(), iterations, seed, false);
            default:
                throw human(spec);
        }
    }

    /** The MCTS iterations a repeatable AI of {@code level} makes for each decision by default. */
    public static int repeatableIterations(Level level) {
        return AiChooser.settings(level).iterations();
    }

    private static IllegalArgumentException human(AiSpec spec) {
        return new IllegalArgumentException("'" + spec.text() + "' is played by a person at the keyboard, "
                + "not by a machine player: choose random, greedy or ai:LEVEL");
    }
}
