package dev.kingme.rules;

import java.util.List;

/** The state after a decision or chance outcome, and the events that led there. */
public record Transition(GameState state, List<Event> events) {
    public Transition {
        events = List.copyOf(events);
    }
}
