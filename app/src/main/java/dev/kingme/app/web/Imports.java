package dev.kingme.app.web;

import dev.kingme.app.session.Action;
import dev.kingme.app.session.GameError;
import dev.kingme.app.session.History;
import dev.kingme.app.session.HistoryRecords;
import dev.kingme.rules.Rules;
import dev.kingme.rules.record.GameRecord;
import dev.kingme.rules.record.RecordException;
import java.util.ArrayList;
import java.util.List;

/**
 * A saved game record (the JSON that {@code kingme play} saves) turned into the server's actions, so that a
 * game begun elsewhere goes on in the browser: its whole moves as the terminal reads them
 * ({@link HistoryRecords}), its chance outcomes as rolls, from the record's setup position if it has one
 * (the game keeps it as its start). Each is checked again when it is stored, like any action.
 */
final class Imports {
    private Imports() {
    }

    static List<Action> actions(Rules rules, GameRecord record) {
        History history;
        try {
            history = HistoryRecords.history(rules, record);
        } catch (RecordException e) {
            throw GameError.invalid(e.getMessage());  // "record entry 4: ...": says where already
        } catch (IllegalArgumentException e) {
            throw GameError.invalid("record: " + e.getMessage());
        }
        List<Action> out = new ArrayList<>();
        for (History.Step step : history.steps()) {
            if (step instanceof History.Played p) {
                out.add(new Action.Move(p.player(), p.line().decisions()));
            } else {
                out.add(new Action.Roll(((History.Rolled) step).outcome().value()));
            }
        }
        return out;
    }
}
