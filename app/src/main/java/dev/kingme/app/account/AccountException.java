package dev.kingme.app.account;

/** An account request refused, with the HTTP status that says why and words for the person who made it. */
public final class AccountException extends RuntimeException {
    private final int status;

    AccountException(int status, String message) {
        super(message);
        this.status = status;
    }

    /** A request that only a logged-in player may make: 401, {@code message} saying what to do. */
    public static AccountException logInFirst(String message) {
        return new AccountException(401, message);
    }

    /** 400 a name or password that is not allowed, 401 a wrong log-in, 404 no such player, 409 a name taken, 429 too many tries. */
    public int status() {
        return status;
    }
}
