package dev.kingme.app.session;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.record.Chooser;
import java.util.ArrayList;
import java.util.List;

/**
 * An AI's whole move, asked of it one decision at a time (the model's unit) until the move ends by the
 * rule of {@link Lines#goesOn}: a person's moves are grouped by the same rule, so the AI's read alike.
 * A pure function of the state, so the web server works it out on a thread of its own from a snapshot.
 */
public final class AiTurn {
    private AiTurn() {
    }

    /** The whole move {@code ai} makes in {@code before}, where its side is to decide. */
    public static Action.Move wholeMove(Rules rules, Chooser ai, GameState before) {
        Player side = ((ToAct.Choice) rules.toAct(before)).player();
        List<Decision> decisions = new ArrayList<>();
        GameState at = before;
        do {
            Decision d = ai.choose(rules, at, rules.legalDecisions(at));
            decisions.add(d);
            at = rules.apply(at, d);
        } while (Lines.goesOn(rules, before, side, at));
        return new Action.Move(side, decisions);
    }
}
