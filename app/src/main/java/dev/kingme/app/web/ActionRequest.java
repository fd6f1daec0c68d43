package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.session.GameError;
import java.util.Locale;

/**
 * An action a seat asks for, read once at the edge from an HTTP body or a WebSocket message: the version
 * of the game it was chosen against, what it is, and for {@code choose} the index into the view's choices.
 *
 * @param choice the index of the choice for {@link Type#CHOOSE}, else -1
 */
record ActionRequest(int version, Type type, int choice) {
    /** What a seat may ask for, by the name the API gives it. */
    enum Type {
        CHOOSE, UNDO, OFFER_DRAW, ACCEPT_DRAW, DECLINE_DRAW, RESIGN;

        String apiName() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        static Type of(String name) {
            for (Type t : values()) {
                if (t.apiName().equals(name)) {
                    return t;
                }
            }
            throw GameError.invalid("unknown action type '" + Fields.clip(name)
                    + "': use choose, undo, offer-draw, accept-draw, decline-draw or resign");
        }
    }

    /** The request in {@code o}, whose field {@code typeField} names the action ({@code type}, or {@code action} on a socket). */
    static ActionRequest read(ObjectNode o, String typeField) {
        int version = Fields.number(o, "version", 0, Integer.MAX_VALUE - 1);
        Type type = Type.of(Fields.required(o, typeField, 20));
        int choice = type == Type.CHOOSE ? Fields.number(o, "choice", 0, 100_000) : -1;
        return new ActionRequest(version, type, choice);
    }
}
