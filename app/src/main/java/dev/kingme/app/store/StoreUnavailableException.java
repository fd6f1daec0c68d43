package dev.kingme.app.store;

/**
 * The database cannot be reached just now (it is down, or did not answer in time): nothing was stored by the
 * call that failed. Its message is for players and holds no text of the underlying exception, which is the
 * cause, for the log.
 */
public final class StoreUnavailableException extends RuntimeException {
    public static final String MESSAGE = "the games' database cannot be reached just now, so nothing was changed:"
            + " try again in a few seconds";

    StoreUnavailableException(Throwable cause) {
        super(MESSAGE, cause);
    }
}
