package dev.kingme.app.session;

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
public final class EventText {
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

    public static List<String> lines(List<Event> events) {
        List<String> out = new ArrayList<>();
        for (Event e : events) {
            if (!hidden(e) && !e.text().isBlank()) {
                out.add("  " + e.text());
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
     * in an event of its own ({@code Terraport: a dime on 9 and a dime on 22; ...}), which is printed.
     */
    private static boolean markerSet(Event e) {
        for (Layer l : Layer.values()) {
            String name = l.name().toLowerCase(Locale.ROOT);
            if (e.kind().equals(name) && e.squares().size() == 1
                    && (e.text().startsWith(name + " on ") || e.text().startsWith(name + " off "))) {
                return true;
            }
        }
        return false;
    }
}
