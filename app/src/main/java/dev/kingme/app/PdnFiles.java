package dev.kingme.app;

import dev.kingme.engine.Game;
import dev.kingme.engine.pdn.PdnGame;
import dev.kingme.engine.pdn.PdnReader;
import dev.kingme.engine.pdn.PdnWriter;
import dev.kingme.engine.pdn.Replay;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Games saved and loaded as PDN files for the terminal session. */
final class PdnFiles {
    void save(Game game, Path file) throws IOException {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Kingme game");
        tags.put("Date", LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd")));
        tags.put("Black", "Black");
        tags.put("White", "White");
        AtomicFiles.write(file, PdnWriter.write(game, tags));
    }

    Game load(Path file, int number) throws IOException {
        List<PdnGame> games = PdnReader.read(file);
        if (games.isEmpty()) {
            throw new IllegalArgumentException(file + ": no games in the file");
        }
        if (number < 1 || number > games.size()) {
            throw new IllegalArgumentException(file + ": there is no game " + number + " (the file has "
                    + games.size() + ")");
        }
        Replay replay = games.get(number - 1).replay();
        if (!replay.ok()) {
            throw new IllegalArgumentException(file + ": game " + number + ": " + replay.error().get().getMessage());
        }
        return replay.orThrow();
    }
}
