package dev.kingme.app.session;

import dev.kingme.rules.Event;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The events of a decision or a chance outcome that a person should read (at the terminal, and in the
 * browser's feed of what happened): everything the board and the move's own text do not already show (a die roll and what it decided, a spell, a wound, a
 * checker killed, pennies spent), each on its own indented line, in the order it happened.
 */
public final class EventText {
    /**
     * Kinds not printed: what the board and the written move already show (a piece moving, captured,
     * crowned, the turn passing, a huff, a pawn's hop).
     */
    private static final Set<String> SHOWN = Set.of("move", "capture", "crown", "turn", "huff", "pawn", "king");

    private EventText() {
    }

    public static List<String> lines(List<Event> events) {
        List<String> out = new ArrayList<>();
        for (Event e : shown(events)) {
            out.add("  " + e.text());
        }
        return out;
    }

    /** The events of {@code events} a person should read, in order: those {@link #lines} prints. */
    public static List<Event> shown(List<Event> events) {
        List<Event> out = new ArrayList<>();
        for (Event e : events) {
            if (!hidden(e) && !e.text().isBlank()) {
                out.add(e);
            }
        }
        return out;
    }

    /**
     * True for an event the board or the move's text already shows. A crown is drawn on the board, but a
     * word on where it came from ({@code the crown is a spare checker}) is not, and is printed.
     */
    private static boolean hidden(Event e) {
        if (e.kind().equals("crown")) {
            return e.text().startsWith("crowned on ");
        }
        return SHOWN.contains(e.kind()) || markerSet(e);
    }

    /**
     * True for a layer's mark put on or taken off a square in the model's plain words
     * ({@code terraport on 9}): the board draws the marker, and the power that set it says what it means
     * in an event of its own ({@code Terraport: a dime on 9 and a dime on 22; ...}), which is printed. A
     * layer with words of its own ({@code 9 is wounded}) is printed.
     */
    private static boolean markerSet(Event e) {
        return e.squares().size() == 1 && (e.text().startsWith(e.kind() + " on ") || e.text().startsWith(e.kind() + " off "));
    }
}
