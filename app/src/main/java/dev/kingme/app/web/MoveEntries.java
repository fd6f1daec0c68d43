package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.session.History;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The entries of a game's moves as views show them ({@link GameView#move}), each made once for its step and
 * kept while the history keeps that step: a whole view (on connecting, over HTTP) and an update to the
 * watchers read the same entries instead of working each out again (its readable text, what its step did).
 * A step taken back is dropped with every entry after it. Caller holds the game's monitor; the entries are
 * never changed once made.
 */
final class MoveEntries {
    private final List<History.Step> steps = new ArrayList<>();
    private final List<ObjectNode> entries = new ArrayList<>();
    private final List<ObjectNode> readOnly = Collections.unmodifiableList(entries);

    /** The entries of {@code g}'s moves as they are now, oldest first (read-only, as they are: not a copy). */
    List<ObjectNode> of(LiveGame g) {
        List<History.Step> now = g.history().steps();
        int keep = 0;
        while (keep < steps.size() && keep < now.size() && steps.get(keep) == now.get(keep)) {
            keep++;
        }
        steps.subList(keep, steps.size()).clear();
        entries.subList(keep, entries.size()).clear();
        int number = keep == 0 ? 0 : entries.get(keep - 1).get("number").intValue();
        for (int i = keep; i < now.size(); i++) {
            History.Step step = now.get(i);
            if (step instanceof History.Played) {
                number++;
            }
            steps.add(step);
            entries.add(GameView.move(g.rules(), g.history().start(), step, i, number, g.stepClocks()));
        }
        return readOnly;
    }

    /** The entries of {@code g}'s moves as a JSON array, for a whole view. */
    ArrayNode array(LiveGame g) {
        ArrayNode out = Fields.JSON.createArrayNode();
        out.addAll(of(g));
        return out;
    }
}
