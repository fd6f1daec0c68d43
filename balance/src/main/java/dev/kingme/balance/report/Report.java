package dev.kingme.balance.report;

import dev.kingme.balance.GameResult;
import dev.kingme.balance.LabResults;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The report of a balance run, written into a folder. */
public final class Report {
    private Report() {
    }

    /** Writes the report's files into {@code dir} (created when missing) and returns them. */
    public static List<Path> write(Path dir, LabResults results) throws IOException {
        Files.createDirectories(dir);
        List<String> lines = new ArrayList<>();
        lines.add("index,black,white,round,seed,result,condition,plies");
        for (GameResult g : results.games()) {
            lines.add(g.index() + "," + g.black() + "," + g.white() + "," + g.round() + "," + g.seed() + ","
                    + g.result() + "," + g.condition() + "," + g.plies());
        }
        Path games = dir.resolve("games.csv");
        Files.write(games, lines, StandardCharsets.UTF_8);
        return List.of(games);
    }
}
