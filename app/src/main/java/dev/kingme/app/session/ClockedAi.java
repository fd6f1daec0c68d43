package dev.kingme.app.session;

import dev.kingme.ai.AiSpec;
import dev.kingme.ai.TimeLimited;
import dev.kingme.engine.Position;
import dev.kingme.engine.search.Clock;
import dev.kingme.engine.search.SearchLimits;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.record.Chooser;

/**
 * The AI under a clock: its time for each decision is the engine's share of what it has left
 * ({@link Clock#allocate(int)}: the remaining time over the moves to come, plus most of the increment,
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
        return movetime(spec, clock, side, now, Clock.ALL_PIECES);
    }

    /** As {@link #movetime(AiSpec, GameClock, Player, long)} with {@code pieces} on the board. */
    static long movetime(AiSpec spec, GameClock clock, Player side, long now, int pieces) {
        return clocked(spec, clock) ? target(spec, share(clock, side, now, pieces)) : 0;
    }

    /** Whether {@code clock} limits the time of {@code spec}'s decisions at all. */
    private static boolean clocked(AiSpec spec, GameClock clock) {
        return clock != null && !clock.control().correspondence() && !spec.isHuman();
    }

    /** The target of {@code share} for one decision (at least 1 ms), or 0 when the level's own time is shorter. */
    private static long target(AiSpec spec, SearchLimits share) {
        long planned = share.plannedMillis();
        long time = planned > 0 ? planned : 1;
        return time >= spec.level().movetimeMillis() ? 0 : time;
    }

    /** The engine's limits for {@code side}'s next move ({@link Clock#allocate(int)}), the reserve kept back. */
    private static SearchLimits share(GameClock clock, Player side, long now, int pieces) {
        return new Clock(Math.max(0, clock.left(side, now) - RESERVE_MS), clock.control().incrementMs(), 0).allocate(pieces);
    }

    /**
     * {@code own}, its time for the next decision in {@code state} set from {@code side}'s clock at {@code now}:
     * a target of {@link #movetime} that the engine's search may pass up to the clock's longest time for a move
     * ({@link Clock#allocate(int)}: fewer moves are planned for as pieces leave a checkers board) when its best
     * move is still changing, never past the level's own time.
     */
    public static Chooser chooser(Chooser own, AiSpec spec, GameClock clock, Player side, long now, Rules rules,
            GameState state) {
        if (own instanceof TimeLimited t) {
            Position p = rules.enginePosition(state);
            int pieces = p == null ? Clock.ALL_PIECES : Long.bitCount(p.black() | p.white());
            SearchLimits share = clocked(spec, clock) ? share(clock, side, now, pieces) : null;
            long target = share == null ? 0 : target(spec, share);
            if (target == 0) {
                t.limitTime(0);
            } else {
                t.limitTime(target, Math.max(target, Math.min(share.movetimeMillis(), spec.level().movetimeMillis())));
            }
        }
        return own;
    }
}
