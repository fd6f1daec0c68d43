package dev.kingme.app.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A lesson step's check read from a game's view, as the lesson page (web/lessoncheck.js) reads it: whether the
 * learner's turn is over, and whether what the step asked for was done (docs/web.md, "Lessons").
 */
final class LessonCheck {
    private LessonCheck() {
    }

    /** Is the learner's turn over: the game ended, or the other side is to decide? */
    static boolean settled(JsonNode view, String learner) {
        JsonNode toAct = view.path("toAct");
        String kind = toAct.path("kind").asText();
        return kind.equals("over") || (kind.equals("choice") && !toAct.path("player").asText().equals(learner));
    }

    /** Does every condition of {@code check} hold in {@code view}, the learner's entries being those from {@code start}? */
    static boolean passes(JsonNode check, JsonNode view, String learner, int start) {
        if (check.has("played")) {
            List<String> texts = new ArrayList<>();
            JsonNode moves = view.path("moves");
            for (int i = start; i < moves.size(); i++) {
                JsonNode m = moves.get(i);
                if (m.path("player").asText().equals(learner) && m.path("kind").asText().equals("move")) {
                    texts.add(m.path("text").asText());
                }
            }
            if (!Pattern.compile(check.path("played").asText()).matcher(String.join(", ", texts)).matches()) {
                return false;
            }
        }
        if (check.has("piece") && pieces(view).stream().noneMatch(p -> matches(check.path("piece"), p))) {
            return false;
        }
        if (check.has("noPiece") && pieces(view).stream().anyMatch(p -> matches(check.path("noPiece"), p))) {
            return false;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = check.path("pennies").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (view.path("sides").path(e.getKey()).path("pennies").asInt(0) < e.getValue().asInt()) {
                return false;
            }
        }
        if (check.has("winner")) {
            JsonNode toAct = view.path("toAct");
            return toAct.path("kind").asText().equals("over") && toAct.path("winner").asText().equals(check.path("winner").asText());
        }
        return true;
    }

    /** Does the piece have every field the condition names (its square by the board's numbering)? */
    private static boolean matches(JsonNode condition, JsonNode piece) {
        for (Iterator<Map.Entry<String, JsonNode>> it = condition.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode value = e.getKey().equals("square") ? piece.path("number") : piece.path(e.getKey());
            if (e.getValue().isBoolean() ? value.asBoolean(false) != e.getValue().asBoolean() : !value.asText().equals(e.getValue().asText())) {
                return false;
            }
        }
        return true;
    }

    /** The board's pieces, each with its square's number beside its index. */
    private static List<JsonNode> pieces(JsonNode view) {
        Map<Integer, Integer> numbers = new HashMap<>();
        for (JsonNode sq : view.path("board").path("squares")) {
            numbers.put(sq.path("square").asInt(), sq.path("number").asInt());
        }
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode p : view.path("board").path("pieces")) {
            ObjectNode copy = p.deepCopy();
            copy.put("number", numbers.getOrDefault(p.path("square").asInt(), -1));
            out.add(copy);
        }
        return out;
    }
}
