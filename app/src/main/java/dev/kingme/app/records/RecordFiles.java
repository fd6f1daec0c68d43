package dev.kingme.app.records;

import dev.kingme.app.command.CharacterFilesOption;
import dev.kingme.app.session.History;
import dev.kingme.app.session.HistoryRecords;
import dev.kingme.record.RecordJson;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.Games;
import dev.kingme.rules.Rules;
import dev.kingme.rules.record.GameRecord;
import dev.kingme.rules.record.Replayer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Saves and loads terminal games of any game as JSON game records ({@link GameRecord}): every decision and
 * chance outcome, so a loaded game replays exactly ({@link HistoryRecords}). A record names its characters
 * by id: one of a character file's loads only when that file is loaded too ({@code --character-file}).
 */
public final class RecordFiles implements SessionFiles {
    /** The setup text the session's game started from (the {@code --fen} position), or null. */
    private String setup;

    public RecordFiles(String setup) {
        this.setup = setup;
    }

    @Override
    public void save(Rules rules, History history, Path file) throws IOException {
        AtomicFiles.write(file, GameRecords.json(rules, history, setup));
    }

    @Override
    public String describe(Path file) throws IOException {
        return "a game record of " + read(file).game();
    }

    @Override
    public Loaded load(Rules current, Path file, long number) throws IOException {
        if (number != 1) {
            throw new IllegalArgumentException(file + ": a game record holds one game, not " + number);
        }
        GameRecord record = read(file);
        GameKind kind = Games.byName(record.game());
        CharacterFilesOption.requireLoaded(kind, record.options(), file + ": ");
        Rules rules = Replayer.rules(record, kind);
        History history;
        try {
            history = HistoryRecords.history(rules, record);
        } catch (dev.kingme.rules.record.RecordException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
        int moves = 0;
        for (History.Step step : history.steps()) {
            moves += step instanceof History.Played ? 1 : 0;
        }
        setup = record.setup();
        return new Loaded(rules, history, moves);
    }

    private static GameRecord read(Path file) throws IOException {
        return RecordJson.read(Files.readString(file, StandardCharsets.UTF_8));
    }
}
