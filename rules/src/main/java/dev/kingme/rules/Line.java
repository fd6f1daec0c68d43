package dev.kingme.rules;

import java.util.List;

/**
 * A whole move: the decisions one side makes in a row before the window changes hands or leaves the
 * capture chain (one hop per decision), with the state it leads to. Notation and click-to-move work on
 * lines; the model itself works on single decisions.
 */
public record Line(List<Decision> decisions, GameState after) {
    public Line {
        decisions = List.copyOf(decisions);
    }

    public Decision first() {
        return decisions.get(0);
    }

    /** Squares the moving piece lands on, in order (empty for decisions that move no piece). */
    public int[] landings() {
        int[] out = new int[decisions.size()];
        int n = 0;
        for (Decision d : decisions) {
            if (d instanceof Decision.Step s) {
                out[n++] = s.to();
            } else if (d instanceof Decision.Jump j) {
                out[n++] = j.to();
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /** The squares the moving piece visits: its origin, then every landing (empty when it moves no piece). */
    public List<Integer> route() {
        List<Integer> out = new java.util.ArrayList<>();
        if (origin() < 0) {
            return out;
        }
        out.add(origin());
        for (int sq : landings()) {
            out.add(sq);
        }
        return out;
    }

    /** The square the moving piece starts on, or -1 when the line moves no piece. */
    public int origin() {
        if (first() instanceof Decision.Step s) {
            return s.from();
        }
        if (first() instanceof Decision.Jump j) {
            return j.from();
        }
        return -1;
    }
}
