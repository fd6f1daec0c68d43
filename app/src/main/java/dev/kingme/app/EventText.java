package dev.kingme.app;

import dev.kingme.rules.Event;
import dev.kingme.rules.Layer;
import dev.kingme.rules.SideRecord;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The events of a decision or a chance outcome that a person at the terminal should read: everything the
 * board and the move's own text do not already show (a die roll and what it decided, a spell, a wound, a
 * checker killed, pennies spent), each on its own indented line, in the order it happened.
 */
final class EventText {
    /**
     * Kinds not printed: what the board and the written move already show (a piece moving, captured,
     * crowned, the turn passing), and the bookkeeping that the status or another event's sentence says
     * in words (marks for this turn only, turns to pass, shots made this turn).
     */
    private static final Set<String> SHOWN = shown();

    private EventText() {
    }

    private static Set<String> shown() {
        Set<String> out = new HashSet<>(Set.of("move", "capture", "crown", "turn", "huff", "pawn"));
        for (Layer l : Layer.values()) {
            // A piece's owner and crown set directly (an illusion appearing as a checker) show on the board.
            if (l.perTurn() || l == Layer.BLACK || l == Layer.WHITE || l == Layer.KING) {
                out.add(l.name().toLowerCase(Locale.ROOT));
            }
        }
        out.add(SideRecord.Counter.SKIPS.name().toLowerCase(Locale.ROOT));
        out.add(SideRecord.Counter.SHOTS.name().toLowerCase(Locale.ROOT));
        return Set.copyOf(out);
    }

    static List<String> lines(List<Event> events) {
        List<String> out = new ArrayList<>();
        for (Event e : events) {
            if (!SHOWN.contains(e.kind()) && !e.text().isBlank()) {
                out.add("  " + e.text());
            }
        }
        return out;
    }
}
