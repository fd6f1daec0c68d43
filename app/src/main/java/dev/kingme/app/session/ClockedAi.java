package dev.kingme.app.session;

import dev.kingme.ai.AiSpec;
import dev.kingme.ai.TimeLimited;
import dev.kingme.engine.search.Clock;
import dev.kingme.engine.search.SearchLimits;
import dev.kingme.rules.Player;
import dev.kingme.rules.record.Chooser;

/**
 * The AI under a clock: its time for each decision is the engine's share of what it has left
 * ({@link Clock#allocate}: the remaining time over some thirty moves to come, plus most of the increment,
 * a safety margin kept back, and a little more for the move's way to the board and the store), never more
 * than its level's own time. The seat's own player decides, with its time cut to the share
 * ({@link TimeLimited}), so it keeps what it learnt of the game.
 */
public final class ClockedAi {
    /** Kept back from the time left before it is shared out: storing the move and telling the players. */
    static final long RESERVE_MS = 20;

    private ClockedAi() {
    }

    /** The time {@code side} may take for one decision at {@code now}, or 0 for the level's own time. */
    public static long movetime(AiSpec spec, GameClock clock, Player side, long now) {
        if (clock == null || clock.control().correspondence() || spec.isHuman()) {
            return 0;
        }
        long own = spec.level().movetimeMillis();
        SearchLimits share = new Clock(Math.max(0, clock.left(side, now) - RESERVE_MS), clock.control().incrementMs(), 0).allocate();
        long time = share.plannedMillis() > 0 ? share.plannedMillis() : 1;
        return time >= own ? 0 : time;
    }

    /**
     * {@code own}, its time for the next decisions set from {@code side}'s clock at {@code now}: a target of
     * {@link #movetime} that the engine's search may pass up to the clock's longest time for a move
     * ({@link Clock#allocate}) when its best move is still changing, never past the level's own time.
     */
    public static Chooser chooser(Chooser own, AiSpec spec, GameClock clock, Player side, long now) {
        if (own instanceof TimeLimited t) {
            long target = movetime(spec, clock, side, now);
            if (target == 0) {
                t.limitTime(0);
            } else {
                long most = new Clock(Math.max(0, clock.left(side, now) - RESERVE_MS), clock.control().incrementMs(), 0)
                        .allocate().movetimeMillis();
                t.limitTime(target, Math.max(target, Math.min(most, spec.level().movetimeMillis())));
            }
        }
        return own;
    }
}
