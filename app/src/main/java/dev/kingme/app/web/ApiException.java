package dev.kingme.app.web;

/**
 * A request the server refuses, with the HTTP status that says why (400 malformed or invalid, 403 not
 * this seat's to do, 404 no such game, 409 not legal now or too late, 413 too large) and a message that
 * says what and where. Never a 500: everything a client can send wrongly ends here.
 */
final class ApiException extends RuntimeException {
    private final int status;

    ApiException(int status, String message) {
        super(message);
        this.status = status;
    }

    int status() {
        return status;
    }

    static ApiException bad(String message) {
        return new ApiException(400, message);
    }

    static ApiException forbidden(String message) {
        return new ApiException(403, message);
    }

    static ApiException notFound(String message) {
        return new ApiException(404, message);
    }

    static ApiException conflict(String message) {
        return new ApiException(409, message);
    }
}
