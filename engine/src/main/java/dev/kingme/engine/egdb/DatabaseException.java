package dev.kingme.engine.egdb;

/** A database file that is missing, damaged or not what its name says: it is never used. */
public final class DatabaseException extends Exception {
    public DatabaseException(String message) {
        super(message);
    }

    public DatabaseException(String message, Throwable cause) {
        super(message, cause);
    }
}
