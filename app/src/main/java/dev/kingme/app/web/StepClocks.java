package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.session.ClockStamp;
import dev.kingme.app.session.TimeControl;
import dev.kingme.rules.Player;
import java.util.ArrayList;
import java.util.List;

/**
 * The clock as it stood after each step of a game's history (docs/web.md, "positions"): the stamp of the
 * action that made the step, kept beside the history as actions are made or replayed from the store, so the
 * replay and the look-back show the same times the live clock had. An undo takes its steps' stamps away with
 * them; one action that makes several steps gives them all its stamp.
 */
final class StepClocks {
    private final TimeControl control;
    private final List<ClockStamp> afterStep = new ArrayList<>();

    StepClocks(TimeControl control) {
        this.control = control;
    }

    /** Follows the history once an action stamped {@code stamp} left it with {@code steps} steps. */
    void follow(int steps, ClockStamp stamp) {
        while (afterStep.size() > steps) {
            afterStep.remove(afterStep.size() - 1);
        }
        while (afterStep.size() < steps) {
            afterStep.add(stamp != null ? stamp : afterStep.isEmpty() ? null : afterStep.get(afterStep.size() - 1));
        }
    }

    /** {@code p}'s time left after {@code steps} steps (0: the start). */
    long left(int steps, Player p) {
        ClockStamp s = steps == 0 || steps > afterStep.size() ? null : afterStep.get(steps - 1);
        if (s == null) {
            return control.initialMs();
        }
        return p == Player.BLACK ? s.blackMs() : s.whiteMs();
    }

    /** {@code {"blackMs": N, "whiteMs": N}} after {@code steps} steps (0: the start, the control's times). */
    ObjectNode json(int steps) {
        ObjectNode o = Fields.JSON.createObjectNode();
        o.put("blackMs", left(steps, Player.BLACK));
        o.put("whiteMs", left(steps, Player.WHITE));
        return o;
    }
}
