package dev.kingme.app.records;

import dev.kingme.engine.Game;
import dev.kingme.engine.pdn.PdnGame;
import dev.kingme.engine.pdn.PdnReader;
import dev.kingme.engine.pdn.PdnWriter;
import dev.kingme.engine.pdn.Replay;
import dev.kingme.engine.pdn.Tag;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Games saved and loaded as PDN files for the terminal session. */
final class PdnFiles {
    /** A game read from a file, with its tags in file order (the first of each name). */
    record Read(Game game, Map<String, String> tags) {
    }

    /**
     * Writes {@code game} to {@code file} with the tags of the record it was loaded from, or with Kingme's
     * own ({@code Event "Kingme game"}, today's date) for a game begun in the session.
     */
    void save(Game game, Map<String, String> recordTags, Path file) throws IOException {
        Map<String, String> tags = new LinkedHashMap<>();
        if (recordTags.isEmpty()) {
            tags.put("Event", "Kingme game");
            tags.put("Date", LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd")));
            tags.put("Black", "Black");
            tags.put("White", "White");
        } else {
            tags.putAll(recordTags);
        }
        AtomicFiles.write(file, PdnWriter.write(game, tags));
    }

    Read load(Path file, long number) throws IOException {
        List<PdnGame> games = PdnReader.read(file);
        if (games.isEmpty()) {
            throw new IllegalArgumentException(file + ": no games in the file");
        }
        if (number < 1 || number > games.size()) {
            throw new IllegalArgumentException(noSuchGame(file, String.valueOf(number), games.size()));
        }
        PdnGame read = games.get((int) number - 1);
        Replay replay = read.replay();
        if (!replay.ok()) {
            throw new IllegalArgumentException(file + ": game " + number + ": " + replay.error().get().getMessage());
        }
        Map<String, String> tags = new LinkedHashMap<>();
        for (Tag t : read.tags()) {
            // Only tags PDN can write back: a name of letters, digits and '_', a value on one line.
            if (t.key().matches("[A-Za-z0-9_]+") && t.value().indexOf('\n') < 0 && t.value().indexOf('\r') < 0) {
                tags.putIfAbsent(t.key(), t.value());
            }
        }
        return new Read(replay.orThrow(), tags);
    }

    /** How many games {@code file} holds. */
    int count(Path file) throws IOException {
        return PdnReader.read(file).size();
    }

    static String noSuchGame(Path file, String number, int games) {
        return file + ": there is no game " + number + " (the file has " + games + ")";
    }
}
