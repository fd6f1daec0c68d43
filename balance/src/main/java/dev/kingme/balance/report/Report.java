package dev.kingme.balance.report;

import dev.kingme.balance.GameResult;
import dev.kingme.balance.LabResults;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The report of a balance run, written into a folder: the games, the matrix and the characters as CSV,
 * everything as JSON, the matrix as an SVG heatmap, and one self-contained HTML page for a designer to
 * read. How the numbers are computed is in {@code docs/balance-statistics.md}.
 */
public final class Report {
    static final String GAMES = "games.csv";
    static final String MATRIX = "matrix.csv";
    static final String CHARACTERS = "characters.csv";
    static final String JSON = "report.json";
    static final String SVG = "heatmap.svg";
    static final String HTML = "report.html";

    private Report() {
    }

    /** Writes the report's files into {@code dir} (created when missing) and returns them. */
    public static List<Path> write(Path dir, LabResults results) throws IOException {
        Files.createDirectories(dir);
        Analysis a = Analysis.of(results);
        List<Path> written = new ArrayList<>();
        written.add(write(dir.resolve(GAMES), games(results)));
        written.add(write(dir.resolve(MATRIX), matrix(a)));
        written.add(write(dir.resolve(CHARACTERS), characters(a)));
        written.add(write(dir.resolve(JSON), JsonReport.write(a)));
        written.add(write(dir.resolve(SVG), Heatmap.document(a)));
        written.add(write(dir.resolve(HTML), HtmlPage.write(a)));
        return List.copyOf(written);
    }

    private static Path write(Path file, String text) throws IOException {
        return Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    /** One row per game, in plan order. */
    static String games(LabResults results) {
        Csv csv = new Csv().row("index", "black", "white", "round", "seed", "result", "condition", "plies", "reason");
        for (GameResult g : results.games()) {
            csv.row(g.index(), g.black(), g.white(), g.round(), g.seed(), g.result(), g.condition(), g.plies(), g.reason());
        }
        return csv.toString();
    }

    /** One row per ordered pair of different characters: the row character's score against the column's. */
    static String matrix(Analysis a) {
        Csv csv = new Csv().row("row", "column", "points", "games", "score", "lower", "upper", "black_points",
                "black_games", "white_points", "white_games");
        List<CharacterInfo> cs = a.characters();
        for (int i = 0; i < cs.size(); i++) {
            for (int j = 0; j < cs.size(); j++) {
                if (i == j) {
                    continue;
                }
                Analysis.Cell c = a.cell(i, j);
                List<Object> row = new ArrayList<>(List.of(cs.get(i).name(), cs.get(j).name()));
                row.addAll(score(c.score()));
                row.add(Text.number(c.asBlack().points()));
                row.add(c.asBlack().games());
                row.add(Text.number(c.asWhite().points()));
                row.add(c.asWhite().games());
                csv.row(row);
            }
        }
        return csv.toString();
    }

    /** One row per character, strongest first; the rating is the score on the Elo scale (see {@code ScoreRating}). */
    static String characters(Analysis a) {
        Csv csv = new Csv().row("rank", "name", "title", "set", "changed", "elo", "elo_lower", "elo_upper",
                "elo_excludes_zero", "points", "games", "score", "score_lower", "score_upper", "flag", "wins", "draws",
                "losses", "black_score", "white_score", "mirror_games", "mirror_black_score", "mean_plies");
        for (Analysis.Standing s : a.ranked()) {
            List<Object> row = new ArrayList<>(List.of(a.rank(s), s.who().name(), s.who().title(), s.who().set(),
                    s.who().changed(), Text.number(s.rating().elo()), Text.number(s.rating().interval().lower()),
                    Text.number(s.rating().interval().upper()), s.rating().excludesZero()));
            row.addAll(score(s.overall()));
            row.addAll(List.of(s.flag().label(), s.wins(), s.draws(), s.losses(), Text.number(s.asBlack().rate()),
                    Text.number(s.asWhite().rate()), s.mirror().games(), Text.number(s.mirror().rate()),
                    Text.number(s.lengths().mean())));
            csv.row(row);
        }
        return csv.toString();
    }

    /** points, games, score, lower, upper (the last three empty without games). */
    private static List<Object> score(dev.kingme.balance.stats.Score s) {
        return List.of(Text.number(s.points()), s.games(), Text.number(s.rate()),
                Text.number(s.interval().map(i -> i.lower()).orElse(Double.NaN)),
                Text.number(s.interval().map(i -> i.upper()).orElse(Double.NaN)));
    }
}
