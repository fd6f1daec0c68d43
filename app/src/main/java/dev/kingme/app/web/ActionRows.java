package dev.kingme.app.web;

import dev.kingme.app.session.Action;
import dev.kingme.app.session.ClockStamp;
import dev.kingme.app.store.StoredAction;
import dev.kingme.record.StoredJson;
import dev.kingme.rules.Player;
import java.util.Locale;

/**
 * An {@link Action} as a row of the actions table and back: its kind by name, the seat that took it, and
 * its body in the codec's JSON ({@link StoredJson}), and in a game with a clock the clock as it stood. An action is written once, when it is stored, and read
 * only when a game is loaded from the store; within a request it travels as the object.
 */
final class ActionRows {
    private ActionRows() {
    }

    /** {@code a} as the row numbered {@code seq}, with the clock {@code stamp} (null: the game has none). */
    static StoredAction row(int seq, Action a, ClockStamp stamp) {
        String player = a.player() == null ? null : GameView.name(a.player());
        StoredAction.Times times = stamp == null ? null : new StoredAction.Times(stamp.blackMs(), stamp.whiteMs(), stamp.at());
        if (a instanceof Action.Move m) {
            return new StoredAction(seq, "move", player, StoredJson.move(m.decisions()), times);
        }
        if (a instanceof Action.Roll r) {
            return new StoredAction(seq, "roll", null, StoredJson.roll(r.value()), times);
        }
        return new StoredAction(seq, kind(a), player, StoredJson.EMPTY, times);
    }

    /** The clock a stored row holds, or null for a row of a game without a clock. */
    static ClockStamp stamp(StoredAction row) {
        StoredAction.Times t = row.times();
        return t == null ? null : new ClockStamp(t.blackMs(), t.whiteMs(), t.at());
    }

    private static String kind(Action a) {
        if (a instanceof Action.Undo) {
            return "undo";
        }
        if (a instanceof Action.OfferDraw) {
            return "offer-draw";
        }
        if (a instanceof Action.AcceptDraw) {
            return "accept-draw";
        }
        if (a instanceof Action.DeclineDraw) {
            return "decline-draw";
        }
        if (a instanceof Action.Flag) {
            return "flag";
        }
        return "resign";
    }

    /**
     * The action a stored row holds.
     *
     * @throws IllegalArgumentException for a row no server writes: an unknown kind, a body that is not the
     *     kind's, a seat that is not a side
     */
    static Action action(StoredAction row) {
        Player p = row.player() == null ? null : Player.valueOf(row.player().toUpperCase(Locale.ROOT));
        return switch (row.kind()) {
            case "move" -> new Action.Move(p, StoredJson.decisions(row.body()));
            case "roll" -> new Action.Roll(StoredJson.value(row.body()));
            case "undo" -> new Action.Undo(p);
            case "offer-draw" -> new Action.OfferDraw(p);
            case "accept-draw" -> new Action.AcceptDraw(p);
            case "decline-draw" -> new Action.DeclineDraw(p);
            case "resign" -> new Action.Resign(p);
            case "flag" -> new Action.Flag(p);
            default -> throw new IllegalArgumentException("unknown action '" + row.kind() + "'");
        };
    }
}
