package dev.kingme.app;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Line;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.record.Entry;
import dev.kingme.rules.record.GameRecord;
import dev.kingme.rules.record.Replayer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Saves and loads terminal games of any game as JSON game records ({@link GameRecord}): every decision and
 * chance outcome, so a loaded game replays exactly. An ending the players agreed on is not a decision of
 * the rules and is not recorded.
 */
final class RecordFiles implements SessionFiles {
    /** The setup text the session's game started from (the {@code --fen} position), or null. */
    private String setup;

    RecordFiles(String setup) {
        this.setup = setup;
    }

    @Override
    public void save(Rules rules, History history, Path file) throws IOException {
        AtomicFiles.write(file, record(rules, history, setup).toJson());
    }

    /** {@code history}'s decisions and chance outcomes as a game record from {@code setup} (or the start). */
    static GameRecord record(Rules rules, History history, String setup) {
        List<Entry> entries = new ArrayList<>();
        for (History.Step step : history.steps()) {
            if (step instanceof History.Played p) {
                for (Decision d : p.line().decisions()) {
                    entries.add(new Entry.Chosen(d));
                }
            } else if (step instanceof History.Rolled r) {
                entries.add(new Entry.Rolled(r.outcome()));
            }
        }
        return GameRecord.of(rules, setup).with(entries);
    }

    @Override
    public String describe(Path file) throws IOException {
        GameRecord record = GameRecord.fromJson(Files.readString(file, StandardCharsets.UTF_8));
        return "a game record of " + record.game();
    }

    @Override
    public Loaded load(Rules current, Path file, long number) throws IOException {
        if (number != 1) {
            throw new IllegalArgumentException(file + ": a game record holds one game, not " + number);
        }
        GameRecord record = GameRecord.fromJson(Files.readString(file, StandardCharsets.UTF_8));
        Rules rules = Replayer.rules(record, dev.kingme.rules.Games.byName(record.game()));
        History history = new History(Replayer.start(record, rules));
        List<Decision> line = new ArrayList<>();
        GameState lineStart = history.start();
        GameState state = history.start();
        int moves = 0;
        List<GameState> states = Replayer.states(record, rules.kind());
        for (int i = 0; i < record.entries().size(); i++) {
            Entry e = record.entries().get(i);
            GameState next = states.get(i + 1);
            if (e instanceof Entry.Rolled r) {
                history.add(new History.Rolled(state, r.outcome(), next));
            } else {
                Decision d = ((Entry.Chosen) e).decision();
                if (line.isEmpty()) {
                    lineStart = state;
                }
                line.add(d);
                // The side that chose, which in a reaction is not the side whose turn it is.
                Player mover = ((ToAct.Choice) rules.toAct(lineStart)).player();
                if (!Choices.goesOn(rules, lineStart, mover, next)) {
                    Line whole = new Line(line, next);
                    history.add(new History.Played(lineStart, mover, whole, rules.notation(lineStart, line)));
                    line = new ArrayList<>();
                    moves++;
                }
            }
            state = next;
        }
        if (!line.isEmpty()) {
            throw new IllegalArgumentException(file + ": the record ends in the middle of a capture");
        }
        setup = record.setup();
        return new Loaded(rules, history, moves);
    }
}
