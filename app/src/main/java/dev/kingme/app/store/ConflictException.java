package dev.kingme.app.store;

/** An action could not be stored because another was stored for the same place in the game first. */
public final class ConflictException extends RuntimeException {
    public ConflictException(String message) {
        super(message);
    }
}
