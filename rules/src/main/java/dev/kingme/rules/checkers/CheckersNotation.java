package dev.kingme.rules.checkers;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Topology;
import java.util.List;

/**
 * How checkers writes its decisions: squares by their standard numbers 1 to 32, a step as {@code 11-15},
 * a hop as {@code 24x15}, a whole capture route in full ({@code 24x15x6}), a power or a huff as its name and
 * squares. A square off the dark squares (only ever in a refusal) is written {@code #n}.
 */
final class CheckersNotation {
    private CheckersNotation() {
    }

    static String name(int square) {
        Topology t = Topology.DARK_SQUARES;
        return t.contains(square) ? String.valueOf(t.number(square)) : "#" + square;
    }

    /** A line of hops written as one route, or null when the line is not all hops. */
    static String route(List<Decision> line) {
        if (line.isEmpty()) {
            return null;
        }
        for (Decision d : line) {
            if (!(d instanceof Decision.Jump)) {
                return null;
            }
        }
        StringBuilder sb = new StringBuilder(name(((Decision.Jump) line.get(0)).from()));
        for (Decision d : line) {
            sb.append('x').append(name(((Decision.Jump) d).to()));
        }
        return sb.toString();
    }

    static String of(Decision d) {
        if (d instanceof Decision.Step st) {
            return name(st.from()) + "-" + name(st.to());
        }
        if (d instanceof Decision.Jump j) {
            return name(j.from()) + "x" + name(j.to());
        }
        if (d instanceof Decision.Act a) {
            StringBuilder sb = new StringBuilder(a.name());
            for (int sq : a.squares()) {
                sb.append(' ').append(name(sq));
            }
            return sb.toString();
        }
        if (d instanceof Decision.Place p) {
            return p.what() + " " + name(p.square());
        }
        return "pass";
    }
}
