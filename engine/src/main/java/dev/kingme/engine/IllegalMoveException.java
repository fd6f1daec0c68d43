package dev.kingme.engine;

/** A move or action that the rules do not allow in the current position, with the reason. */
public final class IllegalMoveException extends IllegalArgumentException {
    public IllegalMoveException(String message) {
        super(message);
    }
}
