package dev.kingme.app.session;

import dev.kingme.record.EntryJson;
import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Line;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.record.Entry;
import dev.kingme.rules.record.GameRecord;
import dev.kingme.rules.record.Replayer;
import java.util.ArrayList;
import java.util.List;

/**
 * A game's {@link History} as a {@link GameRecord} and back: the record keeps every decision and chance
 * outcome, the history groups the decisions into whole moves by {@link Lines#goesOn}, as they were played.
 * An ending the players agreed on is not a decision of the rules and is not recorded. A saved game loaded
 * at the terminal and a record posted to the web server are read here alike.
 */
public final class HistoryRecords {
    private HistoryRecords() {
    }

    /** {@code history}'s decisions and chance outcomes as a game record from {@code setup} (or the start). */
    public static GameRecord record(Rules rules, History history, String setup) {
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

    /**
     * The history {@code record} holds, played by {@code rules} (the record's own: {@link Replayer#rules}).
     *
     * @throws dev.kingme.rules.record.RecordException at the first entry the rules refuse, quoted as JSON
     * @throws IllegalArgumentException when the record stops in the middle of a move
     */
    public static History history(Rules rules, GameRecord record) {
        List<GameState> states = Replayer.states(record, rules.kind(), EntryJson::write);
        History history = new History(states.get(0));
        List<Decision> line = new ArrayList<>();
        GameState lineStart = history.start();
        Player mover = null;
        for (int i = 0; i < record.entries().size(); i++) {
            GameState state = states.get(i);
            GameState next = states.get(i + 1);
            if (record.entries().get(i) instanceof Entry.Rolled r) {
                history.add(new History.Rolled(state, r.outcome(), next));
                continue;
            }
            if (line.isEmpty()) {
                lineStart = state;
                // the side that chose, which in a reaction is not the side whose turn it is
                mover = ((ToAct.Choice) rules.toAct(lineStart)).player();
            }
            line.add(((Entry.Chosen) record.entries().get(i)).decision());
            if (!Lines.goesOn(rules, lineStart, mover, next)) {
                history.add(new History.Played(lineStart, mover, new Line(line, next), rules.notation(lineStart, line)));
                line = new ArrayList<>();
            }
        }
        if (!line.isEmpty()) {
            throw new IllegalArgumentException("the record ends in the middle of a move");
        }
        return history;
    }
}
