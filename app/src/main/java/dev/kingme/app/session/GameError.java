package dev.kingme.app.session;

/**
 * Why a game refuses what it was asked, of a closed set of kinds: the terminal prints the message after a
 * {@code !}, the web server turns the kind into its HTTP status in one place ({@code web.Refusals}). Each
 * message says what is wrong and, where it can, what would be right.
 */
public final class GameError extends RuntimeException {
    /** What kind of refusal: the switch over them that makes HTTP statuses must name every one. */
    public enum Kind {
        /** Another side is to decide (or nobody is: chance acts, the game is over). */
        NOT_YOUR_TURN,
        /** Not allowed now by the rules or by the players' agreements (a move the rules refuse, nothing to undo). */
        ILLEGAL,
        /** Asked of a version of the game that someone has moved on from: look again and choose anew. */
        STALE,
        /** No such game. */
        NOT_FOUND,
        /** Not this seat's (or a spectator's) to do, or not this server's (a game it does not play, a challenge not one's own). */
        FORBIDDEN,
        /** Input that is malformed or means nothing here (a field of the wrong type, an unknown game). */
        INVALID,
        /** More than the server allows one client (or all of them) at once: the message says which limit and when to try again. */
        TOO_MANY,
        /** The server cannot do it just now (its database cannot be reached); nothing was changed: try again shortly. */
        UNAVAILABLE
    }

    private final Kind kind;

    private GameError(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }

    public static GameError notYourTurn(String message) {
        return new GameError(Kind.NOT_YOUR_TURN, message);
    }

    public static GameError illegal(String message) {
        return new GameError(Kind.ILLEGAL, message);
    }

    public static GameError stale(String message) {
        return new GameError(Kind.STALE, message);
    }

    public static GameError notFound(String message) {
        return new GameError(Kind.NOT_FOUND, message);
    }

    public static GameError forbidden(String message) {
        return new GameError(Kind.FORBIDDEN, message);
    }

    public static GameError invalid(String message) {
        return new GameError(Kind.INVALID, message);
    }

    public static GameError tooMany(String message) {
        return new GameError(Kind.TOO_MANY, message);
    }

    public static GameError unavailable(String message) {
        return new GameError(Kind.UNAVAILABLE, message);
    }
}
