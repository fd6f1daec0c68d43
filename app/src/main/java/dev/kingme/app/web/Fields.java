package dev.kingme.app.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.session.GameError;
import io.javalin.http.ContentTooLargeResponse;

/**
 * Reading what a client sent, at the edge: a JSON object of bounded size, and its fields one by one, each
 * checked for its type and length, so that a bad request is refused with the field it got wrong. The
 * typed requests ({@link CreateRequest}, {@link ActionRequest}) are read with these; nothing past the
 * edge sees JSON.
 */
final class Fields {
    static final ObjectMapper JSON = new ObjectMapper();
    /** The largest body or message the server reads. */
    static final int MAX_BODY = 64 * 1024;
    /** The bytes a WebSocket reads at a time, and the first size of the buffer a text message from a client is gathered in. */
    static final int SOCKET_INPUT_BUFFER = 1024;
    /**
     * The size of a WebSocket's buffer for messages held back to go out together: Jetty holds back only a message
     * under a quarter of it, and an action's update to its sender waits for the action's answer (Sockets).
     */
    static final int SOCKET_OUTPUT_BUFFER = 16 * 1024;
    /** Reads a body: one JSON value, and nothing after it. */
    private static final ObjectReader STRICT = JSON.reader().with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private Fields() {
    }

    /** {@code text} as a JSON object, or a 400 that says where it is broken. */
    static ObjectNode object(String text, String what) {
        return object(text, what, MAX_BODY);
    }

    /** As {@link #object(String, String)} for a route that takes bodies of up to {@code max} characters. */
    static ObjectNode object(String text, String what, int max) {
        if (text == null || text.isBlank()) {
            throw GameError.invalid(what + ": the body is empty; send a JSON object");
        }
        if (text.length() > max) {
            throw new ContentTooLargeResponse(what + ": the body is " + text.length() + " characters; the most is " + max);
        }
        JsonNode node;
        try {
            node = STRICT.readTree(text);
        } catch (JsonProcessingException e) {
            throw GameError.invalid(what + ": not valid JSON" + JsonMistakes.describe(e));
        }
        if (!(node instanceof ObjectNode o)) {
            throw GameError.invalid(what + ": expected a JSON object, not " + kind(node));
        }
        return o;
    }

    /** The text field {@code name}, or {@code otherwise} when absent or null; at most {@code max} characters. */
    static String text(ObjectNode o, String name, String otherwise, int max) {
        JsonNode n = o.get(name);
        if (n == null || n.isNull()) {
            return otherwise;
        }
        if (!n.isTextual()) {
            throw GameError.invalid("'" + name + "' must be text, not " + kind(n));
        }
        String s = n.textValue();
        if (s.length() > max) {
            throw GameError.invalid("'" + name + "' is " + s.length() + " characters long; the most is " + max);
        }
        return s;
    }

    static String required(ObjectNode o, String name, int max) {
        String s = text(o, name, null, max);
        if (s == null) {
            throw GameError.invalid("'" + name + "' is missing");
        }
        return s;
    }

    /** The whole-number field {@code name} in [{@code min}, {@code max}]. */
    static int number(ObjectNode o, String name, int min, int max) {
        JsonNode n = o.get(name);
        if (n == null || n.isNull()) {
            throw GameError.invalid("'" + name + "' is missing");
        }
        if (!n.isIntegralNumber() || !n.canConvertToInt()) {
            throw GameError.invalid("'" + name + "' must be a whole number, not " + kind(n));
        }
        int v = n.intValue();
        if (v < min || v > max) {
            throw GameError.invalid("'" + name + "' must be between " + min + " and " + max + ", not " + v);
        }
        return v;
    }

    static boolean flag(ObjectNode o, String name, boolean otherwise) {
        JsonNode n = o.get(name);
        if (n == null || n.isNull()) {
            return otherwise;
        }
        if (!n.isBoolean()) {
            throw GameError.invalid("'" + name + "' must be true or false, not " + kind(n));
        }
        return n.booleanValue();
    }

    /** The object field {@code name}, or an empty object when absent. */
    static ObjectNode child(ObjectNode o, String name) {
        JsonNode n = o.get(name);
        if (n == null || n.isNull()) {
            return JSON.createObjectNode();
        }
        if (!(n instanceof ObjectNode c)) {
            throw GameError.invalid("'" + name + "' must be an object, not " + kind(n));
        }
        return c;
    }

    /** {@code s} as it may be shown in a message: control characters replaced, at most 40 characters. */
    static String clip(String s) {
        if (s == null) {
            return "";
        }
        String clean = s.replaceAll("\\p{Cntrl}", "?");
        return clean.length() > 40 ? clean.substring(0, 40) + "..." : clean;
    }

    private static String kind(JsonNode n) {
        return switch (n.getNodeType()) {
            case ARRAY -> "a list";
            case OBJECT -> "an object";
            case STRING -> "text";
            case NUMBER -> "a number";
            case BOOLEAN -> "true or false";
            default -> "null";
        };
    }
}
