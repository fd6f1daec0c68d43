package dev.kingme.app.web;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.session.History;
import dev.kingme.rules.Player;
import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * What the watchers of one game were last sent, so that after a change they are sent only what changed
 * (docs/web.md, "WebSocket"): an {@code update} that names the version it applies to ({@code from}) and the
 * new one, with the view's fields that changed ({@code set}: those that change with nearly every action
 * always, of the board only its pieces and marks, which the browser merges into the board it has; the others
 * when their value differs), and the moves as they grew ({@code moves}: how many of the entries the watcher
 * has to keep, then the new ones, so that a take-back drops entries). The fields every watcher sees alike are
 * built, compared and written once per version, a seat's own fields once per seat; nothing is built per
 * connection, and the fields that never change are not built at all.
 *
 * <p>A feed that has sent nothing yet (a game just made or read from the store, whose watchers may hold any
 * earlier view) sends whole views instead, and starts from there. Guarded by the game's monitor.
 */
final class ViewFeed {
    /** The view's field of which an update carries only the fields that change: the pieces and the marks. */
    private static final String BOARD = "board";
    /**
     * The fields that change with nearly every action: an update carries them whether or not they did, so
     * they are neither compared nor kept from one version to the next (keeping a copy of every game's board
     * and choices had the collector copy them again and again).
     */
    private static final Set<String> ALWAYS = Set.of("version", BOARD, "status", "lastMove", "events", "toAct", "choices");
    /** The board's fields an update carries (its squares, its topology and whether it wraps never change). */
    private static final List<String> BOARD_CHANGES = List.of("pieces", "marks");

    /** The version the watchers were last brought to; -1 before the first message. */
    private int version = -1;
    /** Whether the game was unsure then ({@link LiveGame#unsure}: shown read-only), which changes no version. */
    private boolean unsure;
    /** The changing fields every watcher was last sent ({@link GameView#changing}), but the {@link #ALWAYS} ones. */
    private ObjectNode shared;
    /** The history's steps the moves were last sent for. */
    private final List<History.Step> steps = new ArrayList<>();
    /** Each seat set's own fields as last sent ({@link GameView#own}), but the {@link #ALWAYS} ones. */
    private final Map<Set<Player>, ObjectNode> own = new HashMap<>();

    /** The message for each of {@code seatSets} that brings its watchers to the game's current version, or none. */
    Map<Set<Player>, String> next(LiveGame g, Collection<Set<Player>> seatSets) {
        ObjectNode now = Fields.JSON.createObjectNode();
        GameView.changing(g, now);
        if (version < 0) {
            return whole(g, now, seatSets);
        }
        // the same version (a rematch asked for, a seat named, or two changes told at once): what follows the
        // state (the ALWAYS fields, the moves) is as it was, and only the other fields may have changed
        boolean moved = version != g.version() || unsure != g.unsure;
        String changed = changes(shared, now, moved);
        String grown = moved ? movesSince(g) : "";
        int from = version;
        shared = kept(now);
        version = g.version();
        unsure = g.unsure;
        Map<Set<Player>, String> out = new HashMap<>();
        for (Set<Player> seats : seatSets) {
            ObjectNode mine = Fields.JSON.createObjectNode();
            GameView.own(g, seats, mine);
            String mineChanged = changes(own.put(seats, kept(mine)), mine, moved);
            if (!moved && changed.isEmpty() && mineChanged.isEmpty()) {
                continue;  // nothing new for this seat
            }
            StringBuilder m = new StringBuilder(80 + changed.length() + mineChanged.length() + grown.length());
            m.append("{\"type\":\"update\",\"from\":").append(from).append(",\"version\":").append(version)
                    .append(",\"set\":{").append(changed);
            if (!changed.isEmpty() && !mineChanged.isEmpty()) {
                m.append(',');
            }
            m.append(mineChanged).append('}');
            if (!grown.isEmpty()) {
                m.append(",\"moves\":").append(grown);
            }
            out.put(seats, m.append('}').toString());
        }
        return out;
    }

