package dev.kingme.app.library;

import dev.kingme.app.records.GameRecords;
import dev.kingme.app.session.History;
import dev.kingme.app.session.HistoryRecords;
import dev.kingme.engine.pdn.PdnGame;
import dev.kingme.engine.pdn.PdnReader;
import dev.kingme.record.RecordJson;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.Games;
import dev.kingme.rules.Rules;
import dev.kingme.rules.american.American;
import dev.kingme.rules.record.GameRecord;
import dev.kingme.rules.record.RecordException;
import dev.kingme.rules.record.Replayer;
import java.time.Instant;
import java.util.List;

/** The games of a text given to import: PDN (one game or a file of them), or a Kingme JSON game record. */
final class ImportedText {
    private ImportedText() {
    }

    /** A text that holds no game to take, with where it goes wrong (line and column from 1; 0 when unknown). */
    static final class Unreadable extends Exception {
        private final int line;
        private final int column;

        Unreadable(int line, int column, String message) {
            super(message);
            this.line = line;
            this.column = column;
        }

        int line() {
            return line;
        }

        int column() {
            return column;
        }
    }

    /** The games of {@code text}: a JSON record when it starts with '{', else PDN. */
    static List<PdnGame> games(String text) throws Unreadable {
        if (text == null || text.isBlank()) {
            throw new Unreadable(0, 0, "there is no game in an empty text: paste PDN or a Kingme JSON game record");
        }
        if (text.stripLeading().startsWith("{")) {
            return PdnReader.read(pdnOfRecord(text));
        }
        List<PdnGame> games = PdnReader.read(text);
        if (games.isEmpty()) {
            throw new Unreadable(1, 1, "no game found: a PDN game is tag pairs such as [Event \"...\"] and moves such as"
                    + " 1. 11-15 23-19, or a Kingme JSON game record");
        }
        return games;
    }

    /** The PDN of the game a JSON record holds, which must be one of American checkers. */
    private static String pdnOfRecord(String text) throws Unreadable {
        GameRecord record;
        try {
            record = RecordJson.read(text);
        } catch (RecordException e) {
            throw new Unreadable(e.line(), e.column(), e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new Unreadable(0, 0, "not a Kingme game record: " + e.getMessage());
        }
        if (!record.game().equals(American.GAME.name())) {
            throw new Unreadable(0, 0, "a record of " + record.game() + ": the game database holds games of American"
                    + " checkers only (a saved game of any kind can be loaded in the terminal's play with 'load FILE')");
        }
        try {
            GameKind kind = Games.byName(record.game());
            Rules rules = Replayer.rules(record, kind);
            History history = HistoryRecords.history(rules, record);
            return GameRecords.pdn(rules, history, "Imported record", "?", "?", Instant.now(), java.util.Map.of());
        } catch (RecordException e) {
            throw new Unreadable(e.line(), e.column(), e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new Unreadable(0, 0, "the record does not replay: " + e.getMessage());
        }
    }
}
