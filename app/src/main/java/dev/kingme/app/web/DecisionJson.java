package dev.kingme.app.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.rules.Decision;
import java.util.ArrayList;
import java.util.List;

/**
 * Decisions as stored in the database, in the shapes of the game record's entries: {@code {"step": [from,
 * to]}}, {@code {"jump": [from, over, to]}}, {@code {"place": what, "square": s}}, {@code {"act": name,
 * "squares": [...], "choice": c}} and {@code {"pass": true}}. Reading is strict, since a damaged row must
 * stop the replay at that row and say so.
 */
final class DecisionJson {
    private DecisionJson() {
    }

    static ArrayNode write(List<Decision> decisions) {
        ArrayNode out = Fields.JSON.createArrayNode();
        for (Decision d : decisions) {
            ObjectNode o = out.addObject();
            if (d instanceof Decision.Step s) {
                o.putArray("step").add(s.from()).add(s.to());
            } else if (d instanceof Decision.Jump j) {
                o.putArray("jump").add(j.from()).add(j.over()).add(j.to());
            } else if (d instanceof Decision.Place p) {
                o.put("place", p.what()).put("square", p.square());
            } else if (d instanceof Decision.Act a) {
                o.put("act", a.name());
                ArrayNode squares = o.putArray("squares");
                a.squares().forEach(squares::add);
                o.put("choice", a.choice());
            } else {
                o.put("pass", true);
            }
        }
        return out;
    }

    static List<Decision> read(JsonNode list) {
        if (list == null || !list.isArray() || list.isEmpty()) {
            throw new IllegalArgumentException("a move must be a non-empty list of decisions");
        }
        List<Decision> out = new ArrayList<>();
        for (JsonNode o : list) {
            out.add(one(o));
        }
        return out;
    }

    private static Decision one(JsonNode o) {
        if (o.has("step")) {
            int[] s = squares(o.get("step"), 2);
            return new Decision.Step(s[0], s[1]);
        }
        if (o.has("jump")) {
            int[] s = squares(o.get("jump"), 3);
            return new Decision.Jump(s[0], s[1], s[2]);
        }
        if (o.has("place")) {
            return new Decision.Place(o.get("place").asText(), squares(Fields.JSON.createArrayNode().add(o.get("square")), 1)[0]);
        }
        if (o.has("act")) {
            JsonNode sq = o.get("squares");
            List<Integer> squares = new ArrayList<>();
            for (int s : squares(sq, sq == null ? -1 : sq.size())) {
                squares.add(s);
            }
            return new Decision.Act(o.get("act").asText(), squares, o.path("choice").asText(""));
        }
        if (o.path("pass").asBoolean(false)) {
            return new Decision.Pass();
        }
        throw new IllegalArgumentException("not a decision: " + o);
    }

    private static int[] squares(JsonNode list, int count) {
        if (list == null || !list.isArray() || list.size() != count) {
            throw new IllegalArgumentException("expected a list of " + count + " squares, not " + list);
        }
        int[] out = new int[count];
        for (int i = 0; i < count; i++) {
            JsonNode n = list.get(i);
            if (!n.isInt() || n.intValue() < 0 || n.intValue() > 63) {
                throw new IllegalArgumentException("not a square 0-63: " + n);
            }
            out[i] = n.intValue();
        }
        return out;
    }
}
