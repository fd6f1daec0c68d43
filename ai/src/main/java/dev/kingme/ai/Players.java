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
                throw new IllegalArgumentException("'" + spec.text() + "' is played by a person at the keyboard, "
                        + "not by a machine player: choose random, greedy or ai:LEVEL");
        }
    }
}
