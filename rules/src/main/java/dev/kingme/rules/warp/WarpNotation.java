package dev.kingme.rules.warp;

import static dev.kingme.rules.warp.WarpRules.BOARD;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import java.util.List;

/**
 * Warp Checkers as text: squares by their numbers 1-64, decisions as typed ({@code 18-27}, {@code 18x36},
 * {@code swap 10 11}, {@code cycle 1 cw}, {@code fragment 19}, {@code stop}), a capture in full, and the
 * points and the count of turns without a capture.
 */
final class WarpNotation {
    private WarpNotation() {
    }

    /** The number the board shows for {@code sq}, or {@code #sq} for a square off the board. */
    static String name(int sq) {
        return BOARD.contains(sq) ? String.valueOf(BOARD.number(sq)) : "#" + sq;
    }

    static String of(Decision d) {
        if (d instanceof Decision.Step st) {
            return name(st.from()) + "-" + name(st.to());
        }
        if (d instanceof Decision.Jump j) {
            return name(j.from()) + "x" + name(j.to());
        }
        if (d instanceof Decision.Place p) {
            return p.what() + " " + name(p.square());
        }
        if (d instanceof Decision.Act a) {
            StringBuilder sb = new StringBuilder(a.name());
            for (int sq : a.squares()) {
                sb.append(' ').append(name(sq));
            }
            if (!a.choice().isEmpty()) {
                sb.append(' ').append(a.choice());
            }
            return sb.toString();
        }
        return "stop";
    }

    /** A capture written in full ({@code 10x28x46}); other lines decision by decision. */
    static String of(Rules rules, GameState s, List<Decision> line) {
        List<Decision> hops = !line.isEmpty() && line.get(line.size() - 1) instanceof Decision.Pass
                ? line.subList(0, line.size() - 1) : line;
        boolean chain = !hops.isEmpty() && s.pending().isEmpty();
        for (Decision d : hops) {
            chain &= d instanceof Decision.Jump;
        }
        if (!chain) {
            return Rules.decisionByDecision(rules, s, line);
        }
        StringBuilder sb = new StringBuilder(name(((Decision.Jump) hops.get(0)).from()));
        for (Decision d : hops) {
            sb.append('x').append(name(((Decision.Jump) d).to()));
        }
        return sb.toString();
    }

    /** Each side's points, and how many of the {@code quietTurns} turns without a capture have gone by (0: off). */
    static String describe(GameState s, int quietTurns) {
        StringBuilder sb = new StringBuilder();
        for (Player p : Player.values()) {
            sb.append(sb.length() == 0 ? "" : ", ").append(p.title()).append(' ').append(Points.of(s, p))
                    .append(Points.of(s, p) == 1 ? " point" : " points");
        }
        if (quietTurns > 0) {
            sb.append("; ").append(s.quietPlies()).append(" of ").append(quietTurns).append(" turns without a capture");
        }
        return sb.toString();
    }
}
