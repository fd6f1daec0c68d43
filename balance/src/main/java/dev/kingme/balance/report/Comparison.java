package dev.kingme.balance.report;

import dev.kingme.balance.LabResults;
import dev.kingme.balance.stats.Interval;
import dev.kingme.balance.stats.Score;
import dev.kingme.balance.stats.ScoreRating;
import java.util.ArrayList;
import java.util.List;

/**
 * What changed between two balance runs of the same plan with different characters ("what if"): for each
 * character in both, its score against the others and its rating in each run, the change in score with a 95%
 * interval, and whether the change is significant (its interval excludes no change). Each run's rating is its
 * score on the Elo scale ({@link ScoreRating}), with the same interval; the change in rating is given as a
 * number only, so that the one interval of the change is the score's. How it is computed is in
 * {@code docs/balance-statistics.md}.
 */
public final class Comparison {
    /** The 97.5% point of the normal distribution, for 95% intervals. */
    static final double Z = 1.959964;

    /**
     * One character in both runs.
     *
     * @param who its name, title and set (as the changed run knows it)
     * @param base its line in the base run
     * @param changed its line in the changed run
     * @param scoreChange the changed run's score minus the base's, with its 95% interval
     * @param eloChange the changed run's rating minus the base's (NaN when either is infinite)
     */
    public record Row(CharacterInfo who, Analysis.Standing base, Analysis.Standing changed, Change scoreChange,
            double eloChange) {
        /** True when the score's change is significant at 95%. */
        public boolean significant() {
            return scoreChange.interval().excludes(0);
        }
    }

    /** A change and its 95% interval. */
    public record Change(double value, Interval interval) {
    }

    private final Analysis base;
    private final Analysis changed;
    private final List<Row> rows;
    private final List<String> changedCharacters;

    private Comparison(Analysis base, Analysis changed, List<String> changedCharacters) {
        this.base = base;
        this.changed = changed;
        this.changedCharacters = List.copyOf(changedCharacters);
        List<Row> out = new ArrayList<>();
        for (Analysis.Standing now : changed.standings()) {
            Analysis.Standing then = null;
            for (Analysis.Standing b : base.standings()) {
                if (b.who().name().equals(now.who().name())) {
                    then = b;
                }
            }
            if (then != null) {
                out.add(new Row(now.who(), then, now, scoreChange(then, now), eloChange(then.rating(), now.rating())));
            }
        }
        rows = List.copyOf(out);
    }

    /**
     * The comparison of the base run's results with the changed run's.
     *
     * @param changedCharacters the characters the changed run's files change or add, for the page to name
     * @throws IllegalArgumentException when the two runs are not of the same plan apart from their characters
     */
    public static Comparison of(LabResults base, LabResults changed, List<String> changedCharacters) {
        List<String> differs = new ArrayList<>();
        if (!base.ai().equals(changed.ai())) {
            differs.add("AI " + base.ai() + " there, " + changed.ai() + " here");
        }
        if (base.seed() != changed.seed()) {
            differs.add("seed " + base.seed() + " there, " + changed.seed() + " here");
        }
        if (base.gamesPerPair() != changed.gamesPerPair()) {
            differs.add("games per pair " + base.gamesPerPair() + " there, " + changed.gamesPerPair() + " here");
        }
        if (base.maxPlies() != changed.maxPlies()) {
            differs.add("max plies " + base.maxPlies() + " there, " + changed.maxPlies() + " here");
        }
        if (!differs.isEmpty()) {
            throw new IllegalArgumentException("the base run is of another plan (" + String.join("; ", differs)
                    + "): compare runs that differ only in their characters");
        }
        return new Comparison(Analysis.of(base), Analysis.of(changed), changedCharacters);
    }

    /** The difference of two scores, each game's points a draw of its own: normal approximation. */
    static Change scoreChange(Analysis.Standing then, Analysis.Standing now) {
        double d = now.overall().rate() - then.overall().rate();
        double se = Math.sqrt(variance(then) + variance(now));
        return new Change(d, new Interval(d - Z * se, d + Z * se));
    }

    /** The variance of a standing's mean points a game, from its wins, draws and losses. */
    private static double variance(Analysis.Standing s) {
        int n = s.wins() + s.draws() + s.losses();
        if (n == 0) {
            return 0.25;
        }
        double mean = (s.wins() + 0.5 * s.draws()) / n;
        double square = (s.wins() + 0.25 * s.draws()) / n;
        return Math.max(square - mean * mean, 1e-9) / n;
    }

