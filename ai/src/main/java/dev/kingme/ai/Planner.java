package dev.kingme.ai;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Rules;
import java.util.List;

/**
 * A player that can say which whole move it would make from a state, for the side to act there. Used to
 * answer honestly for another side (see {@link HonestAnswer}): the answer is the move the player's own
 * search prefers for that side.
 */
interface Planner {
    /** The whole move (one or more decisions) this player would make from {@code s}; empty if none. */
    List<Decision> plan(Rules rules, GameState s);
}