    /** Whole views for a feed that starts now, from its changing fields {@code now}: its state becomes theirs. */
    private Map<Set<Player>, String> whole(LiveGame g, ObjectNode now, Collection<Set<Player>> seatSets) {
        shared = kept(now);
        movesSince(g);
        version = g.version();
        unsure = g.unsure;
        ObjectNode fixed = Fields.JSON.createObjectNode();
        GameView.fixed(g, fixed);
        ArrayNode moves = g.entries().array(g);
        Map<Set<Player>, String> out = new HashMap<>();
        for (Set<Player> seats : seatSets) {
            ObjectNode mine = Fields.JSON.createObjectNode();
            GameView.own(g, seats, mine);
            own.put(seats, kept(mine));
            ObjectNode view = Fields.JSON.createObjectNode();
            view.setAll(fixed);
            view.setAll(now);
            view.set("moves", moves);
            view.setAll(mine);
            out.put(seats, Fields.JSON.createObjectNode().put("type", "view").set("view", view).toString());
        }
        return out;
    }

    /**
     * The fields of {@code now} that an update carries, as JSON text without the braces around them, to be
     * joined with others ("" for none): the {@link #ALWAYS} ones when the game {@code moved} to another version
     * (of the board, its pieces and marks), and the others whose value differs from {@code before}'s; all of
     * them when there was none before (a seat set not seen yet). Written as they are found, with no object
     * built for them.
     */
    private static String changes(ObjectNode before, ObjectNode now, boolean moved) {
        StringWriter text = new StringWriter(256);
        SerializerProvider features = Fields.JSON.getSerializerProviderInstance();  // the nodes ask it how to write
        try (JsonGenerator out = Fields.JSON.createGenerator(text)) {
            out.writeStartObject();
            for (Iterator<Map.Entry<String, JsonNode>> it = now.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> f = it.next();
                String name = f.getKey();
                if (ALWAYS.contains(name) && before != null) {
                    if (!moved) {
                        continue;
                    }
                    out.writeFieldName(name);
                    if (name.equals(BOARD)) {
                        out.writeStartObject();
                        for (String part : BOARD_CHANGES) {
                            out.writeFieldName(part);
                            f.getValue().get(part).serialize(out, features);
                        }
                        out.writeEndObject();
                    } else {
                        f.getValue().serialize(out, features);
                    }
                } else if (before == null || !Objects.equals(before.get(name), f.getValue())) {
                    out.writeFieldName(name);
                    f.getValue().serialize(out, features);
                }
            }
            out.writeEndObject();
        } catch (IOException e) {
            throw new IllegalStateException("a view's fields could not be written as JSON", e);
        }
        // the braces of the object written around the fields go: the fields are joined with others
        StringBuffer written = text.getBuffer();
        return written.length() <= 2 ? "" : written.substring(1, written.length() - 1);
    }

    /** {@code fields} but the {@link #ALWAYS} ones: what is kept to compare the next version's with. */
    private static ObjectNode kept(ObjectNode fields) {
        ObjectNode out = Fields.JSON.createObjectNode();
        fields.fields().forEachRemaining(f -> {
            if (!ALWAYS.contains(f.getKey())) {
                out.set(f.getKey(), f.getValue());
            }
        });
        return out;
    }

    /**
     * The moves' change since the last message as JSON text ({@code {"keep": K, "add": [...]}}), or "" when
     * they are as they were: the steps the history still shares with the last ones sent are kept, every
     * step after them is written and added.
     */
    private String movesSince(LiveGame g) {
        List<History.Step> now = g.history().steps();
        int keep = 0;
        int last = steps.size() - 1;
        if (last < now.size() && (last < 0 || now.get(last) == steps.get(last))) {
            keep = steps.size();  // a history only grows at its end, or is cut back: the last sent step is still there
        } else {
            while (keep < now.size() && keep < steps.size() && now.get(keep) == steps.get(keep)) {
                keep++;
            }
        }
        if (keep == now.size() && keep == steps.size()) {
            return "";
        }
        steps.subList(keep, steps.size()).clear();
        steps.addAll(now.subList(keep, now.size()));
        ArrayNode add = Fields.JSON.createArrayNode();
        add.addAll(g.entries().of(g).subList(keep, now.size()));
        return "{\"keep\":" + keep + ",\"add\":" + add + "}";
    }
}
