package dev.kingme.app.terminal;

import dev.kingme.app.session.GameClock;
import dev.kingme.rules.Player;

/**
 * A game's clock as the terminal shows it under the board:
 * {@code Clock (5 min + 3 s): Black 4:58, White 5:00; Black's runs}.
 */
final class ClockText {
    private ClockText() {
    }

    static String line(GameClock clock, long now) {
        StringBuilder sb = new StringBuilder("Clock (").append(clock.control().label()).append("): ");
        for (Player p : Player.values()) {
            sb.append(p == Player.BLACK ? "" : ", ").append(p.title()).append(' ').append(time(clock.left(p, now)));
        }
        Player running = clock.running();
        return sb.append(running == null ? "; no clock runs" : "; " + running.title() + "'s runs").toString();
    }

    /** {@code 4:58}, {@code 0:09.4} under ten seconds, {@code 1:02:03} over an hour, {@code 2d 03:04:05} over a day. */
    static String time(long ms) {
        long s = ms / 1000;
        if (ms < 10_000) {
            return String.format("0:%02d.%d", s, ms % 1000 / 100);
        }
        if (s >= 86_400) {
            return String.format("%dd %02d:%02d:%02d", s / 86_400, s % 86_400 / 3600, s % 3600 / 60, s % 60);
        }
        if (s >= 3600) {
            return String.format("%d:%02d:%02d", s / 3600, s % 3600 / 60, s % 60);
        }
        return String.format("%d:%02d", s / 60, s % 60);
    }
}
