package dev.kingme.app.session;

/**
 * Why a game refuses what it was asked, as a closed set: the terminal prints the message after a {@code !},
 * the web server turns the kind into its HTTP status in one place ({@code web.Refusals}). Each message says
 * what is wrong and, where it can, what would be right.
 */
public abstract sealed class GameError extends RuntimeException {
    /** The kinds, for a switch that must cover every one (the web server's statuses). */
    public enum Kind { NOT_YOUR_TURN, ILLEGAL, STALE, NOT_FOUND, FORBIDDEN, INVALID }

    private final Kind kind;

    private GameError(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }

    /** Another side is to decide (or nobody is: chance acts, the game is over). */
    public static final class NotYourTurn extends GameError {
        public NotYourTurn(String message) {
            super(Kind.NOT_YOUR_TURN, message);
        }
    }

    /** Not allowed now by the rules or by the players' agreements (a move the rules refuse, nothing to undo). */
    public static final class Illegal extends GameError {
        public Illegal(String message) {
            super(Kind.ILLEGAL, message);
        }
    }

    /** Asked of a version of the game that someone has moved on from: look again and choose anew. */
    public static final class Stale extends GameError {
        public Stale(String message) {
            super(Kind.STALE, message);
        }
    }

    /** No such game. */
    public static final class NotFound extends GameError {
        public NotFound(String message) {
            super(Kind.NOT_FOUND, message);
        }
    }

    /** Not this seat's (or a spectator's) to do. */
    public static final class Forbidden extends GameError {
        public Forbidden(String message) {
            super(Kind.FORBIDDEN, message);
        }
    }

    /** Input that is malformed or means nothing here (a field of the wrong type, an unknown game). */
    public static final class Invalid extends GameError {
        public Invalid(String message) {
            super(Kind.INVALID, message);
        }
    }
}
