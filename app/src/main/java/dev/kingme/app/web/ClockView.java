package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.session.GameClock;
import dev.kingme.app.session.TimeControl;
import dev.kingme.rules.Player;

/**
 * A game's clock in its view (docs/web.md, "Clocks"): the control, and each side's time left as of the
 * moment the view is made, with the side whose clock runs; the page counts that side down from there.
 */
final class ClockView {
    private ClockView() {
    }

    /** The {@code clock} field of a view at {@code now}: null for a game without a clock. */
    static ObjectNode of(GameClock clock, boolean over, long now) {
        if (clock == null) {
            return null;
        }
        TimeControl c = clock.control();
        ObjectNode v = Fields.JSON.createObjectNode();
        v.put("control", c.text());
        v.put("label", c.label());
        v.put("initialMs", c.initialMs());
        v.put("incrementMs", c.incrementMs());
        v.put("daysPerMove", c.daysPerMove());
        v.put("blackMs", clock.left(Player.BLACK, now));
        v.put("whiteMs", clock.left(Player.WHITE, now));
        Player running = over ? null : clock.running();
        v.put("running", running == null ? null : GameView.name(running));
        return v;
    }
}
