package dev.kingme.app.session;

import dev.kingme.rules.Player;
import dev.kingme.rules.ToAct;
import java.util.List;

/**
 * The clock of one game under a {@link TimeControl} (rules: docs/rules/clock.md). It runs for the side to
 * decide (a reaction in the opponent's turn runs the reacting side's clock), only once that side has made
 * its first move, and for nobody while chance acts or once the game is over. After each of its own moves
 * a side gets its increment (under correspondence, its days again). Every action is first
 * {@linkplain #charge charged} (its {@link ClockStamp}, which the server stores with the action) and then,
 * once made, {@linkplain #settle settled}; a game loaded from the store settles each stored stamp the same
 * way, so the rebuilt clock is the one that was left, and time has run since its last action.
 *
 * <p>Not thread-safe: the server holds the game's monitor around every call.
 */
public final class GameClock {
    private final TimeControl control;
    private final long[] remaining = new long[2];
    private final boolean[] moved = new boolean[2];
    private Player running;
    private long since;

    public GameClock(TimeControl control) {
        this.control = control;
        remaining[0] = control.initialMs();
        remaining[1] = control.initialMs();
    }

    public TimeControl control() {
        return control;
    }

    /** The side whose clock runs, or null. */
    public Player running() {
        return running;
    }

    /** {@code p}'s time left at {@code now} (milliseconds since the epoch), never below 0. */
    public long left(Player p, long now) {
        long r = remaining[p.ordinal()];
        return p == running ? Math.max(0, r - Math.max(0, now - since)) : r;
    }

    /** The side whose time has run out at {@code now} (its flag fell), or null. */
    public Player flagged(long now) {
        for (Player p : Player.values()) {
            if (left(p, now) == 0) {
                return p;
            }
        }
        return null;
    }

    /**
     * The flag fall due in {@code session} at {@code now}: the side whose time has run out while the game is
     * still on, or null (the game over, on time or otherwise, nothing falls any more).
     */
    public Action.Flag flagDue(Session session, long now) {
        Player out = session.verdict() != null ? null : flagged(now);
        return out == null ? null : new Action.Flag(out);
    }

    /**
     * Refuses every action once a side's time has run out at {@code now}.
     *
     * @throws GameError saying time ran out, and whose
     */
    public void refuseIfOut(long now) {
        Player out = flagged(now);
        if (out != null) {
            throw GameError.notYourTurn("time ran out: " + out.title() + "'s clock reached 0:00, and the game is lost"
                    + " on time (or drawn, when the other side has nothing to win with)");
        }
    }

    /** When the running side's flag falls (milliseconds since the epoch), or {@link Long#MAX_VALUE}. */
    public long deadline() {
        return running == null ? Long.MAX_VALUE : since + remaining[running.ordinal()];
    }

    /**
     * The clock as it stands when {@code a} is taken at {@code now}: the running side's time taken off,
     * and the mover's increment added for a move. Nothing changes until {@link #settle}.
     *
     * @throws GameError when a side's time ran out before {@code a} (a flag fall itself excepted)
     */
    public ClockStamp charge(Action a, long now) {
        if (!(a instanceof Action.Flag)) {
            refuseIfOut(now);
        }
        long[] r = {left(Player.BLACK, now), left(Player.WHITE, now)};
        if (a instanceof Action.Move m) {
            int i = m.player().ordinal();
            r[i] = control.correspondence() ? control.initialMs() : r[i] + control.incrementMs();
        }
        return new ClockStamp(r[0], r[1], now);
    }

    /**
     * Sets the clock to {@code stamp} once {@code a} is made, and starts the clock of the side to decide
     * in {@code who} (the state after {@code a}) if it has made a move already.
     */
    public void settle(ClockStamp stamp, Action a, ToAct who) {
        remaining[0] = stamp.blackMs();
        remaining[1] = stamp.whiteMs();
        since = stamp.at();
        if (a instanceof Action.Move m) {
            moved[m.player().ordinal()] = true;
        }
        running = who instanceof ToAct.Choice c && moved[c.player().ordinal()] ? c.player() : null;
    }

    /** Charges, takes and settles {@code a} in {@code session} at once (the terminal's way); answers what it said. */
    public List<String> take(Session session, Action a, long now) {
        ClockStamp stamp = charge(a, now);
        List<String> said = session.take(a);
        settle(stamp, a, session.who());
        return said;
    }
}
