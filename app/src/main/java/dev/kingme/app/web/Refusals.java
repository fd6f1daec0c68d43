package dev.kingme.app.web;

import dev.kingme.app.session.GameError;
import dev.kingme.app.store.StoreUnavailableException;

/**
 * The one place a refusal becomes an HTTP status, for the JSON API and the WebSocket alike. Game logic
 * throws {@link GameError}s and knows nothing of HTTP; the switch covers every kind, so a new kind does not
 * compile until it has its status.
 */
final class Refusals {
    private Refusals() {
    }

    static int status(GameError e) {
        return switch (e.kind()) {
            case INVALID -> 400;
            case FORBIDDEN -> 403;
            case NOT_FOUND -> 404;
            // the request is fine, but the game is not where it must be for it
            case NOT_YOUR_TURN, ILLEGAL, STALE -> 409;
            case TOO_MANY -> 429;
            case UNAVAILABLE -> 503;
        };
    }

    /** The refusal of a request the database could not serve: its words, never the exception's. */
    static GameError of(StoreUnavailableException e) {
        return GameError.unavailable(StoreUnavailableException.MESSAGE);
    }
}
