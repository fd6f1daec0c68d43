package dev.kingme.balance.report;

import dev.kingme.balance.LabResults;
import dev.kingme.balance.stats.Cycles;
import java.util.ArrayList;
import java.util.List;

/**
 * What the terminal shows of a finished run: the characters ranked, strongest first, each with its score
 * against the others and its rating (the same score on the Elo scale, so the two intervals agree), its flag,
 * the changed built-in characters labelled; then the non-transitive cycles. The report's files hold the rest.
 */
public final class RunSummary {
    private RunSummary() {
    }

    /** The lines for the run's results. */
    public static List<String> lines(LabResults results) {
        return lines(Analysis.of(results));
    }

    static List<String> lines(Analysis a) {
        List<String> out = new ArrayList<>();
        int width = "character".length();
        for (CharacterInfo c : a.characters()) {
            width = Math.max(width, c.label().length());
        }
        out.add("ranking, strongest first (score against the others and its 95% interval; rating: that score on the Elo scale):");
        String row = "%3s  %-" + width + "s  %-24s  %-20s  %s";
        out.add(String.format(row, "#", "character", "score", "rating", "flag").stripTrailing());
        for (Analysis.Standing s : a.ranked()) {
            out.add(String.format(row, a.rank(s), s.who().label(), Text.score(s.overall()), Text.rating(s.rating()),
                    s.flag().label()).stripTrailing());
        }
        List<String> changed = a.results().changed();
        if (!changed.isEmpty()) {
            out.add("changed built-in characters: " + String.join(", ", changed) + " (played from a character file of"
                    + " the same id, not as built in: their results are the changed characters')");
        }
        String cycles = CycleText.summary(a);
        if (!cycles.isEmpty()) {
            out.add("non-transitive: " + cycles + ":");
            for (Cycles.Cycle c : CycleText.shown(a)) {
                out.add("  " + CycleText.describe(a, c) + " (" + (c.clear() ? "clear" : "within noise") + ")");
            }
            int hidden = a.cycles().size() - CycleText.shown(a).size();
            if (hidden > 0) {
                out.add("  and " + hidden + " more within noise (all are in report.json)");
            }
        }
        return out;
    }
}
