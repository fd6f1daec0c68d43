package dev.kingme.balance.report;

import dev.kingme.balance.GameResult;
import dev.kingme.balance.LabResults;
import dev.kingme.balance.Result;
import dev.kingme.balance.stats.BradleyTerry;
import dev.kingme.balance.stats.Cycles;
import dev.kingme.balance.stats.Lengths;
import dev.kingme.balance.stats.Score;
import dev.kingme.balance.stats.ScoreRating;
import dev.kingme.balance.stats.Tally;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything the report shows, computed once from a run's results so that every file says the same.
 * Games between different characters make the matrix, the strengths and the flags; mirror games (a
 * character against itself) count only for the first-move advantage, the game lengths and the endings.
 */
public final class Analysis {
    /** What a name in the report is not: the condition of a game that gave none. */
    static final String NO_CONDITION = "(not given)";

    /** A flag on a character whose overall score is surely above or below one half. */
    public enum Flag {
        STRONGER("stronger"), WEAKER("weaker"), NONE("");

        private final String label;

        Flag(String label) {
            this.label = label;
        }

        /** {@code stronger}, {@code weaker}, or empty. */
        public String label() {
            return label;
        }
    }

    /**
     * One cell of the matrix: what the row character scored against the column character.
     *
     * @param score over both colours
     * @param asBlack in the games the row character played as Black (moving first)
     * @param asWhite in the games the row character played as White
     */
    public record Cell(Score score, Score asBlack, Score asWhite) {
    }

    /**
     * One character's line in the report.
     *
     * @param index its place in the report's order of characters
     * @param who its name, title and set
     * @param rating its score against the others on the Elo scale, with its score's interval on that scale:
     *     the rating every page shows beside the score (see {@link ScoreRating})
     * @param bradleyTerry its Bradley-Terry rating (Elo scale, average 0) with its Fisher interval, a model
     *     kept in report.json only
     * @param overall its points against all the other characters
     * @param asBlack its points against the others when it played Black
     * @param asWhite its points against the others when it played White
     * @param wins games won against others
     * @param draws games drawn against others
     * @param losses games lost against others
     * @param mirror Black's points in its mirror games
     * @param lengths the lengths of all its games, mirror games included
     * @param flag stronger or weaker when the interval of {@code overall} lies wholly above or below 1/2
     */
    public record Standing(int index, CharacterInfo who, ScoreRating rating, BradleyTerry.Rating bradleyTerry,
            Score overall, Score asBlack,
            Score asWhite, int wins, int draws, int losses, Score mirror, Lengths lengths, Flag flag) {
    }

