package dev.kingme.app.session;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Event;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Rules;
import dev.kingme.rules.Transition;
import java.util.ArrayList;
import java.util.List;

/**
 * What a step of a game's history did, in the events a person reads ({@link EventText#shown}): worked out
 * again from the rules, which are deterministic, so a history keeps only its decisions and outcomes and a
 * game loaded from the store tells what each of its steps did as the game being played told it.
 */
public final class StepEvents {
    private StepEvents() {
    }

    /** The events of {@code step} worth reading: a spell cast, a die and what it decided, a wound, pennies. */
    public static List<Event> of(Rules rules, History.Step step) {
        List<Event> all = new ArrayList<>();
        if (step instanceof History.Played p) {
            GameState s = p.before();
            for (Decision d : p.line().decisions()) {
                Transition t = rules.step(s, d);
                all.addAll(t.events());
                s = t.state();
            }
        } else if (step instanceof History.Rolled r) {
            all.addAll(rules.chance(r.before(), r.outcome()).events());
        }
        return EventText.shown(all);
    }
}
