package dev.kingme.app.web;

import dev.kingme.app.Choices;
import dev.kingme.app.store.StoredAction;
import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.record.Entry;
import dev.kingme.rules.record.GameRecord;
import dev.kingme.rules.record.Replayer;
import java.util.ArrayList;
import java.util.List;

/**
 * A saved game record (the JSON that {@code kingme play} saves) turned into the server's actions, so that a
 * game begun elsewhere goes on in the browser: decisions grouped into whole moves as the terminal groups
 * them, chance outcomes as rolls, from the record's setup position if it has one (the game keeps it as its
 * start). Each is checked again when it is stored, like any action.
 */
final class Imports {
    private Imports() {
    }

    static List<StoredAction> actions(Rules rules, GameRecord record) {
        List<StoredAction> out = new ArrayList<>();
        GameState state;
        try {
            state = Replayer.start(record, rules);
        } catch (IllegalArgumentException e) {
            throw ApiException.bad(e.getMessage());
        }
        GameState lineStart = state;
        List<Decision> line = new ArrayList<>();
        int n = 0;
        for (Entry e : record.entries()) {
            n++;
            try {
                if (e instanceof Entry.Rolled r) {
                    if (!line.isEmpty()) {
                        throw ApiException.bad("record: entry " + n + " rolls in the middle of a move");
                    }
                    state = rules.resolve(state, r.outcome());
                    out.add(new StoredAction(out.size() + 1, "roll", null, LiveGame.rollBody(r.outcome())));
                    continue;
                }
                Decision d = ((Entry.Chosen) e).decision();
                if (line.isEmpty()) {
                    lineStart = state;
                }
                if (!(rules.toAct(lineStart) instanceof ToAct.Choice c)) {
                    throw ApiException.bad("record: entry " + n + " is a decision where nobody decides");
                }
                Player mover = c.player();
                line.add(d);
                state = rules.apply(state, d);
                if (!Choices.goesOn(rules, lineStart, mover, state)) {
                    out.add(new StoredAction(out.size() + 1, "move", GameView.name(mover),
                            LiveGame.moveBody(line)));
                    line = new ArrayList<>();
                }
            } catch (IllegalDecisionException ex) {
                throw ApiException.bad("record: entry " + n + " is not legal: " + ex.getMessage());
            }
        }
        if (!line.isEmpty()) {
            throw ApiException.bad("record: it ends in the middle of a move");
        }
        return out;
    }
}
