package dev.kingme.rules.record;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Verdict;

/**
 * A match the {@link MatchRunner} played: its record, the state it reached, and how it ended (null when
 * the ply limit stopped it first).
 */
public record Match(GameRecord record, GameState state, Verdict verdict) {
    /** Did the game end by its own rules (rather than at the ply limit)? */
    public boolean over() {
        return verdict != null;
    }
}
