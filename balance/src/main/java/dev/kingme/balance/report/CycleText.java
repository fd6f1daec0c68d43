package dev.kingme.balance.report;

import dev.kingme.balance.stats.Cycles;
import dev.kingme.balance.stats.Score;
import java.util.ArrayList;
import java.util.List;

/**
 * The words for a run's non-transitive cycles, the same in the terminal, the HTML page and report.json: each
 * cycle as its three "beats" with their scores, and a sentence saying how many there are and how sure.
 */
final class CycleText {
    /** The cycles within noise that the terminal and the page name; the rest are only counted (all are in report.json). */
    static final int NOISE_SHOWN = 3;

    private CycleText() {
    }

    /** {@code mage beats cleric 80.0% [58.4%, 91.9%], cleric beats thief ..., thief beats mage ...}. */
    static String describe(Analysis a, Cycles.Cycle c) {
        List<String> edges = new ArrayList<>();
        List<Integer> p = c.players();
        for (int e = 0; e < 3; e++) {
            edges.add(edge(a, p.get(e), p.get((e + 1) % 3), c.edges().get(e)));
        }
        return String.join(", ", edges);
    }

    private static String edge(Analysis a, int winner, int loser, Score s) {
        return a.characters().get(winner).label() + " beats " + a.characters().get(loser).label() + " " + Text.score(s);
    }

    /** How sure a cycle is: {@code clear} or {@code within noise}, and why. */
    static String certainty(Cycles.Cycle c) {
        return c.clear() ? "clear: every edge's 95% interval lies above 50%"
                : "within noise: its weakest edge's 95% interval contains 50%";
    }

    /**
     * One sentence on the cycles: how many are clear and how many within noise; empty when there are none.
     * Clear cycles are a finding whatever the flags say: characters that all score 50% overall can still beat
     * one another in a ring.
     */
    static String summary(Analysis a) {
        int clear = a.clearCycles().size();
        int noise = a.cycles().size() - clear;
        if (clear == 0 && noise == 0) {
            return "";
        }
        StringBuilder s = new StringBuilder();
        if (clear > 0) {
            s.append(clear).append(clear == 1 ? " clear non-transitive cycle" : " clear non-transitive cycles")
                    .append(" (each beats the next, the last beats the first, every edge's interval above 50%)");
        }
        if (noise > 0) {
            s.append(clear > 0 ? "; " : "").append(noise).append(noise == 1 ? " cycle" : " cycles")
                    .append(" within noise (a weakest edge whose interval contains 50%: the games cannot tell it from even)");
        }
        return s.toString();
    }

    /** The cycles the terminal and the page spell out: every clear one, and the surest few within noise. */
    static List<Cycles.Cycle> shown(Analysis a) {
        List<Cycles.Cycle> out = new ArrayList<>(a.clearCycles());
        a.cycles().stream().filter(c -> !c.clear()).limit(NOISE_SHOWN).forEach(out::add);
        return out;
    }
}
