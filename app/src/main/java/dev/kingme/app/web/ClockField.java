package dev.kingme.app.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.session.GameError;
import dev.kingme.app.session.TimeControl;

/**
 * The {@code clock} field of a new game's request (docs/web.md, "Clocks"): {@code "5+3"}, {@code "d3"},
 * {@code "none"} or null, or {@code {"initialSeconds": S, "incrementSeconds": S}} for a control of one's own.
 */
final class ClockField {
    private ClockField() {
    }

    /** The control asked for in {@code request}, or null for none; a 400 that says what is wrong otherwise. */
    static TimeControl read(ObjectNode request) {
        JsonNode n = request.get("clock");
        if (n == null || n.isNull()) {
            return null;
        }
        try {
            if (n instanceof ObjectNode o) {
                int initial = Fields.number(o, "initialSeconds", 1, (int) TimeControl.MAX_INITIAL_SECONDS);
                int increment = o.has("incrementSeconds")
                        ? Fields.number(o, "incrementSeconds", 0, (int) TimeControl.MAX_INCREMENT_SECONDS) : 0;
                return TimeControl.seconds(initial, increment);
            }
            return TimeControl.parse(Fields.text(request, "clock", null, 20));
        } catch (GameError e) {
            throw GameError.invalid("'clock': " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw GameError.invalid("'clock': " + e.getMessage());
        }
    }
}
