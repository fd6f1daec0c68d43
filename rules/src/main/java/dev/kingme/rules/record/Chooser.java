package dev.kingme.rules.record;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Rules;
import java.util.List;

/**
 * Whoever decides for one side in a match: a person at a prompt, a random mover, an AI. It sees the
 * state and what is legal in it but never the runner's random generator, so it cannot see the future.
 * (Named so as not to clash with {@link dev.kingme.rules.Player}, the side.)
 */
@FunctionalInterface
public interface Chooser {
    /**
     * One of {@code legal}, which is {@code rules.legalDecisions(state)} and never empty.
     */
    Decision choose(Rules rules, GameState state, List<Decision> legal);
}