    /**
     * How many games ended by one condition.
     *
     * @param condition the condition that fired ({@code has no pieces left}, {@code move limit})
     * @param games the games it ended
     * @param draws of these, the drawn ones
     * @param winsBy of these, the ones each character won (by name, in the report's order, zeros included)
     */
    public record Ending(String condition, int games, int draws, Map<String, Integer> winsBy) {
        public Ending {
            winsBy = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(winsBy));
        }
    }

    private final LabResults results;
    private final List<CharacterInfo> characters;
    private final Map<String, Integer> indexOf;
    private final Cell[][] cells;
    private final List<Standing> standings;
    private final List<Standing> ranked;
    private final BradleyTerry.Fit fit;
    private final Score firstMove;
    private final Score firstMoveMirror;
    private final Lengths lengths;
    private final List<Ending> endings;
    private final Map<String, Integer> winsOf;
    private final List<Cycles.Cycle> cycles;

    private Analysis(LabResults results) {
        this.results = results;
        List<String> names = new ArrayList<>(results.characters());
        for (GameResult g : results.games()) {
            for (String n : List.of(g.black(), g.white())) {
                if (!names.contains(n)) {
                    names.add(n); // played but not listed: still reported, after the listed ones
                }
            }
        }
        indexOf = new HashMap<>();
        List<CharacterInfo> infos = new ArrayList<>();
        for (String n : names) {
            if (!indexOf.containsKey(n)) {
                indexOf.put(n, infos.size());
                infos.add(CharacterInfo.of(n, results.changed(n)));
            }
        }
        characters = List.copyOf(infos);
        int k = characters.size();

        Score[][] asBlack = new Score[k][k];
        Score[][] asWhite = new Score[k][k];
        for (Score[] row : asBlack) {
            java.util.Arrays.fill(row, Score.NONE);
        }
        for (Score[] row : asWhite) {
            java.util.Arrays.fill(row, Score.NONE);
        }
        Tally tally = new Tally(k);
        Score black = Score.NONE;
        Score blackMirror = Score.NONE;
        Score[] mirrors = new Score[k];
        java.util.Arrays.fill(mirrors, Score.NONE);
        int[] wins = new int[k];
        int[] draws = new int[k];
        int[] losses = new int[k];
        List<List<Integer>> plies = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            plies.add(new ArrayList<>());
        }
        List<Integer> allPlies = new ArrayList<>();
        Map<String, int[]> endingCounts = new LinkedHashMap<>(); // condition -> [games, draws, wins by character...]
        for (GameResult g : results.games()) {
            int b = indexOf.get(g.black());
            int w = indexOf.get(g.white());
            double points = g.result().blackPoints();
            black = black.plus(points);
            allPlies.add(g.plies());
            plies.get(b).add(g.plies());
            if (w != b) {
                plies.get(w).add(g.plies());
            }
            int[] counts = endingCounts.computeIfAbsent(condition(g), c -> new int[2 + k]);
            counts[0]++;
            if (g.result() == Result.DRAW) {
                counts[1]++;
            } else {
                counts[2 + (g.result() == Result.BLACK_WINS ? b : w)]++;
            }
            if (b == w) {
                blackMirror = blackMirror.plus(points);
                mirrors[b] = mirrors[b].plus(points);
                continue;
            }
            asBlack[b][w] = asBlack[b][w].plus(points);
            asWhite[w][b] = asWhite[w][b].plus(1 - points);
            tally.add(b, w, points);
            if (g.result() == Result.DRAW) {
                draws[b]++;
                draws[w]++;
            } else {
                int winner = g.result() == Result.BLACK_WINS ? b : w;
                wins[winner]++;
                losses[winner == b ? w : b]++;
            }
        }
        firstMove = black;
        firstMoveMirror = blackMirror;
        lengths = Lengths.of(allPlies);
        fit = BradleyTerry.fit(tally);

        cells = new Cell[k][k];
        List<Standing> list = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            Score overall = Score.NONE;
            Score blackOverall = Score.NONE;
            Score whiteOverall = Score.NONE;
            for (int j = 0; j < k; j++) {
                if (i == j) {
                    cells[i][j] = new Cell(mirrors[i], mirrors[i], Score.NONE);
                    continue;
                }
                Score both = asBlack[i][j].plus(asWhite[i][j]);
                cells[i][j] = new Cell(both, asBlack[i][j], asWhite[i][j]);
                overall = overall.plus(both);
                blackOverall = blackOverall.plus(asBlack[i][j]);
                whiteOverall = whiteOverall.plus(asWhite[i][j]);
            }
            Flag flag = overall.wellAboveHalf() ? Flag.STRONGER : overall.wellBelowHalf() ? Flag.WEAKER : Flag.NONE;
            list.add(new Standing(i, characters.get(i), ScoreRating.of(overall), fit.ratings().get(i), overall,
                    blackOverall, whiteOverall,
                    wins[i], draws[i], losses[i], mirrors[i], Lengths.of(plies.get(i)), flag));
        }
        standings = List.copyOf(list);
        List<Standing> byScore = new ArrayList<>(standings);
        byScore.sort(Comparator.comparingDouble((Standing s) -> s.overall().games() == 0 ? 1 : -s.overall().rate())
                .thenComparingInt(Standing::index));
        ranked = List.copyOf(byScore);
        cycles = Cycles.find(k, (i, j) -> i.equals(j) ? Score.NONE : cells[i][j].score());

        winsOf = new LinkedHashMap<>();
        List<Ending> ends = new ArrayList<>();
        for (Map.Entry<String, int[]> e : endingCounts.entrySet()) {
            Map<String, Integer> by = new LinkedHashMap<>();
            for (int i = 0; i < k; i++) {
                by.put(characters.get(i).name(), e.getValue()[2 + i]);
            }
            ends.add(new Ending(e.getKey(), e.getValue()[0], e.getValue()[1], by));
        }
        ends.sort(Comparator.comparingInt(Ending::games).reversed().thenComparing(Ending::condition));
        endings = List.copyOf(ends);
        for (int i = 0; i < k; i++) {
            int sum = 0;
            for (Ending e : endings) {
                sum += e.winsBy().get(characters.get(i).name());
            }
            winsOf.put(characters.get(i).name(), sum);
        }
    }

    /** The analysis of a run's results. */
    public static Analysis of(LabResults results) {
        return new Analysis(results);
    }

    static String condition(GameResult g) {
        return g.condition() == null || g.condition().isBlank() ? NO_CONDITION : g.condition();
    }

    public LabResults results() {
        return results;
    }

    /** The characters in the report's order: as listed by the run, then any others that played. */
    public List<CharacterInfo> characters() {
        return characters;
    }

    /** The place of a character in {@link #characters()}. */
    public int indexOf(String name) {
        Integer i = indexOf.get(name);
        if (i == null) {
            throw new IllegalArgumentException("no character " + name);
        }
        return i;
    }

    /**
     * What the row character scored against the column character. On the diagonal: Black's points in the
     * character's mirror games (both {@code score} and {@code asBlack}).
     */
    public Cell cell(int row, int column) {
        return cells[row][column];
    }

    /** Each character's line, in the report's order. */
    public List<Standing> standings() {
        return standings;
    }

    /**
     * Each character's line, strongest first: by its score against the others (and so by its rating, the
     * same score on the Elo scale), ties in the report's order, characters without games last.
     */
    public List<Standing> ranked() {
        return ranked;
    }

    /** A character's place when strongest comes first (1, 2, ...). */
    public int rank(Standing s) {
        return ranked.indexOf(s) + 1;
    }

    /** The non-transitive cycles of three among the pairwise results, clear ones first (see {@link Cycles}). */
    public List<Cycles.Cycle> cycles() {
        return cycles;
    }

    /** The cycles whose every edge's interval lies above 50%. */
    public List<Cycles.Cycle> clearCycles() {
        return cycles.stream().filter(Cycles.Cycle::clear).toList();
    }

    public BradleyTerry.Fit fit() {
        return fit;
    }

    /** Black's points over every game: the advantage of moving first. */
    public Score firstMove() {
        return firstMove;
    }

    /** Black's points over the mirror games alone, where the sides differ only by who moves first. */
    public Score firstMoveMirror() {
        return firstMoveMirror;
    }

    /** The lengths of all games. */
    public Lengths lengths() {
        return lengths;
    }

    /** How games ended, most frequent condition first. */
    public List<Ending> endings() {
        return endings;
    }

    /** The games a character won, mirror games included (for the share of its wins each condition has). */
    public int winsOf(String name) {
        return winsOf.getOrDefault(name, 0);
    }

    /** Games whose result was a draw. */
    public int drawnGames() {
        int n = 0;
        for (Ending e : endings) {
            n += e.draws();
        }
        return n;
    }

    /** Games between different characters. */
    public int comparisonGames() {
        return results.games().size() - firstMoveMirror.games();
    }
}