    /** The change of a rating; NaN when either rating is infinite (a score of 0% or 100%) or missing. */
    static double eloChange(ScoreRating then, ScoreRating now) {
        return Double.isFinite(then.elo()) && Double.isFinite(now.elo()) ? now.elo() - then.elo() : Double.NaN;
    }

    public Analysis base() {
        return base;
    }

    public Analysis changed() {
        return changed;
    }

    /** The characters of both runs, in the changed run's order. */
    public List<Row> rows() {
        return rows;
    }

    /** The characters the changed run's files change or add. */
    public List<String> changedCharacters() {
        return changedCharacters;
    }

    /** Whether the changed run played {@code name} from a file: a changed built-in character or a new one. */
    public boolean changedHere(String name) {
        return changedCharacters.contains(name) || changed.results().changed(name);
    }

    /** Whether the base run played the built-in character {@code name} changed. */
    public boolean changedInBase(String name) {
        return base.results().changed(name);
    }

    /** How a character's row is labelled: {@code changed}, {@code changed in base}, both, or nothing. */
    public String label(String name) {
        boolean here = changedHere(name);
        boolean there = changedInBase(name);
        return here && there ? "changed in both" : here ? CharacterInfo.CHANGED : there ? "changed in base" : "";
    }

    /** One row per character of both runs. */
    public String csv() {
        Csv csv = new Csv().row("name", "title", "changed", "changed_in_base", "base_score", "base_lower", "base_upper", "score",
                "lower", "upper", "score_change", "score_change_lower", "score_change_upper", "base_elo", "base_elo_lower",
                "base_elo_upper", "elo", "elo_lower", "elo_upper", "elo_change", "significant");
        for (Row r : rows) {
            List<Object> row = new ArrayList<>(List.of(r.who().name(), r.who().title(), changedHere(r.who().name()),
                    changedInBase(r.who().name())));
            row.addAll(scoreColumns(r.base().overall()));
            row.addAll(scoreColumns(r.changed().overall()));
            row.add(Text.number(r.scoreChange().value()));
            row.add(Text.number(r.scoreChange().interval().lower()));
            row.add(Text.number(r.scoreChange().interval().upper()));
            for (ScoreRating rating : List.of(r.base().rating(), r.changed().rating())) {
                row.add(Text.number(rating.elo()));
                row.add(Text.number(rating.interval().lower()));
                row.add(Text.number(rating.interval().upper()));
            }
            row.add(Text.number(r.eloChange()));
            row.add(r.significant());
            csv.row(row);
        }
        return csv.toString();
    }

    private static List<Object> scoreColumns(Score s) {
        return List.of(Text.number(s.rate()), Text.number(s.interval().map(Interval::lower).orElse(Double.NaN)),
                Text.number(s.interval().map(Interval::upper).orElse(Double.NaN)));
    }

    /**
     * The lines a terminal shows: each character (labelled when a run changed it), its score then and now,
     * the change in points with its interval, and the rating then and now.
     */
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        int width = 4;
        for (Row r : rows) {
            width = Math.max(width, name(r).length());
        }
        String row = "%-" + width + "s  %7s  %7s  %-24s  %s";
        out.add(String.format(row, "name", "base", "now", "change (95%)", "rating base → now"));
        for (Row r : rows) {
            out.add(String.format(row, name(r), Text.percent(r.base().overall().rate(), 1),
                    Text.percent(r.changed().overall().rate(), 1), points(r.scoreChange()),
                    Text.rating(r.base().rating().elo()) + " → " + Text.rating(r.changed().rating().elo())
                            + (r.significant() ? "  significant" : "")));
        }
        return out;
    }

    private String name(Row r) {
        String label = label(r.who().name());
        return label.isEmpty() ? r.who().name() : r.who().name() + " (" + label + ")";
    }

    /** A change in points of percentage with its interval: {@code +12.5 (+3.1 to +21.9)}. */
    static String points(Change c) {
        return signed(100 * c.value()) + " (" + signed(100 * c.interval().lower()) + " to " + signed(100 * c.interval().upper()) + ")";
    }

    private static String signed(double x) {
        String t = Text.fixed(Math.abs(x), 1);
        return (x > 0 && !t.equals("0.0") ? "+" : x < 0 && !t.equals("0.0") ? "−" : "") + t;
    }
}
